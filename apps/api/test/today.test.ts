// GET /learner/today and POST /learner/goal through the routes, over the memory card store and the memory
// analytics reader: the next step from the learner's own state, XP from the records the server wrote, the
// goal kept per learner, and bad input answered 4xx with a JSON error.
import {
  dailyGoalResponseSchema,
  learnPathResponseSchema,
  reviewDueResponseSchema,
  todayResponseSchema,
} from '@vuga/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLearnStore } from '../src/learn/store.ts';
import { bearer, doLesson, testServer } from './support.ts';

const clock = Date.UTC(2026, 10, 23, 9, 0, 0);
let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ learnStore: memoryLearnStore(), now: () => clock });
}, 60_000);
afterAll(() => app.close());

const learner = bearer('learner-token');
const get = (url: string, headers: Record<string, string> = learner) =>
  app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = learner) =>
  app.inject({ method: 'POST', url, headers, payload: payload as object });
const today = async () => todayResponseSchema.parse((await get('/learner/today?time_zone=UTC')).json());

describe('the learner’s day', () => {
  it('asks a visitor to sign in', async () => {
    const response = await get('/learner/today', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('error');
  });

  it('starts a new learner on unit 1, with no XP yet and the default goal', async () => {
    const day = await today();
    const path = learnPathResponseSchema.parse((await get('/learn/path')).json());
    expect(day.steps[0]).toEqual({
      kind: 'lesson',
      lesson_id: path.units[0]!.lessons[0]!.id,
      unit_number: 1,
      unit_title: path.units[0]!.title,
      lesson_number: 1,
      first: true,
    });
    expect(day.due).toBe(0);
    expect(day.xp).toEqual({ today: 0, goal: 20, lessons: 0, reviews: 0, quizzes: 0 });
  });

  it('after a lesson leads with its due cards, then lesson 2, and counts the lesson’s XP', async () => {
    const first = (await today()).steps[0];
    if (first?.kind !== 'lesson') throw new Error('expected a lesson first');
    const attempt_id = await doLesson((r) => app.inject(r), learner, first.lesson_id);
    expect((await post(`/learn/lessons/${first.lesson_id}/complete`, { attempt_id })).statusCode).toBe(200);
    const day = await today();
    expect(day.due).toBeGreaterThan(0);
    expect(day.steps[0]).toEqual({ kind: 'review', due: day.due });
    expect(day.steps[1]).toMatchObject({ kind: 'lesson', unit_number: 1, lesson_number: 2, first: false });
    expect(day.xp).toMatchObject({ today: 10, lessons: 10, reviews: 0 });
  });

  it('counts each graded card once, from the server’s review log', async () => {
    const { cards } = reviewDueResponseSchema.parse((await get('/review/due?limit=3')).json());
    for (const card of cards) {
      const graded = await post('/review/grade', { card_id: card.id, due_at: card.due_at, grade: 'good' });
      expect(graded.statusCode).toBe(200);
    }
    expect((await today()).xp).toMatchObject({ today: 10 + cards.length, reviews: cards.length });
  });

  it('keeps the goal the learner sets, and refuses one that is not offered', async () => {
    const set = await post('/learner/goal', { xp: 30 });
    expect(dailyGoalResponseSchema.parse(set.json())).toEqual({ xp: 30 });
    expect((await today()).xp.goal).toBe(30);
    for (const body of [{ xp: 25 }, { xp: '30' }, {}, { xp: 30, extra: 1 }, { xp: 1e9 }]) {
      const refused = await post('/learner/goal', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toHaveProperty('error');
    }
    expect((await post('/learner/goal', { xp: 10 }, {})).statusCode).toBe(401);
    expect((await today()).xp.goal).toBe(30);
  });

  it('refuses a time zone that is not one', async () => {
    const response = await get('/learner/today?time_zone=Nowhere%2FLand');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/time_zone/);
  });
});
