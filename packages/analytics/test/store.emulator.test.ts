// The store against the Firestore and Auth emulators, with real signed-in users and firestore.rules in force:
// what the store writes and reads gives exactly the figures the pure functions predict.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  getFirestore,
  setLogLevel,
} from 'firebase/firestore';
import {
  connectFirestoreEmulator as connectLiteFirestoreEmulator,
  getFirestore as getLiteFirestore,
  setLogLevel as setLiteLogLevel,
} from 'firebase/firestore/lite';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminReader } from '../src/admin-reader.ts';
import {
  type ActivityEvent,
  type ActivityRecord,
  activeDaysEndingToday,
  addDays,
  adminAnalytics,
  adminUserRows,
  type DailyStats,
  learnerDashboard,
  loadAdminAnalytics,
  loadAdminUsers,
  loadLearnerDashboard,
  localDate,
  type QuizResultRecord,
  statsFromActivities,
} from '../src/index.ts';
import { type AnalyticsStore, createAnalyticsStore } from '../src/store.ts';
import { createAnalyticsStore as createLiteAnalyticsStore } from '../src/store-lite.ts';
import { emulatorHosts, firestoreRules } from './emulators.ts';

const projectId = 'demo-vuga';
const apiKey = 'demo-api-key';
const password = 'muraho-test';
const timeZone = 'UTC';
const hosts = emulatorHosts();

let rulesEnv: RulesTestEnvironment;
const apps: FirebaseApp[] = [];
let appCount = 0;

beforeAll(async () => {
  // The store's expected failures (a missing document before it is created) would be logged by each SDK.
  setLogLevel('silent');
  setLiteLogLevel('silent');
  // Loads firestore.rules for this project (whatever the emulator started with) and lets us clear the data.
  rulesEnv = await initializeTestEnvironment({
    projectId,
    firestore: { ...hosts.firestore, rules: firestoreRules },
  });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await rulesEnv?.cleanup();
});
beforeEach(() => rulesEnv.clearFirestore());

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

type Sdk = 'firestore' | 'firestore/lite';

/** A browser tab: its own Firebase app, signed in through the Auth emulator (or signed out). */
async function openTab(email?: string, sdk: Sdk = 'firestore') {
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
  if (sdk === 'firestore/lite') {
    const db = getLiteFirestore(app);
    connectLiteFirestoreEmulator(db, hosts.firestore.host, hosts.firestore.port);
    return { db: null, store: createLiteAnalyticsStore(db, { log }), failures };
  }
  const db = getFirestore(app);
  connectFirestoreEmulator(db, hosts.firestore.host, hosts.firestore.port);
  return { db, store: createAnalyticsStore(db, { log }), failures };
}

/** Runs `write` with the same store code over a rules-free connection (to lay down history on past days). */
async function withoutRules(write: (store: AnalyticsStore) => Promise<void>) {
  const failures: string[] = [];
  await rulesEnv.withSecurityRulesDisabled((context) =>
    write(
      createAnalyticsStore(context.firestore() as unknown as Firestore, {
        log: (message, error) => failures.push(`${message}: ${error}`),
      }),
    ),
  );
  return failures;
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

describe.each(['firestore', 'firestore/lite'] as const)('the store over %s', (sdk) => {
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

    // Past days: the rules only accept today's date with the server's time (so nobody can backdate), so the
    // history is written by the same store code over a rules-free connection, oldest first.
    // Distinct times in the order written, so that the client's order (the prediction) is the server's.
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
    const historyFailures = await withoutRules(async (store) => {
      for (const [email, daysAgo, event] of past) {
        recorded.push(await store.recordActivity(email, event, onDay(daysAgo)));
        if (event.type === 'quiz') {
          results.push(await store.recordQuizResult(email, quizResult(event.percentage), onDay(daysAgo)));
        }
      }
    });
    expect(historyFailures).toEqual([]);

    // Today, through the rules, signed in.
    const aliceTab = await openTab(alice, sdk);
    const bobTab = await openTab(bob, sdk);
    const todays: [typeof aliceTab, string, ActivityEvent][] = [
      [aliceTab, alice, translation('Thank you very much')],
      [aliceTab, alice, chat('x'.repeat(150))], // cut to 100 characters
      [bobTab, bob, translation('Where is the market?')],
      [aliceTab, alice, quiz(85)], // does not beat the best of 90
      [aliceTab, alice, pronunciation('inka')],
      [bobTab, bob, quiz(95)],
      [aliceTab, alice, quiz(70)],
    ];
    for (const [tab, email, event] of todays) {
      recorded.push(await tab.store.recordActivity(email, event, { timeZone }));
      if (event.type === 'quiz') {
        results.push(await tab.store.recordQuizResult(email, quizResult(event.percentage), { timeZone }));
      }
    }
    expect(aliceTab.failures).toEqual([]);
    expect(bobTab.failures).toEqual([]);

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
    const adminTab = await openTab(admin, sdk);
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
    process.env.FIRESTORE_EMULATOR_HOST = `${hosts.firestore.host}:${hosts.firestore.port}`;
    const adminApp = initializeAdminApp({ projectId }, 'server');
    try {
      const server = createAdminReader(getAdminFirestore(adminApp));
      expect(await loadLearnerDashboard(server, alice, { timeZone })).toEqual(dashboard);
      expect(await loadAdminAnalytics(server, { timeZone })).toEqual(analytics);
      expect(await loadAdminUsers(server, { timeZone })).toEqual(rows);
    } finally {
      await deleteAdminApp(adminApp);
    }
  });
});

