// POST /feedback and GET /admin/feedback by injection over the memory store: what is refused (and why), what
// is kept (with the signed-in account's email), the rate limit, and who may read the inbox.
import { adminFeedbackResponseSchema, feedbackResponseSchema } from '@vuga/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedbackStore, memoryFeedbackStore } from '../src/feedback.ts';
import { bearer, LEARNER, testConfig, testServer } from './support.ts';

const valid = { type: 'Bug report', rating: 4, subject: 'Audio', message: 'The clip for inka is silent.' };

let app: FastifyInstance;
let clock = Date.parse('2026-11-26T09:00:00.000Z');
beforeAll(async () => {
  app = await testServer({ feedbackStore: memoryFeedbackStore(), now: () => clock });
});
afterAll(() => app.close());

const send = (payload: object, headers: Record<string, string> = {}, server = app) =>
  server.inject({ method: 'POST', url: '/feedback', payload, headers });
const inbox = (headers: Record<string, string> = {}, query = '') =>
  app.inject({ method: 'GET', url: `/admin/feedback${query}`, headers });

describe('POST /feedback', () => {
  it('refuses each malformed field with a 400 that names it', async () => {
    const cases: [object, RegExp][] = [
      [{ ...valid, type: 'Praise' }, /type must be one of: General feedback, Bug report/],
      [{ ...valid, type: 'constructor' }, /type must be one of/],
      [{ ...valid, rating: 6 }, /rating must be a whole number from 1 to 5/],
      [{ ...valid, rating: 2.5 }, /rating must be a whole number from 1 to 5/],
      [{ ...valid, rating: '4' }, /rating must be a whole number from 1 to 5/],
      [{ ...valid, subject: '   ' }, /subject must not be empty/],
      [{ ...valid, subject: 'a'.repeat(121) }, /subject must be at most 120 characters/],
      [{ ...valid, message: 'a'.repeat(2001) }, /message must be at most 2000 characters/],
      [{ type: 'Bug report', subject: 'Audio' }, /message/],
      [{ ...valid, email: 'not an address' }, /email must be an email address/],
      [{ ...valid, path: 'feedback/other' }, /path/],
    ];
    for (const [payload, error] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatch(error);
    }
  });

  it('keeps a message, with the signed-in account, and lists the newest first to the administrator', async () => {
    const anonymous = await send({ type: 'General feedback', subject: ' Hi ', message: 'Murakoze!' });
    expect(anonymous.statusCode).toBe(201);
    expect(feedbackResponseSchema.parse(anonymous.json()).received_at).toBe('2026-11-26T09:00:00.000Z');
    clock += 60_000;
    const signedIn = await send({ ...valid, email: 'reply@example.com' }, bearer('learner-token'));
    expect(signedIn.statusCode).toBe(201);

    const listed = adminFeedbackResponseSchema.parse((await inbox(bearer('admin-token'))).json());
    expect(listed.feedback.slice(0, 2)).toEqual([
      {
        id: signedIn.json().id,
        type: 'Bug report',
        rating: 4,
        subject: 'Audio',
        message: 'The clip for inka is silent.',
        email: 'reply@example.com',
        account_email: LEARNER,
        received_at: '2026-11-26T09:01:00.000Z',
      },
      {
        id: anonymous.json().id,
        type: 'General feedback',
        rating: null,
        subject: 'Hi',
        message: 'Murakoze!',
        email: null,
        account_email: null,
        received_at: '2026-11-26T09:00:00.000Z',
      },
    ]);
    const one = adminFeedbackResponseSchema.parse((await inbox(bearer('admin-token'), '?limit=1')).json());
    expect(one.feedback.map((entry) => entry.id)).toEqual([signedIn.json().id]);
  });

  it('refuses a bad sign-in token rather than keeping the message as anonymous', async () => {
    const response = await send(valid, bearer('forged-token'));
    expect(response.statusCode).toBe(401);
  });

  it('answers 503 (not 500) when the store fails, and 429 past the rate limit', async () => {
    const failing: FeedbackStore = {
      add: async () => {
        throw new Error('firestore down');
      },
      latest: async () => {
        throw new Error('firestore down');
      },
      count: async () => {
        throw new Error('firestore down');
      },
    };
    const limited = await testServer({
      config: testConfig({ RATE_LIMIT_PER_MINUTE: '2' }),
      feedbackStore: failing,
    });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send(valid, {}, limited)).statusCode);
    expect(statuses).toEqual([503, 503, 429]);
    const refused = await send(valid, {}, limited);
    expect(refused.json().error).toMatch(/at most 2 a minute/);
    const read = await limited.inject({ url: '/admin/feedback', headers: bearer('admin-token') });
    expect(read.statusCode).toBe(503);
    expect(read.json().error).toBe('Failed to fetch feedback data');
    await limited.close();
  });
});

describe('GET /admin/feedback', () => {
  it('is for the administrator only', async () => {
    expect((await inbox()).statusCode).toBe(401);
    expect((await inbox(bearer('forged-token'))).statusCode).toBe(401);
    const learner = await inbox(bearer('learner-token'));
    expect(learner.statusCode).toBe(403);
    expect(learner.json().error).toBe('Access denied. Admin privileges required.');
  });

  it('refuses a limit out of range with a 400 that says what to send', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?limit=1&limit=2', '?order=asc']) {
      const response = await inbox(bearer('admin-token'), query);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await inbox(bearer('admin-token'), '?limit=0')).json().error).toMatch(
      /limit must be a whole number from 1 to 100/,
    );
  });
});
