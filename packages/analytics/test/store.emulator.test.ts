// The store against the Firestore and Auth emulators, with real signed-in users and firestore.rules in force:
// what the server's writer (admin-writer) records and the browser's store reads gives exactly the figures the
// pure functions predict.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminReader } from '../src/admin-reader.ts';
import { createAdminWriter } from '../src/admin-writer.ts';
import {
  type ActivityEvent,
  type ActivityRecord,
  activeDaysEndingToday,
  addDays,
  adminAnalytics,
  adminUserRows,
  buildActivity,
  buildQuizResult,
  type DailyStats,
  learnerDashboard,
  loadAdminAnalytics,
  loadAdminUsers,
  loadLearnerDashboard,
  localDate,
  type QuizResultInput,
  type QuizResultRecord,
  statsFromActivities,
  type WhenOptions,
} from '../src/index.ts';
import { createAnalyticsStore } from '../src/store-lite.ts';
import { emulatorHosts, firestoreRules } from './emulators.ts';

const projectId = 'demo-vuga';
const apiKey = 'demo-api-key';
const password = 'muraho-test';
const timeZone = 'UTC';
const hosts = emulatorHosts();

let rulesEnv: RulesTestEnvironment;
const apps: FirebaseApp[] = [];
let appCount = 0;
process.env.FIRESTORE_EMULATOR_HOST = `${hosts.firestore.host}:${hosts.firestore.port}`;
const serverApp = initializeAdminApp({ projectId }, 'store-test-server');
let writer = createAdminWriter(getAdminFirestore(serverApp));
let keys = 0;

/** Records an activity (and a quiz's result) as the API does. */
async function record(email: string, event: ActivityEvent, when: WhenOptions, result?: QuizResultInput) {
  const activity = buildActivity(email, event, when);
  const quizResult = result && buildQuizResult(email, result, when);
  await writer.write({ key: `store-test-${++keys}`, activity, ...(quizResult ? { quizResult } : {}) });
  return { activity, quizResult };
}

beforeAll(async () => {
  // The store's expected failures (a missing document before it is created) would be logged by the SDK.
  setLogLevel('silent');
  // Loads firestore.rules for this project (whatever the emulator started with) and lets us clear the data.
  rulesEnv = await initializeTestEnvironment({
    projectId,
    firestore: { ...hosts.firestore, rules: firestoreRules },
  });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await deleteAdminApp(serverApp);
  await rulesEnv?.cleanup();
});
beforeEach(async () => {
  await rulesEnv.clearFirestore();
  // Each test is a server starting on an empty database, with a writer of its own: a writer remembers which
  // learners it has added to a day's active users, and the data it added them to is gone.
  writer = createAdminWriter(getAdminFirestore(serverApp));
});

