// Placement through the routes, with the real course, an in-memory store and a fixed clock: the check is
// issued without its answers and graded by the server; its result is applied once (the skipped units' lessons
// completed, their items review cards), lessons already done stay done, and a replay, someone else's attempt,
// an expired check or bad input add nothing.
import {
  learnPathResponseSchema,
  type PlacementCheckResponse,
  placementCheckResponseSchema,
  placementCompleteResponseSchema,
} from '@vuga/api-client/contract';
import { buildPlacementCheck } from '@vuga/learn';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../src/learn/catalog.ts';
import { memoryLearnStore } from '../src/learn/store.ts';
import { bearer, doLesson, realTutor, testConfig, testServer } from './support.ts';

const DAY = 86_400_000;
let clock = Date.UTC(2026, 10, 23, 9, 0, 0);
let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({
    config: testConfig({ RANDOM_SEED: 'placement-tests' }),
    learnStore: memoryLearnStore(),
    now: () => clock,
  });
}, 60_000);
afterAll(() => app.close());

const learner = bearer('learner-token');
const other = bearer('admin-token');
const post = (url: string, payload?: object, headers: Record<string, string> = learner) =>
  app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
const path = async (headers = learner) =>
  learnPathResponseSchema.parse((await app.inject({ method: 'GET', url: '/learn/path', headers })).json());
const start = async (headers = learner) => {
  const response = await post('/learn/placement', {}, headers);
  expect(response.statusCode).toBe(200);
  return placementCheckResponseSchema.parse(response.json());
};
const complete = (check: PlacementCheckResponse, answers: unknown, headers = learner) =>
  post(`/learn/placement/${check.attempt_id}/complete`, { answers }, headers);

// With RANDOM_SEED the server's check is this one: the test knows the right answers the browser never sees.
const catalog = buildCatalog(realTutor().content);
const key = buildPlacementCheck(catalog.path.units, catalog.item, {
  seed: 'placement-tests:placement',
}).questions;

describe('the placement check', () => {
  it('needs a signed-in learner', async () => {
    expect((await post('/learn/placement', {}, {})).statusCode).toBe(401);
    const id = '7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b';
    expect((await post(`/learn/placement/${id}/complete`, { answers: [0] }, {})).statusCode).toBe(401);
  });

  it('asks at most 20 questions, by unit in the order of the path, without their answers', async () => {
    const check = await start();
    const raw = (await post('/learn/placement', {})).json() as { questions: object[] };
    for (const question of raw.questions)
      expect(Object.keys(question).sort()).toEqual(['options', 'prompt', 'unit_id']);
    expect(check.questions.length).toBeGreaterThan(0);
    expect(check.questions.length).toBeLessThanOrEqual(20);
    const order = catalog.path.units.map((unit) => unit.id);
    const positions = check.questions.map((question) => order.indexOf(question.unit_id));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(check.questions.map((q) => q.prompt)).toEqual(key.map((q) => q.prompt));
  });
});

describe('completing it', () => {
  let check: PlacementCheckResponse;
  /** Right answers to the first `right` questions, then wrong ones. */
  const answering = (right: number) =>
    key.map((question, index) => (index < right ? question.correctIndex : (question.correctIndex + 1) % 4));
  // The first two units asked about are known, the third is not: the learner starts in the group of units
  // the third stands for (the units after the second asked about).
  const knownUntil = () => catalog.path.units.findIndex((unit) => unit.id === key[3]!.unitId) + 1;

  it('refuses answers that are not one option index per question, adding nothing', async () => {
    check = await start();
    const n = key.length;
    for (const [answers, message] of [
      [[0, 1], `for each of the check's ${n} questions`],
      [[...answering(0), 0], `for each of the check's ${n} questions`],
      ['0,1,2', 'answers must be an array of option indexes'],
      [answering(0).map(() => 1.5), 'answers.0'],
      [answering(0).map(() => -1), 'answers.0'],
    ] as const) {
      const response = await complete(check, answers);
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    const noBody = await post(`/learn/placement/${check.attempt_id}/complete`);
    expect(noBody.statusCode).toBe(400);
    const badId = await post('/learn/placement/not-an-attempt/complete', { answers: [0] });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toMatch(/attempt_id that POST \/learn\/placement returned/);
    expect((await path()).lessons_completed).toBe(0);
  });

  it("refuses someone else's attempt and one never issued, with 404", async () => {
    const theirs = await complete(check, answering(key.length), other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toMatch(/no such placement check of yours.*new one/);
    const unknown = await post('/learn/placement/7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b/complete', {
      answers: answering(0),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await path(other)).lessons_completed).toBe(0);
  });

  it('completes the skipped units as lessons do, keeping lessons already done, and says where to start', async () => {
    // One lesson done before the check: its cards exist already.
    const first = catalog.path.units[0]!.lessons[0]!;
    const lessonAttempt = await doLesson((request) => app.inject(request), learner, first.id);
    await post(`/learn/lessons/${first.id}/complete`, { attempt_id: lessonAttempt });

    const response = await complete(check, answering(4));
    expect(response.statusCode).toBe(200);
    const result = placementCompleteResponseSchema.parse(response.json());
    const startIndex = knownUntil();
    const skipped = catalog.path.units.slice(0, startIndex);
    const lessons = skipped.flatMap((unit) => unit.lessons).filter((lesson) => lesson.id !== first.id);
    const items = lessons.flatMap((lesson) => lesson.itemIds);
    expect(startIndex).toBeGreaterThan(2);
    expect(result).toMatchObject({
      correct: 4,
      questions: key.length,
      start_unit_id: catalog.path.units[startIndex]!.id,
      start_unit_index: startIndex,
      start_lesson_id: catalog.path.units[startIndex]!.lessons[0]!.id,
      units_skipped: startIndex,
      lessons_completed: lessons.length,
      cards_added: 2 * items.length,
      words_added: items.length,
    });
    const after = await path();
    for (const [index, unit] of after.units.entries()) {
      for (const lesson of unit.lessons) expect(lesson.completed, lesson.id).toBe(index < startIndex);
    }
    expect(after.words_learned).toBe(items.length + first.itemIds.length);
  });

  it('refuses the same completion again with 409, adding nothing', async () => {
    const before = await path();
    const again = await complete(check, answering(key.length));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already complete.*take a new check/);
    expect(await path()).toEqual(before);
  });

  it('can be taken again: a better result completes more, a worse one undoes nothing', async () => {
    const worse = placementCompleteResponseSchema.parse((await complete(await start(), answering(0))).json());
    expect(worse).toMatchObject({
      start_unit_index: 0,
      units_skipped: 0,
      lessons_completed: 0,
      cards_added: 0,
    });
    expect((await path()).units[0]!.lessons.every((lesson) => lesson.completed)).toBe(true);
    const all = placementCompleteResponseSchema.parse(
      (await complete(await start(), answering(key.length))).json(),
    );
    expect(all).toMatchObject({
      start_unit_id: null,
      start_lesson_id: null,
      start_unit_index: catalog.path.units.length,
    });
    const after = await path();
    expect(after.units.every((unit) => unit.lessons.every((lesson) => lesson.completed))).toBe(true);
  });

  it('expires after a day unanswered', async () => {
    const late = await start(other);
    clock += DAY + 1;
    const response = await complete(late, answering(key.length), other);
    expect(response.statusCode).toBe(410);
    expect(response.json().error).toMatch(/expired/);
    expect((await path(other)).lessons_completed).toBe(0);
  });
});
