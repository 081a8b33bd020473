// The review cards' Firestore store against the emulator: cards created once however often a lesson is
// completed (also at the same moment), twenty gradings of one card at once all applied in turn (the
// transaction re-reads the card when it retries: reps and the log agree), the due query, retention from the log, and deletion.
import { randomUUID } from 'node:crypto';
import { storageId } from '@vuga/analytics';
import { createCards, type ReviewLogEntry, retention, reviewCard } from '@vuga/learn';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, expect, inject, it } from 'vitest';
import { firestoreLearnStore } from '../src/learn/store.ts';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
const app = initializeApp({ projectId: 'demo-vuga' }, `learn-store-${randomUUID()}`);
const db = getFirestore(app);
const store = firestoreLearnStore(async () => db);
afterAll(() => deleteApp(app));

const email = `learn-${randomUUID().slice(0, 8)}@vuga.test`;
const now = Date.UTC(2026, 10, 23, 9);

it('creates cards once, even when the same lesson is completed five times at once', async () => {
  const cards = ['word-amazi', 'word-inka', 'word-umugati'].flatMap((id) => createCards(id, now));
  const added = await Promise.all(
    Array.from({ length: 5 }, () => store.addCards(email, cards, { id: 'lesson-1', completedAt: now })),
  );
  expect(added.reduce((sum, n) => sum + n, 0)).toBe(6);
  expect(await store.completedLessons(email)).toEqual(new Set(['lesson-1']));
  expect(await store.wordsLearned(email)).toBe(3);
  expect((await store.due(email, now, 100)).count).toBe(6);
  expect((await store.due(email, now - 1, 100)).count).toBe(0);
  // A page that stops at the limit still counts every due card; the count alone reads no card.
  const page = await store.due(email, now, 4);
  expect({ cards: page.cards.length, count: page.count }).toEqual({ cards: 4, count: 6 });
  expect(await store.reviewedSince(email, now)).toEqual([]);
});

it('applies twenty gradings of one card at once, each exactly once', async () => {
  const id = 'word-amazi:rw-en';
  await Promise.all(
    Array.from({ length: 20 }, (_, n) =>
      store.review(email, id, (card) => ({ write: reviewCard(card, 'good', now + n), value: n })),
    ),
  );
  const card = await store.card(email, id);
  const log = await db.collection('learners').doc(storageId(email)).collection('reviews').get();
  expect(card?.reps).toBe(20);
  expect(log.size).toBe(20);
  expect(
    await store.review(email, 'word-none:rw-en', (c) => ({ write: reviewCard(c, 'good', now), value: 1 })),
  ).toBeUndefined();
});

it('counts retention where the log lives, as @vuga/learn counts it from the entries', async () => {
  const id = 'word-inka:rw-en';
  let at = now;
  // Learned with 'easy', then graded on each due day: the reviews of the learned card count.
  for (const grade of ['easy', 'good', 'again', 'good', 'hard'] as const) {
    const result = await store.review(email, id, (card) => {
      const write = reviewCard(card, grade, at);
      return { write, value: write.card.due };
    });
    at = result!;
  }
  const log = await db.collection('learners').doc(storageId(email)).collection('reviews').get();
  const expected = retention(log.docs.map((doc) => doc.data() as ReviewLogEntry));
  expect(expected.reviews).toBeGreaterThan(0);
  expect(expected.recalled).toBeLessThan(expected.reviews);
  expect(await store.retention(email)).toEqual(expected);
});

it('judges every grading while no card is learned, as @vuga/learn does', async () => {
  const fresh = `learn-${randomUUID().slice(0, 8)}@vuga.test`;
  await store.addCards(fresh, createCards('word-amazi', now));
  await store.review(fresh, 'word-amazi:rw-en', (card) => ({
    write: reviewCard(card, 'again', now),
    value: 0,
  }));
  await store.review(fresh, 'word-amazi:en-rw', (card) => ({
    write: reviewCard(card, 'good', now),
    value: 0,
  }));
  expect(await store.retention(fresh)).toEqual({ reviews: 2, recalled: 1, rate: 0.5, basis: 'all' });
  await store.deleteAll(fresh, 'uid-of-fresh');
});

it("counts the day's completed lessons and keeps the daily goal", async () => {
  await store.addCards(email, [], { id: 'lesson-2', completedAt: now + 3_600_000 });
  expect(await store.lessonsCompletedSince(email, now)).toBe(2);
  expect(await store.lessonsCompletedSince(email, now + 1)).toBe(1);
  expect(await store.dailyGoal(email)).toBeNull();
  await store.setDailyGoal(email, 30);
  expect(await store.dailyGoal(email)).toBe(30);
});

it('takes a record sent five times at once with one idempotency key once, and keeps the key', async () => {
  const id = randomUUID();
  await store.createAttempt({
    id,
    kind: 'lesson',
    owner: 'uid-sync',
    subject: 'lesson-1',
    difficulty: null,
    questions: [],
    exercises: 3,
    answers: {},
    issuedAt: now,
    expiresAt: now + 86_400_000,
    result: null,
  });
  const key = randomUUID();
  const sent = await Promise.all(
    Array.from({ length: 5 }, () =>
      store.updateAttempt(id, (attempt) =>
        attempt.keys?.[key] !== undefined
          ? { value: 'replayed' }
          : { next: { ...attempt, answers: { 0: true }, keys: { [key]: 0 } }, value: 'taken' },
      ),
    ),
  );
  expect(sent.filter((outcome) => outcome === 'taken')).toHaveLength(1);
  expect(await store.updateAttempt(id, (attempt) => ({ value: attempt.keys }))).toEqual({ [key]: 0 });

  const learner = `sync-${randomUUID().slice(0, 8)}@vuga.test`;
  await store.addCards(learner, createCards('word-amazi', now));
  const graded = { dueAt: now, grade: 'good' as const, verdict: null, expected: null, at: now + 5, key };
  const grade = () =>
    store.review(learner, 'word-amazi:rw-en', (card) =>
      card.graded?.key === key
        ? { value: 'replayed' }
        : {
            write: {
              ...reviewCard(card, 'good', now + 5),
              card: { ...reviewCard(card, 'good', now + 5).card, graded },
            },
            value: 'graded',
          },
    );
  const outcomes = await Promise.all([grade(), grade(), grade()]);
  expect(outcomes.filter((outcome) => outcome === 'graded')).toHaveLength(1);
  expect((await store.reviewedSince(learner, now)).map((entry) => entry.reviewedAt)).toEqual([now + 5]);
  await store.deleteAll(learner, 'uid-sync');
});

it('deletes everything kept for the learner, the goal too', async () => {
  expect(await store.deleteAll(email, 'uid-of-learner')).toBe(6 + 20 + 5 + 2 + 1);
  expect(await store.dailyGoal(email)).toBeNull();
  expect((await store.due(email, now + 1000 * 86_400_000, 100)).count).toBe(0);
  expect(await store.completedLessons(email)).toEqual(new Set());
});