async function createAccount(email: string) {
  const response = await fetch(
    `${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) {
    const body = (await response.json()) as { error?: { message?: string } };
    if (body.error?.message !== 'EMAIL_EXISTS') throw new Error(`signUp ${email}: ${JSON.stringify(body)}`);
  }
}

/** A browser tab: its own Firebase app, signed in through the Auth emulator (or signed out). */
async function openTab(email?: string) {
  const app = initializeApp(
    { apiKey, projectId, authDomain: `${projectId}.firebaseapp.com` },
    `tab-${++appCount}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, hosts.auth, { disableWarnings: true });
  if (email) {
    await createAccount(email);
    await signInWithEmailAndPassword(auth, email, password);
  }
  const failures: string[] = [];
  const log = (message: string, error: unknown) => failures.push(`${message}: ${error}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, hosts.firestore.host, hosts.firestore.port);
  return { store: createAnalyticsStore(db, { log }), failures };
}

const chat = (question: string): ActivityEvent => ({
  type: 'chat',
  question,
  response: { type: 'vocabulary', category: 'greetings', confidence: 0.8, word: 'muraho' },
});
const pronunciation = (word: string): ActivityEvent => ({
  type: 'chat',
  question: `How do I pronounce ${word}?`,
  response: { type: 'pronunciation', category: 'words', confidence: 1, word },
});
const translation = (text: string): ActivityEvent => ({
  type: 'translation',
  originalText: text,
  translatedText: `${text} (rw)`,
  direction: 'en-rw',
});
const quiz = (percentage: number): ActivityEvent => ({
  type: 'quiz',
  score: percentage / 5,
  percentage,
  category: 'greetings',
  difficulty: 'beginner',
  timeTaken: 60,
});
const quizResult = (percentage: number) => ({
  score: percentage / 5,
  percentage,
  totalQuestions: 20,
  category: 'greetings',
  difficulty: 'beginner',
});

/** Dashboards without the server's timestamps (the prediction only knows the client's). */
const withoutTimestamps = <T extends { timestamp: string }>(rows: T[]) =>
  rows.map(({ timestamp: _, ...rest }) => rest);

describe('the store in the browser (firebase/firestore/lite)', () => {
  const alice = 'alice.store@vuga.test';
  const bob = 'bob.store@vuga.test';
  const admin = 'admin@vuga.test';

  it('a week of chats, translations, pronunciations and quizzes gives the predicted dashboards', {
    timeout: 60_000,
  }, async () => {
    const now = new Date();
    const today = localDate(now, timeZone);
    const recorded: ActivityRecord[] = [];
    const results: QuizResultRecord[] = [];

    // Past days, oldest first, at distinct times in the order written (the prediction's order).
    let minute = 0;
    const onDay = (daysAgo: number) => {
      minute += 1;
      return {
        now: new Date(`${addDays(today, -daysAgo)}T12:${String(minute).padStart(2, '0')}:00Z`),
        timeZone,
      };
    };
    const past: [string, number, ActivityEvent][] = [
      [alice, 5, chat('Muraho means?')], // a gap on day 4 ends this run
      [alice, 3, translation('Good morning')],
      [alice, 3, quiz(60)],
      [bob, 3, chat('How are you?')],
      [alice, 2, pronunciation('amazi')],
      [alice, 1, chat('What is water?')],
      [alice, 1, quiz(90)],
    ];
    const todays: [string, ActivityEvent][] = [
      [alice, translation('Thank you very much')],
      [alice, chat('x'.repeat(150))], // cut to 100 characters
      [bob, translation('Where is the market?')],
      [alice, quiz(85)], // does not beat the best of 90
      [alice, pronunciation('inka')],
      [bob, quiz(95)],
      [alice, quiz(70)],
    ];
    let second = 0;
    const writes: [string, number | null, ActivityEvent][] = [
      ...past.map(([email, daysAgo, event]): [string, number, ActivityEvent] => [email, daysAgo, event]),
      ...todays.map(([email, event]): [string, null, ActivityEvent] => [email, null, event]),
    ];
    for (const [email, daysAgo, event] of writes) {
      // Today's at distinct seconds just before now, in order.
      second += 1;
      const when =
        daysAgo === null ? { now: new Date(now.getTime() - (60 - second) * 1000), timeZone } : onDay(daysAgo);
      const written = await record(
        email,
        event,
        when,
        event.type === 'quiz' ? quizResult(event.percentage) : undefined,
      );
      recorded.push(written.activity);
      if (written.quizResult) results.push(written.quizResult);
    }

    // Read in the browser, through the rules, signed in.
    const aliceTab = await openTab(alice);

    // What the pure functions predict from the records the store returned.
    const stats = statsFromActivities(recorded);
    const mine = (email: string) => recorded.filter((a) => a.userEmail === email);
    const predicted = learnerDashboard(
      {
        stats: stats.get(alice)!,
        activities: mine(alice).slice(-20),
        quizResults: results.filter((r) => r.userEmail === alice),
        activeDates: mine(alice).map((a) => a.date),
      },
      today,
    );
    expect(predicted.overview).toEqual({
      total_interactions: 11,
      quiz_attempts: 4,
      avg_quiz_score: 76, // (60 + 90 + 85 + 70) / 4 = 76.25
      learning_streak: 4, // today and the 3 days before
    });

    const dashboard = await aliceTab.store.learnerDashboard(alice, { timeZone });
    expect(aliceTab.failures).toEqual([]);
    expect(dashboard.overview).toEqual(predicted.overview);
    expect(dashboard.achievements).toEqual(predicted.achievements);
    expect(dashboard.recommendations).toEqual(predicted.recommendations);
    expect({ ...dashboard.progress, quiz_scores: withoutTimestamps(dashboard.progress.quiz_scores) }).toEqual(
      {
        ...predicted.progress,
        quiz_scores: withoutTimestamps(predicted.progress.quiz_scores),
      },
    );
    expect(withoutTimestamps(dashboard.recent_activities)).toEqual(
      withoutTimestamps(predicted.recent_activities),
    );
    expect(dashboard.recent_activities[3]?.details).toEqual({
      question: 'x'.repeat(100),
      response_type: 'vocabulary',
      category: 'greetings',
      confidence: 0.8,
      word: 'muraho',
    });

    // Counted day by day through the rules too (what a learner with more than 20 activities gets).
    expect(await activeDaysEndingToday(aliceTab.store.reader, alice, today)).toEqual(
      [0, 1, 2, 3].map((n) => addDays(today, -n)),
    );
    expect(await aliceTab.store.reader.hasActivityOn(alice, addDays(today, -4))).toBe(false);

    // The stored stats document is exactly the fold of the activities.
    const storedStats = await aliceTab.store.reader.userStats(alice);
    const { createdAt: _c, lastActive: _l, ...expectedCounters } = stats.get(alice)!;
    expect(storedStats).toMatchObject(expectedCounters);
    expect(storedStats?.bestQuizScore).toBe(90);

    // The administrator sees every learner.
    const adminTab = await openTab(admin);
    const analytics = await adminTab.store.adminAnalytics({ timeZone });
    expect(adminTab.failures).toEqual([]);
    const day: DailyStats = { date: today, activeUsers: [alice, bob], createdAt: null, lastUpdated: null };
    const predictedAdmin = adminAnalytics({
      userStats: [...stats.values()],
      today: day,
      latestActivities: recorded,
    });
    expect(analytics.overview).toEqual(predictedAdmin.overview);
    expect(analytics.overview).toMatchObject({
      total_users: 2,
      daily_active_users: 2,
      total_interactions: 14,
    });
    expect(analytics.feature_usage).toEqual(predictedAdmin.feature_usage);
    expect(analytics.user_engagement).toEqual(predictedAdmin.user_engagement);
    expect(withoutTimestamps(analytics.recent_activities)).toEqual(
      withoutTimestamps(predictedAdmin.recent_activities),
    );
    const rows = await adminTab.store.adminUsers({ timeZone });
    expect(rows).toEqual(adminUserRows([...stats.values()], timeZone));
    expect(rows.map((r) => r.last_active)).toEqual([today, today]);

    // The server's reads (firebase-admin) compute the same dashboards from the same data.
    const server = createAdminReader(getAdminFirestore(serverApp));
    expect(await loadLearnerDashboard(server, alice, { timeZone })).toEqual(dashboard);
    expect(await loadAdminAnalytics(server, { timeZone })).toEqual(analytics);
    expect(await loadAdminUsers(server, { timeZone })).toEqual(rows);
  });
});

describe('failing reads', () => {
  const alice = 'alice.store@vuga.test';
  const bob = 'bob.store@vuga.test';

  it('a learner cannot read another learner’s dashboard or the admin figures: the reads fall back', async () => {
    await record(alice, chat('Hello'), { timeZone });
    await record(bob, chat('Hello'), { timeZone });
    const aliceTab = await openTab(alice);

    const empty = await aliceTab.store.learnerDashboard(bob, { timeZone });
    expect(empty.overview.total_interactions).toBe(0);
    expect(aliceTab.failures.join('\n')).toMatch(/reading the learner dashboard failed.*permission/i);

    const fromApi = { ...empty, recommendations: ['from the API'] };
    expect(
      (await aliceTab.store.learnerDashboard(bob, { fallback: async () => fromApi })).recommendations,
    ).toEqual(['from the API']);
    const analytics = await aliceTab.store.adminAnalytics({ timeZone });
    expect(analytics.overview).toEqual({
      total_users: 0,
      daily_active_users: 0,
      total_interactions: 0,
      system_uptime: 'Unknown',
    });
    expect(await aliceTab.store.adminUsers()).toEqual([]);
  });
});
