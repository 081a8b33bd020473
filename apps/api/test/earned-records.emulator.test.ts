// Learner records through the real stack (the API in process, the Auth and Firestore emulators): every record
// is earned, and one bad record never stops the others.
//  - A lesson cannot be completed without answering its exercises; a quiz is submitted once, with its own
//    questions; one showing of a review card is graded once; a placement check's result is applied once.
//  - A record Firestore refuses (text that is not UTF-8, written past the API's own edge check) is set aside
//    with its reason, shown to the administrator, while other learners' records keep arriving.
//  - An account whose email holds '/' gets its stats, path, due cards and deletion like any other.
//  - After DELETE /account the account's still-valid token is refused everywhere and nothing is written again.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storageId } from '@vuga/analytics';
import {
  adminRecordsResponseSchema,
  generatedQuizSchema,
  learnPathResponseSchema,
  placementCheckResponseSchema,
  reviewDueResponseSchema,
} from '@vuga/api-client/contract';
import { buildPlacementCheck } from '@vuga/learn';
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildCatalog } from '../src/learn/catalog.ts';
import { buildServer } from '../src/server.ts';
import { doLesson, realTutor, rightAnswer, signUpInEmulator, testConfig } from './support.ts';

const projectId = 'demo-vuga';
const authHost = inject('authEmulatorHost');
const firestoreHost = inject('firestoreEmulatorHost');
// firebase-admin reads these when a client is made (another file may have changed them): set before any.
process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
const run = randomUUID().slice(0, 8);
const admin = `admin-${run}@vuga.test`;
const seeder = initializeApp({ projectId }, `earned-${run}`);
const db = getFirestore(seeder);

let app: FastifyInstance;
let adminToken: string;
const tokens = new Map<string, { idToken: string; localId: string }>();
const auth = (email: string) => ({ authorization: `Bearer ${tokens.get(email)!.idToken}` });
const signUp = async (email: string) => {
  tokens.set(email, await signUpInEmulator(authHost, email));
  return auth(email);
};

beforeAll(async () => {
  adminToken = (await signUpInEmulator(authHost, admin)).idToken;
  app = await buildServer({
    config: testConfig({
      ADMIN_EMAIL: admin,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      FIRESTORE_EMULATOR_HOST: firestoreHost,
      OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'vuga-earned-outbox-')),
      RATE_LIMIT_PER_MINUTE: '100000',
      // The placement check is then the same every time: the test knows its answers.
      RANDOM_SEED: 'earned-records',
    }),
    tutor: realTutor(),
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await deleteApp(seeder);
});

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
  app.inject({ method, url, headers: headers as Record<string, string>, ...(payload && { payload }) });
const stats = async (email: string) =>
  (await db.collection('userStats').doc(storageId(email)).get()).data() ?? null;
const firstLesson = async () =>
  learnPathResponseSchema.parse((await send('GET', '/learn/path', {})).json()).units[0]!.lessons[0]!.id;

