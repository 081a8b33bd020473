// Records made offline and sent later (issue 30): each lesson answer, completion and review grade carries an
// idempotency key and when it really happened. A repeat gets the first result and is applied once; a time is
// taken only inside the attempt's limits (issued, expiry, the card's due time and last grade, the clock skew)
// and is the time the record, the cards and the schedule get.
import {
  lessonAnswerResponseSchema,
  lessonAttemptResponseSchema,
  lessonCompleteResponseSchema,
  lessonResponseSchema,
  reviewDueResponseSchema,
  reviewGradeResponseSchema,
} from '@vuga/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLearnStore } from '../src/learn/store.ts';
import { rightAnswer } from './right-answer.ts';
import { bearer, recordingRecorder, testServer } from './support.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let clock = Date.UTC(2026, 10, 23, 9, 0, 0);
let app: FastifyInstance;
const { recorded, recorder } = recordingRecorder();
beforeAll(async () => {
  app = await testServer({ learnStore: memoryLearnStore(), now: () => clock, recorder });
}, 60_000);
afterAll(() => app.close());

const learner = bearer('learner-token');
const get = (url: string) => app.inject({ method: 'GET', url, headers: learner });
const post = (url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: learner, ...(payload && { payload }) });
const iso = (ms: number) => new Date(ms).toISOString();

