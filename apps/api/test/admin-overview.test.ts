// GET /admin/overview through the routes: accounts counted by Authentication (not by learners with activity),
// lessons and reviews summed over the learners' stats, feedback counted; only for the administrator.
import { adminOverviewResponseSchema } from '@vuga/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFeedbackStore } from '../src/feedback.ts';
import { bearer, memoryReader, testServer } from './support.ts';

let app: FastifyInstance;
let accounts = 7;
const feedback = memoryFeedbackStore();
beforeAll(async () => {
  const reader = memoryReader();
  const [stats] = await reader.allUserStats();
  const learner = { ...stats!, lessonCount: 3, reviewCount: 29 };
  app = await testServer({
    analytics: {
      ...reader,
      allUserStats: async () => [
        learner,
        { ...learner, userEmail: 'b@vuga.test', lessonCount: 1, reviewCount: 0 },
      ],
    },
    countAccounts: async () => accounts,
    feedbackStore: feedback,
  });
}, 60_000);
afterAll(() => app.close());

const overview = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/admin/overview', headers });

describe('the administrator’s overview', () => {
  it('counts the accounts Authentication holds, the lessons, reviews and feedback', async () => {
    await feedback.add({
      type: 'General feedback',
      rating: null,
      subject: 'Hi',
      message: 'Murakoze!',
      email: null,
      account_email: null,
      receivedAt: new Date(),
    });
    const response = await overview(bearer('admin-token'));
    expect(response.statusCode).toBe(200);
    expect(adminOverviewResponseSchema.parse(response.json())).toEqual({
      accounts: 7,
      lessons_completed: 4,
      reviews: 29,
      feedback: 1,
    });
    accounts = 8;
    expect(adminOverviewResponseSchema.parse((await overview(bearer('admin-token'))).json()).accounts).toBe(
      8,
    );
  });

  it('is the administrator’s only', async () => {
    expect((await overview(bearer('learner-token'))).statusCode).toBe(403);
    expect((await overview({})).statusCode).toBe(401);
  });

  it('answers 503 with a JSON error when Authentication cannot be read', async () => {
    const failing = await testServer({
      countAccounts: async () => {
        throw new Error('auth down');
      },
    });
    const response = await failing.inject({
      method: 'GET',
      url: '/admin/overview',
      headers: bearer('admin-token'),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'Failed to fetch overview data' });
    await failing.close();
  });
});
