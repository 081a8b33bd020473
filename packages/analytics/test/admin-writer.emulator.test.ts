// The server's writer against the Firestore emulator: one learner's records written all at once lose no count
// (increments as transforms, the best score in a retried transaction), and a record written again under its
// idempotency key (a retry after a timeout whose write did land) counts once.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdminWriter, type LearnerRecord } from '../src/admin-writer.ts';
import {
  type ActivityEvent,
  buildActivity,
  buildQuizResult,
  localDate,
  statsFromActivities,
} from '../src/index.ts';
import { emulatorHosts } from './emulators.ts';

const hosts = emulatorHosts();
process.env.FIRESTORE_EMULATOR_HOST = `${hosts.firestore.host}:${hosts.firestore.port}`;
const app = initializeApp({ projectId: 'demo-vuga-writer' }, 'writer-test');
const db = getFirestore(app);
const writer = createAdminWriter(db);
afterAll(() => deleteApp(app));

const timeZone = 'UTC';
const now = new Date();

function recordOf(email: string, event: ActivityEvent, n: number): LearnerRecord {
  // Distinct times, so that the fold below has one order.
  const when = { now: new Date(now.getTime() - 100_000 + n * 10), timeZone };
  const activity = buildActivity(email, event, when);
  if (event.type !== 'quiz') return { key: randomUUID(), activity };
  const quizResult = buildQuizResult(
    email,
    {
      score: event.score,
      percentage: event.percentage,
      totalQuestions: 10,
      category: 'mixed',
      difficulty: 'mixed',
    },
    when,
  );
  return { key: randomUUID(), activity, quizResult };
}

/** 50 mixed activities and 20 quizzes (8 of them over 80 percent), as events. */
function mixedEvents(): ActivityEvent[] {
  const events: ActivityEvent[] = [];
  for (let i = 0; i < 50; i++) {
    if (i % 3 === 0) {
      events.push({
        type: 'chat',
        question: `question ${i}`,
        response: { type: 'vocabulary', word: 'amazi' },
      });
    } else if (i % 3 === 1) {
      events.push({
        type: 'translation',
        originalText: `text ${i}`,
        translatedText: 'rw',
        direction: 'en-rw',
      });
    } else {
      events.push({ type: 'chat', question: `say ${i}`, response: { type: 'pronunciation', word: 'inka' } });
    }
  }
  const percentages = [10, 20, 30, 40, 50, 60, 70, 80, 85, 90, 95, 100, 60, 70, 80, 90, 81, 40, 50, 0];
  for (const percentage of percentages) {
    events.push({ type: 'quiz', score: percentage / 10, percentage, category: 'mixed', difficulty: 'mixed' });
  }
  return events;
}

const count = async (collection: string, email: string) =>
  (await db.collection(collection).where('userEmail', '==', email).get()).size;

describe('the admin writer', () => {
  it('records 50 activities and 20 quizzes of one learner in parallel with every counter exact', {
    timeout: 120_000,
  }, async () => {
    const email = `parallel-${randomUUID().slice(0, 8)}@vuga.test`;
    const records = mixedEvents().map((event, n) => recordOf(email, event, n));
    const outcomes = await Promise.all(records.map((record) => writer.write(record)));
    expect(outcomes.filter((o) => o === 'written')).toHaveLength(70);

    const expected = statsFromActivities(records.map((r) => r.activity)).get(email)!;
    const stored = (await db.collection('userStats').doc(email).get()).data()!;
    const fields = [
      'totalActivities',
      'chatCount',
      'translationCount',
      'pronunciationCount',
      'quizAttempts',
      'totalQuizScore',
      'bestQuizScore',
    ] as const;
    const lost = fields.filter((field) => stored[field] !== expected[field]);
    console.info(
      `concurrency: 70 records written in parallel; counters wrong: ${lost.length}; ` +
        `activities stored: ${await count('activities', email)}, quiz results: ${await count('quizResults', email)}`,
    );
    expect(Object.fromEntries(fields.map((f) => [f, stored[f]]))).toEqual(
      Object.fromEntries(fields.map((f) => [f, expected[f]])),
    );
    expect(expected).toMatchObject({
      totalActivities: 70,
      chatCount: 17,
      translationCount: 17,
      pronunciationCount: 16,
      quizAttempts: 20,
      bestQuizScore: 100,
    });
    expect(await count('activities', email)).toBe(70);
    expect(await count('quizResults', email)).toBe(20);
    const day = (await db.collection('dailyStats').doc(localDate(now, timeZone)).get()).data();
    expect(day?.activeUsers).toContain(email);
  });

  it('writes a record twice under one key and counts it once', async () => {
    const email = `twice-${randomUUID().slice(0, 8)}@vuga.test`;
    const quiz = recordOf(email, { type: 'quiz', score: 9, percentage: 90 }, 1);
    const chat = recordOf(email, { type: 'chat', question: 'muraho?', response: {} }, 2);
    expect(await writer.write(quiz)).toBe('written');
    expect(await writer.write(chat)).toBe('written');
    expect(await Promise.all([writer.write(quiz), writer.write(chat), writer.write(quiz)])).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const stored = (await db.collection('userStats').doc(email).get()).data()!;
    expect(stored).toMatchObject({ totalActivities: 2, quizAttempts: 1, chatCount: 1, totalQuizScore: 90 });
    expect(await count('activities', email)).toBe(2);
    expect(await count('quizResults', email)).toBe(1);
  });

  it("writes the day's active users once per learner and day (the day's document is everyone's)", async () => {
    const email = `daily-${randomUUID().slice(0, 8)}@vuga.test`;
    const day = db.collection('dailyStats').doc(localDate(now, timeZone));
    const chat = (n: number) => recordOf(email, { type: 'chat', question: `q${n}`, response: {} }, n);
    await writer.write(chat(1));
    const marked = (await day.get()).updateTime!;
    expect((await day.get()).get('activeUsers')).toContain(email);
    await writer.write(chat(2));
    expect((await day.get()).updateTime!.isEqual(marked)).toBe(true);
    // After the learner is forgotten (account deletion removes them from the day), a new record marks them again.
    await day.update({ activeUsers: FieldValue.arrayRemove(email) });
    writer.forget(email);
    await writer.write(chat(3));
    expect((await day.get()).get('activeUsers')).toContain(email);
    expect((await db.collection('userStats').doc(email).get()).get('chatCount')).toBe(3);
  });

  it('refuses a key that is not a plain identifier', async () => {
    const record = recordOf('keys@vuga.test', { type: 'chat', question: 'x', response: {} }, 3);
    await expect(writer.write({ ...record, key: '../userStats/x' })).rejects.toThrow(/Invalid record key/);
  });
});