describe('learning is recorded only when it happened', () => {
  it('refuses to complete a lesson without an attempt, or with exercises left unanswered', async () => {
    const learner = await signUp(`lessons-${run}@vuga.test`);
    const lessonId = await firstLesson();
    const path = learnPathResponseSchema.parse((await send('GET', '/learn/path', learner)).json());
    // Every lesson refuses a completion with no attempt (a made-up one, or none at all).
    for (const lesson of path.units.flatMap((unit) => unit.lessons)) {
      const made = await send('POST', `/learn/lessons/${lesson.id}/complete`, learner, {
        attempt_id: '7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b',
      });
      expect(made.statusCode).toBe(404);
      expect((await send('POST', `/learn/lessons/${lesson.id}/complete`, learner, {})).statusCode).toBe(400);
    }
    // An attempt with one exercise unanswered: 409, and nothing was learned.
    const half = await doLesson(
      (r) => app.inject(r),
      learner,
      lessonId,
      (exercise, index) => (index === 0 ? null : rightAnswer(exercise)),
    );
    const refused = await send('POST', `/learn/lessons/${lessonId}/complete`, learner, { attempt_id: half });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/Answer every exercise/);
    const after = learnPathResponseSchema.parse((await send('GET', '/learn/path', learner)).json());
    expect(after).toMatchObject({ lessons_completed: 0, words_learned: 0 });
    // Another learner cannot answer or complete this learner's attempt.
    const other = await signUp(`lessons-other-${run}@vuga.test`);
    const foreign = await send('POST', `/learn/attempts/${half}/answers`, other, { exercise: 0, choice: 0 });
    expect(foreign.statusCode).toBe(404);
  });

  it('counts a quiz submitted twice once, and refuses questions it did not issue', async () => {
    const email = `quiz-${run}@vuga.test`;
    const learner = await signUp(email);
    const quiz = generatedQuizSchema.parse(
      (await send('POST', '/quiz/generate', learner, { category: 'mixed', num_questions: 5 })).json(),
    );
    const ids = quiz.questions.map((question) => question.id);
    const key = realTutor().scoreQuiz({ questionIds: ids, answers: ids.map(() => 0) });
    const perfect = key.detailed_results.map((result) => result.correct_answer);
    const body = { quiz_id: quiz.quiz_id, questions: ids, answers: perfect };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', '/quiz/submit', learner, body)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect(results.filter((r) => !r.json().replayed)).toHaveLength(1);
    expect(await stats(email)).toMatchObject({ quizAttempts: 1 });
    // Another learner's quiz, and a question swapped in: refused.
    const other = await signUp(`quiz-other-${run}@vuga.test`);
    expect((await send('POST', '/quiz/submit', other, body)).statusCode).toBe(404);
    const second = generatedQuizSchema.parse(
      (await send('POST', '/quiz/generate', learner, { category: 'mixed', num_questions: 5 })).json(),
    );
    const swapped = await send('POST', '/quiz/submit', learner, {
      quiz_id: second.quiz_id,
      questions: ids,
      answers: perfect,
    });
    expect(swapped.statusCode).toBe(400);
    expect(await stats(email)).toMatchObject({ quizAttempts: 1 });
  });

  it('applies one grade of a due card once, however often it is sent', async () => {
    const learner = await signUp(`grade-${run}@vuga.test`);
    const lessonId = await firstLesson();
    const attempt_id = await doLesson((r) => app.inject(r), learner, lessonId);
    expect(
      (await send('POST', `/learn/lessons/${lessonId}/complete`, learner, { attempt_id })).statusCode,
    ).toBe(200);
    const card = reviewDueResponseSchema.parse((await send('GET', '/review/due', learner)).json()).cards[0]!;
    const grade = { card_id: card.id, due_at: card.due_at, grade: 'easy' };
    const answers = [];
    for (let n = 0; n < 10; n++) answers.push((await send('POST', '/review/grade', learner, grade)).json());
    expect(new Set(answers.map((answer) => answer.next_due)).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed)).toHaveLength(9);
    const reviews = await db
      .collection('learners')
      .doc(storageId(`grade-${run}@vuga.test`))
      .collection('reviews')
      .get();
    expect(reviews.size).toBe(1);
  });

  it('applies a placement check once, however often and at once it is completed', async () => {
    const email = `placement-${run}@vuga.test`;
    const learner = await signUp(email);
    const check = placementCheckResponseSchema.parse(
      (await send('POST', '/learn/placement', learner)).json(),
    );
    const { path, item } = buildCatalog(realTutor().content);
    const key = buildPlacementCheck(path.units, item, { seed: 'earned-records:placement' }).questions;
    expect(check.questions.map((q) => q.prompt)).toEqual(key.map((q) => q.prompt));
    // The first two units asked about are known, the third is not.
    const answers = key.map((q, index) => (index < 4 ? q.correctIndex : (q.correctIndex + 1) % 4));
    const url = `/learn/placement/${check.attempt_id}/complete`;
    const other = await signUp(`placement-other-${run}@vuga.test`);
    expect((await send('POST', url, other, { answers })).statusCode).toBe(404);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => send('POST', url, learner, { answers })),
    );
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect((await send('POST', url, learner, { answers })).statusCode).toBe(409);
    const start = path.units.findIndex((unit) => unit.id === key[3]!.unitId) + 1;
    const lessons = path.units.slice(0, start).flatMap((unit) => unit.lessons);
    const items = new Set(lessons.flatMap((lesson) => lesson.itemIds));
    const learnerDoc = db.collection('learners').doc(storageId(email));
    expect((await learnerDoc.collection('cards').count().get()).data().count).toBe(2 * items.size);
    expect((await learnerDoc.collection('lessons').get()).docs.map((doc) => doc.id).sort()).toEqual(
      lessons.map((lesson) => lesson.id).sort(),
    );
  });
});

