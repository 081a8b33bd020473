import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testConfig, testServer } from './support.ts';

let app: FastifyInstance;
// Every request to chat and translate counts against the limit, malformed ones included.
let limited: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
  limited = await testServer({ config: testConfig({ RATE_LIMIT_PER_MINUTE: '3' }) });
});
afterAll(() => Promise.all([app.close(), limited.close()]));

const raw = (
  url: string,
  payload: string,
  contentType?: string,
  headers: Record<string, string> = {},
  server = app,
) =>
  server.inject({
    method: 'POST',
    url,
    payload,
    headers: contentType ? { 'content-type': contentType, ...headers } : headers,
  });

describe('bodies', () => {
  it('refuses a body over 16 kB with 413', async () => {
    const response = await raw(
      '/translate',
      JSON.stringify({ text: 'a'.repeat(17_000), direction: 'en-rw' }),
      'application/json',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/16 kB/);
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ])('refuses a %s body with 415', async (type) => {
    const response = await raw('/chat', 'question=hello', type);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatch(/JSON/);
  });

  it('refuses malformed JSON, an empty JSON body and prototype pollution with 400', async () => {
    expect((await raw('/chat', '{"question":', 'application/json')).statusCode).toBe(400);
    expect((await raw('/chat', '', 'application/json')).statusCode).toBe(400);
    const polluted = await raw('/chat', '{"question":"hi","__proto__":{"admin":true}}', 'application/json');
    expect(polluted.statusCode).toBe(400);
  });

  it('names the missing or wrong field', async () => {
    expect((await raw('/chat', '{}', 'application/json')).json()).toEqual({
      error: 'question must be a string',
    });
    expect((await raw('/chat', '[1,2]', 'application/json')).json().error).toMatch(/^body/);
    expect((await raw('/quiz/generate', '{"num_questions":"ten"}', 'application/json')).json().error).toMatch(
      /^num_questions/,
    );
    expect(
      (await raw('/chat', '{"question":"hi","user_email":"x"}', 'application/json')).json().error,
    ).toMatch(/^user_email/);
  });

  it('answers unknown routes and methods with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/nope'],
      ['POST', '/health'],
      ['DELETE', '/chat'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/No route/);
    }
  });
});

describe('rate limit on chat and translate', () => {
  it('answers 429 with Retry-After past the limit, counting each user on their own', async () => {
    const ask = (headers: Record<string, string> = {}) =>
      raw('/chat', '{"question":"hello"}', 'application/json', headers, limited);
    for (let i = 0; i < 3; i += 1) expect((await ask(bearer('learner-token'))).statusCode).toBe(200);
    const refused = await ask(bearer('learner-token'));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/at most 3 a minute/);
    // Another user, and signed-out callers (by address), have their own budgets.
    expect((await ask(bearer('admin-token'))).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
  });

  it('limits translate too', async () => {
    const translate = () =>
      raw(
        '/translate',
        '{"text":"hello","direction":"en-rw"}',
        'application/json',
        bearer('phone-token'),
        limited,
      );
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await translate()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts callers behind a trusted proxy by their forwarded address', async () => {
    const proxied = await testServer({
      config: testConfig({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: 'loopback' }),
    });
    const ask = (address: string) =>
      raw('/chat', '{"question":"hello"}', 'application/json', { 'x-forwarded-for': address }, proxied);
    expect((await ask('203.0.113.1')).statusCode).toBe(200);
    expect((await ask('203.0.113.1')).statusCode).toBe(429);
    expect((await ask('203.0.113.2')).statusCode).toBe(200);
    await proxied.close();
  });

  it('does not limit the other endpoints', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await limited.inject({ url: '/quiz/categories' })).statusCode).toBe(200);
    }
  });
});

describe('CORS', () => {
  it('answers a preflight from the configured origin only', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/chat',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const allowed = await preflight('http://127.0.0.1:5173');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('input that could name a storage path or cannot be stored', () => {
  const json = 'application/json';
  const learner = bearer('learner-token');

  it('refuses a card id that is no card id (a path, a dot, a built-in name, a lone surrogate) with 400', async () => {
    const due_at = '2026-11-26T09:00:00.000Z';
    for (const card_id of [
      'a/b',
      '.',
      '..',
      '__proto__',
      '__name__',
      'word-a/b:rw-en',
      'word-\ud800:rw-en',
    ]) {
      const response = await raw(
        '/review/grade',
        JSON.stringify({ card_id, due_at, grade: 'good' }),
        json,
        learner,
      );
      expect(response.statusCode, card_id).toBe(400);
      expect(response.json().error).toMatch(/card_id|well-formed/);
    }
  });

  it('refuses text that is not well-formed Unicode wherever it is, naming where', async () => {
    const chat = await raw('/chat', '{"question":"muraho \\ud800"}', json, learner);
    expect(chat.statusCode).toBe(400);
    expect(chat.json().error).toMatch(/^body\.question is not well-formed Unicode/);
    const nested = await raw('/translate', '{"text":"hi","direction":"en-rw","x":["\\udfff"]}', json);
    expect(nested.json().error).toMatch(/^body\.x\[0\]/);
  });

  it('answers a path id past the router limit and an undecodable path with the API own 400 and headers', async () => {
    for (const url of [
      `/learn/lessons/${'a'.repeat(150)}`,
      `/learn/lessons/${'a'.repeat(5000)}`,
      '/learn/lessons/%E0%A4%A',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url.slice(0, 40)).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
      expect(response.body).not.toContain('aaaaaaaaaaaaaaaaaaaaaaaa'); // the address is not echoed
      expect(response.headers['x-request-id']).toEqual(expect.any(String));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