describe('a lesson done offline and sent later', () => {
  let lessonId: string;
  let attemptId: string;
  let issued: number;

  it('takes each answer once, at the time it was given, whatever the repeats', async () => {
    const path = (await get('/learn/path')).json() as { units: { lessons: { id: string }[] }[] };
    lessonId = path.units[0]!.lessons[0]!.id;
    const lesson = lessonResponseSchema.parse((await get(`/learn/lessons/${lessonId}`)).json());
    issued = clock;
    attemptId = lessonAttemptResponseSchema.parse(
      (await post(`/learn/lessons/${lessonId}/attempts`)).json(),
    ).attempt_id;
    // Offline for two hours: the answers were given in the first minutes, and arrive now.
    clock += 2 * HOUR;
    recorded.length = 0;
    for (const [index, exercise] of lesson.exercises.entries()) {
      const body = {
        exercise: index,
        ...rightAnswer(exercise),
        idempotency_key: crypto.randomUUID(),
        answered_at: iso(issued + (index + 1) * MINUTE),
      };
      const first = lessonAnswerResponseSchema.parse(
        (await post(`/learn/attempts/${attemptId}/answers`, body)).json(),
      );
      expect(first).toMatchObject({ exercise: index, correct: true, answered: index + 1 });
      expect(first.replayed).toBeUndefined();
      // The reply was lost: the same record again is its first result, not a second answer.
      const again = lessonAnswerResponseSchema.parse(
        (await post(`/learn/attempts/${attemptId}/answers`, body)).json(),
      );
      expect(again).toEqual({ ...first, replayed: true });
    }
    // The word said aloud is recorded once, at the time it was said.
    const speak = lesson.exercises.findIndex((exercise) => exercise.kind === 'speak');
    expect(recorded).toEqual([
      expect.objectContaining({
        at: issued + (speak + 1) * MINUTE,
        event: expect.objectContaining({ type: 'pronunciation' }),
      }),
    ]);
  });

  it('completes once, at the time it was completed, and a repeat gives the first result', async () => {
    recorded.length = 0;
    const completedAt = issued + 10 * MINUTE;
    const body = {
      attempt_id: attemptId,
      idempotency_key: crypto.randomUUID(),
      completed_at: iso(completedAt),
    };
    const first = lessonCompleteResponseSchema.parse(
      (await post(`/learn/lessons/${lessonId}/complete`, body)).json(),
    );
    expect(first.cards_added).toBeGreaterThan(0);
    expect(await (await post(`/learn/lessons/${lessonId}/complete`, body)).json()).toEqual(first);
    expect(recorded.map((record) => [record.at, record.event.type])).toEqual([[completedAt, 'lesson']]);
    // The cards were made when the lesson was completed: due since then.
    const due = reviewDueResponseSchema.parse((await get('/review/due')).json());
    expect(due.cards.every((card) => Date.parse(card.due_at) === completedAt)).toBe(true);
  });

  it('refuses a time outside the attempt, saying what is wrong', async () => {
    const started = lessonAttemptResponseSchema.parse(
      (await post(`/learn/lessons/${lessonId}/attempts`)).json(),
    );
    const lesson = lessonResponseSchema.parse((await get(`/learn/lessons/${lessonId}`)).json());
    const answer = (answered_at: string) =>
      post(`/learn/attempts/${started.attempt_id}/answers`, {
        exercise: 0,
        ...rightAnswer(lesson.exercises[0]!),
        idempotency_key: crypto.randomUUID(),
        answered_at,
      });
    const before = await answer(iso(clock - HOUR));
    expect(before.statusCode).toBe(422);
    expect(before.json().error).toMatch(/answered_at .* is before the lesson attempt was issued/);
    const future = await answer(iso(clock + HOUR));
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toMatch(/answered_at .* is in the future/);
    // A minute either way is a clock that is slightly off, not a record out of place.
    expect((await answer(iso(clock + MINUTE))).statusCode).toBe(200);
    const expiry = Date.parse(started.expires_at);
    clock = expiry - MINUTE;
    const late = await post(`/learn/lessons/${lessonId}/complete`, {
      attempt_id: started.attempt_id,
      completed_at: iso(expiry + MINUTE),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toMatch(/completed_at .* is after the lesson attempt expired/);
    const garbled = await post(`/learn/lessons/${lessonId}/complete`, {
      attempt_id: started.attempt_id,
      completed_at: 'yesterday',
      idempotency_key: 'one',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error).toMatch(
      /completed_at must be an ISO date-time|idempotency_key must be a UUID/,
    );
  });
});

describe('reviews graded offline and sent later', () => {
  it('applies each grade once, in order, at the time it was given', async () => {
    const due = reviewDueResponseSchema.parse((await get('/review/due')).json());
    const [card, other] = due.cards;
    const dueAt = Date.parse(card!.due_at);
    recorded.length = 0;
    const reviewedAt = clock - 3 * HOUR;
    expect(reviewedAt).toBeGreaterThan(dueAt);
    const body = {
      card_id: card!.id,
      due_at: card!.due_at,
      grade: 'good',
      idempotency_key: crypto.randomUUID(),
      reviewed_at: iso(reviewedAt),
    };
    const first = reviewGradeResponseSchema.parse((await post('/review/grade', body)).json());
    expect(first.replayed).toBeUndefined();
    expect(await (await post('/review/grade', body)).json()).toEqual({ ...first, replayed: true });
    expect(recorded.map((record) => [record.at, record.event.type])).toEqual([[reviewedAt, 'review']]);
    // Scheduled from the time it was graded, not the time it arrived.
    clock = Date.parse(first.next_due);
    const again = reviewDueResponseSchema
      .parse((await get('/review/due?limit=20')).json())
      .cards.find((c) => c.id === card!.id);
    expect(again).toBeDefined();
    // Its next showing cannot be graded before the last grade, nor before it was due.
    const early = await post('/review/grade', {
      card_id: again!.id,
      due_at: again!.due_at,
      grade: 'good',
      reviewed_at: iso(reviewedAt - MINUTE * 10),
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toMatch(/reviewed_at .* is before the card was/);
    // A grade older than a week is not applied.
    clock += 8 * 24 * HOUR;
    const stale = await post('/review/grade', {
      card_id: other!.id,
      due_at: other!.due_at,
      grade: 'good',
      reviewed_at: iso(clock - 8 * 24 * HOUR),
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().error).toMatch(/a week ago/);
    const future = await post('/review/grade', {
      card_id: other!.id,
      due_at: other!.due_at,
      grade: 'good',
      reviewed_at: iso(clock + HOUR),
    });
    expect(future.statusCode).toBe(400);
  });
});