describe('one bad record never stops the others', () => {
  it('refuses text that is not well-formed Unicode at the edge', async () => {
    const learner = await signUp(`edge-${run}@vuga.test`);
    const response = await send('POST', '/chat', learner, { question: 'muraho \ud800' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/well-formed Unicode/);
  });

  it('sets aside a record Firestore refuses, shows it to the administrator, and records the others', async () => {
    const poisoned = `poison-${run}@vuga.test`;
    // Past the edge (as a bug in our own code could): Firestore refuses the text, the record waits.
    const outcome = await app.recorder.record({
      email: poisoned,
      event: { type: 'chat', question: 'bad \ud800 text', response: { type: 'vocabulary' } },
    });
    expect(outcome).toBe('queued');
    // Other learners chat meanwhile: their records queue behind it, and arrive.
    const others = Array.from({ length: 5 }, (_, n) => `flowing-${n}-${run}@vuga.test`);
    for (const email of others) {
      expect(
        (await send('POST', '/chat', await signUp(email), { question: 'How do I say water?' })).statusCode,
      ).toBe(200);
    }
    await app.recorder.flush(Date.now() + 20_000);
    for (const email of others) expect(await stats(email)).toMatchObject({ chatCount: 1 });
    expect(await stats(poisoned)).toBeNull();
    expect(app.recorder.backlog()).toMatchObject({ pending: 0, dead: 1 });
    const records = adminRecordsResponseSchema.parse(
      (await send('GET', '/admin/records', { authorization: `Bearer ${adminToken}` })).json(),
    );
    expect(records.dead_letters[0]).toMatchObject({
      type: 'chat',
      user: poisoned,
      reason: expect.any(String),
    });
    expect((await send('GET', '/admin/records', auth(others[0]!))).statusCode).toBe(403);
  });

  it("keeps an account whose email holds '/' apart, and lets it read, review and leave", async () => {
    const email = `a/b-${run}@vuga.test`;
    const learner = await signUp(email);
    expect((await send('POST', '/chat', learner, { question: 'How do I say milk?' })).statusCode).toBe(200);
    await app.recorder.flush(Date.now() + 10_000);
    expect(await stats(email)).toMatchObject({ userEmail: email, chatCount: 1 });
    for (const url of ['/learn/path', '/review/due', '/learner/dashboard']) {
      expect((await send('GET', url, learner)).statusCode, url).toBe(200);
    }
    const deleted = await send('DELETE', '/account', learner);
    expect(deleted.statusCode).toBe(200);
    expect(await stats(email)).toBeNull();
  });
});

describe('deletion is final', () => {
  it("refuses the deleted account's token everywhere and writes nothing for it again", async () => {
    const email = `leaving-${run}@vuga.test`;
    const learner = await signUp(email);
    const lessonId = await firstLesson();
    expect((await send('POST', '/chat', learner, { question: 'How do I say bread?' })).statusCode).toBe(200);
    expect((await send('DELETE', '/account', learner)).statusCode).toBe(200);
    const quiz = generatedQuizSchema.parse(
      (await send('POST', '/quiz/generate', {}, { category: 'mixed', num_questions: 5 })).json(),
    );
    const attempts: [string, string, object?][] = [
      ['GET', '/learner/dashboard'],
      ['GET', '/learn/path'],
      ['GET', '/review/due'],
      ['POST', '/chat', { question: 'muraho' }],
      ['POST', '/translate', { text: 'water', direction: 'en-rw' }],
      ['POST', '/quiz/generate', { category: 'mixed', num_questions: 5 }],
      [
        'POST',
        '/quiz/submit',
        { quiz_id: quiz.quiz_id, questions: quiz.questions.map((q) => q.id), answers: [0, 0, 0, 0, 0] },
      ],
      ['POST', `/learn/lessons/${lessonId}/attempts`],
      ['POST', '/review/cards', { text: 'amazi' }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await send(method as 'GET', url, learner, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error).toMatch(/deleted/);
    }
    await app.recorder.flush(Date.now() + 5_000);
    expect(await stats(email)).toBeNull();
    const left = await db.collection('activities').where('userEmail', '==', email).get();
    expect(left.size).toBe(0);
    // Deleting again: done already, not an error.
    const again = await send('DELETE', '/account', learner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ deleted: true, already: true });
  });
});