describe('failing reads and writes', () => {
  const alice = 'alice.store@vuga.test';
  const bob = 'bob.store@vuga.test';
  const admin = 'admin@vuga.test';

  it('a learner cannot read another learner’s dashboard or the admin figures: the reads fall back', async () => {
    const aliceTab = await openTab(alice);
    await aliceTab.store.recordActivity(alice, chat('Hello'), { timeZone });
    const bobTab = await openTab(bob);
    await bobTab.store.recordActivity(bob, chat('Hello'), { timeZone });
    expect([...aliceTab.failures, ...bobTab.failures]).toEqual([]);

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

  it('a signed-out write fails silently: logged, nothing stored', async () => {
    const visitor = await openTab();
    const activity = await visitor.store.recordActivity(alice, chat('Hello'), { timeZone });
    await visitor.store.recordQuizResult(alice, quizResult(90), { timeZone });
    expect(activity.type).toBe('chat');
    expect(visitor.failures).toHaveLength(4);
    const adminDb = await openTab(admin);
    expect((await getDocs(collection(adminDb.db!, 'activities'))).size).toBe(0);
    expect((await getDoc(doc(adminDb.db!, 'userStats', alice))).exists()).toBe(false);
  });
});

describe.each(['firestore', 'firestore/lite'] as const)('two tabs at once over %s', (sdk) => {
  it('concurrent activities of one learner lose no count, create one stats document and one day', {
    timeout: 60_000,
  }, async () => {
    const carol = 'carol.tabs@vuga.test';
    const [tabA, tabB] = [await openTab(carol, sdk), await openTab(carol, sdk)];
    const burst: ActivityEvent[] = [
      ...Array.from({ length: 6 }, (_, i) => chat(`question ${i}`)),
      ...Array.from({ length: 4 }, (_, i) => translation(`sentence ${i}`)),
      ...Array.from({ length: 3 }, (_, i) => pronunciation(`word${i}`)),
      quiz(60),
      quiz(90),
    ];
    // Both tabs fire everything at once, while carol's stats document and today's record do not exist yet.
    const recorded = await Promise.all(
      [tabA, tabB].flatMap((tab) =>
        burst.map((event) => tab.store.recordActivity(carol, event, { timeZone })),
      ),
    );
    expect(tabA.failures).toEqual([]);
    expect(tabB.failures).toEqual([]);

    const stats = await tabA.store.reader.userStats(carol);
    expect(stats).toMatchObject({
      totalActivities: 30,
      chatCount: 12,
      translationCount: 8,
      pronunciationCount: 6,
      quizAttempts: 4,
      totalQuizScore: 300,
      bestQuizScore: 90,
    });
    const { createdAt: _c, lastActive: _l, ...predicted } = statsFromActivities(recorded).get(carol)!;
    const { createdAt: _c2, lastActive: _l2, lastQuizScore, ...stored } = stats!;
    const { lastQuizScore: _any, ...predictedWithoutLast } = predicted;
    expect(stored).toEqual(predictedWithoutLast);
    expect([60, 90]).toContain(lastQuizScore); // whichever quiz landed last

    const adminTab = await openTab('admin@vuga.test', sdk);
    const today = localDate(new Date(), timeZone);
    expect(await adminTab.store.reader.dailyStats(today)).toMatchObject({ activeUsers: [carol] });
    expect((await adminTab.store.reader.latestActivities(100)).length).toBe(30);
  });
});
