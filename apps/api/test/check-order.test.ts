// Which check answers a request that fails two: a route that checks the sign-in before its input answers 401
// to a bad body from a stranger, one that parses its input first answers 400 (issue #29 moved the sign-in
// checks into the routes' preHandlers; the order, and so these statuses, must not change).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testServer } from './support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(() => app.close());

const SIGN_IN = 'Sign in to see this.';
const BAD_TOKEN = 'The sign-in token is invalid or expired. Sign in again.';
const stranger = bearer('not-a-token');

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers, ...(method === 'POST' && { payload: { bad: true } }) });

describe('the sign-in before the input', () => {
  it.each([
    ['GET', '/admin/feedback?limit=many'],
    ['GET', '/learner/today?new_per_day=-1'],
    ['POST', '/learner/goal'],
    ['POST', '/review/cards'],
    ['GET', '/review/due?limit=1000'],
    ['POST', '/review/grade'],
    ['POST', '/learn/placement'],
    ['POST', '/learn/placement/not-an-id/complete'],
    ['DELETE', '/account'],
  ] as const)('%s %s without a token is a 401, with a bad token too', async (method, url) => {
    const unsigned = await send(method, url);
    expect([unsigned.statusCode, unsigned.json()]).toEqual([401, { error: SIGN_IN }]);
    const refused = await send(method, url, stranger);
    expect([refused.statusCode, refused.json()]).toEqual([401, { error: BAD_TOKEN }]);
  });

  it('GET /admin/feedback with a bad query from a learner is refused as not the administrator', async () => {
    const response = await send('GET', '/admin/feedback?limit=many', bearer('learner-token'));
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['POST', '/learn/lessons/no-such-lesson/attempts'],
    ['POST', '/learn/attempts/not-an-id/answers'],
    ['POST', '/learn/lessons/no-such-lesson/complete'],
  ] as const)('%s %s (open to visitors) refuses a bad token before its input', async (method, url) => {
    const response = await send(method, url, stranger);
    expect([response.statusCode, response.json()]).toEqual([401, { error: BAD_TOKEN }]);
  });

  it("GET /learn/path parses a visitor's query not at all, a learner's after the sign-in", async () => {
    expect((await send('GET', '/learn/path?new_per_day=-1')).statusCode).toBe(200);
    expect((await send('GET', '/learn/path?new_per_day=-1', stranger)).statusCode).toBe(401);
    expect((await send('GET', '/learn/path?new_per_day=-1', bearer('learner-token'))).statusCode).toBe(400);
  });
});

describe('the input before the sign-in', () => {
  it.each(['/feedback', '/chat', '/translate', '/quiz/submit'])(
    'POST %s with a bad body and a bad token is a 400',
    async (url) => {
      const response = await send('POST', url, stranger);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).not.toBe(BAD_TOKEN);
    },
  );

  it('POST /quiz/generate with a bad body and a bad token is a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/quiz/generate',
      headers: stranger,
      payload: { num_questions: 'many' },
    });
    expect(response.statusCode).toBe(400);
  });
});
