// Property: no client input produces a 5xx. fast-check generates malformed requests (methods, paths, encoded
// segments, query strings, headers, bodies near the valid ones and far from them) against every endpoint,
// with the classes of input that once reached a Firestore path or a record: text that is not well-formed
// Unicode (lone surrogates), ids such as 'a/b', '.', '..' and '__name__', and ids longer than the router's
// limit. Seeded and bounded: the same requests on every run. The memory store refuses document ids as
// Firestore does, so an id that would name a wrong path fails here too.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clips, testConfig, testServer } from './support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  // A high limit so the generated requests reach the handlers instead of the limiter.
  app = await testServer({
    config: testConfig({ RATE_LIMIT_PER_MINUTE: '1000000' }),
    // Stands in for firebase-admin, so DELETE /account is reached without an emulator.
    deleteAccount: async () => ({ activities: 0, quizResults: 0, days: 0, learning: 0 }),
  });
});
afterAll(() => app.close());

const routes = [
  '/health',
  '/ready',
  '/chat',
  '/available-sentences',
  '/translate',
  '/quiz/categories',
  '/quiz/generate',
  '/quiz/submit',
  '/admin/analytics',
  '/admin/users',
  '/learner/dashboard',
  '/account',
  '/admin/records',
  '/feedback',
  '/admin/feedback',
  '/learn/path',
  '/learn/lessons/unit-1-lesson-1',
  '/learn/lessons/unit-1-lesson-1/attempts',
  '/learn/lessons/unit-1-lesson-1/complete',
  '/learn/attempts/7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b/answers',
  '/learn/placement',
  '/learn/placement/7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b/complete',
  '/review/due',
  '/review/grade',
  '/review/cards',
  `/common-voice-audio/${clips[0]?.file}`,
  '/audio/0123456789abcdef0123456789abcdef.mp3',
];

/** Valid bodies, which the generator then breaks field by field. */
const validBodies: Record<string, Record<string, unknown>> = {
  '/chat': { question: 'How do I say hello?', user_email: 'anonymous' },
  '/translate': { text: 'good morning', direction: 'en-rw' },
  '/quiz/generate': { category: 'mixed', difficulty: 'mixed', num_questions: 5 },
  '/quiz/submit': {
    quiz_id: '7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b',
    questions: ['lex-how-to-say-inzoga'],
    answers: [0],
  },
  '/learn/lessons/unit-1-lesson-1/attempts': {},
  '/learn/lessons/unit-1-lesson-1/complete': { attempt_id: '7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b' },
  '/learn/attempts/7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b/answers': { exercise: 0, choice: 1 },
  '/learn/placement': {},
  '/learn/placement/7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b/complete': { answers: [0, 1, 2] },
  '/review/grade': { card_id: 'word-amazi:rw-en', due_at: '2026-11-26T09:00:00.000Z', grade: 'good' },
  '/review/cards': { text: 'amazi' },
  '/feedback': { type: 'Bug report', rating: 3, subject: 'Audio', message: 'Silent clip', email: 'a@b.co' },
};
/** Routes answered by a method other than GET (or POST with a body above). */
const methodOf: Record<string, string> = { '/account': 'DELETE' };
const allFields = [...new Set(Object.values(validBodies).flatMap((body) => Object.keys(body)))];

/** Percent-encoding that also sends a lone surrogate, as the bytes of one (not valid UTF-8: ED A0 80). */
const encode = (text: string) =>
  text
    .split(/(\p{Cs})/u)
    .map((part) => (/^\p{Cs}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

const weirdText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '../',
    '..%2F',
    '%',
    '%zz',
    '%00',
    '\u202e',
    '😀'.repeat(300),
    'a'.repeat(1001),
    'a'.repeat(150),
    // Text that is not well-formed Unicode, and ids that would name another Firestore path.
    '\ud800',
    'ab\udfff',
    'a/b',
    '.',
    '..',
    '__proto__',
    '__name__',
    'word-a/b:rw-en',
  ),
);
const weirdValue = fc.oneof(
  weirdText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer({ min: -3, max: 30 }), weirdText), { maxLength: 30 }),
  fc.object({ maxDepth: 2 }),
  fc.constantFrom(-1, 4, 5, 25, 26, 1e308, -0, Number.MAX_SAFE_INTEGER + 1, 'en-rw', 'rw-en', 'mixed'),
);

/** A valid body with fields replaced, removed or added. */
const brokenBody = fc
  .tuple(
    fc.constantFrom(...Object.values(validBodies)),
    fc.array(
      fc.tuple(fc.constantFrom(...allFields, 'extra', '__proto__', 'constructor'), fc.option(weirdValue)),
      {
        maxLength: 4,
      },
    ),
  )
  .map(([body, changes]) => {
    const result: Record<string, unknown> = { ...body };
    for (const [field, value] of changes) {
      if (value === null) delete result[field];
      else
        Object.defineProperty(result, field, { value, enumerable: true, configurable: true, writable: true });
    }
    return JSON.stringify(result);
  });

const body = fc.oneof(
  brokenBody,
  fc.json(),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('', '{', 'null', '[]', '"x"', '{"question":', '\u0000', 'a'.repeat(20_000)),
);

const path = fc.oneof(
  fc.constantFrom(...routes),
  fc.tuple(fc.constantFrom(...routes), weirdText).map(([route, extra]) => `${route}/${encode(extra)}`),
  fc
    .tuple(fc.constantFrom('/audio/', '/common-voice-audio/'), weirdText)
    .map(([route, name]) => route + name),
  fc
    .tuple(fc.constantFrom('/audio/', '/common-voice-audio/'), weirdText)
    .map(([route, name]) => route + encode(name)),
  // An HTTP request target always starts with '/'.
  fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`)),
);

const query = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.constantFrom('user_email', 'time_zone', 'x', 'user_email[]'), weirdText), {
      maxLength: 3,
    })
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`),
  weirdText.map((text) => `?${text}`),
);

const headerValue = fc.string({ minLength: 0, maxLength: 60 }).map((v) => v.replace(/[^\t\x20-\x7e]/g, ''));
const headers = fc.record(
  {
    'content-type': fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'application/octet-stream',
      ),
      headerValue,
    ),
    authorization: fc.oneof(
      fc.constantFrom(
        'Bearer learner-token',
        'Bearer admin-token',
        'Bearer phone-token',
        'Bearer ',
        'Basic Zm9v',
      ),
      headerValue.map((v) => `Bearer ${v}`),
      headerValue,
    ),
    'x-user-email': fc.oneof(
      fc.constantFrom('admin@vuga.test', 'learner@vuga.test', 'anonymous'),
      headerValue,
    ),
    range: fc.oneof(
      fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=99999999-', 'bytes=5-1', 'bytes=0-1,3-4'),
      headerValue,
    ),
    'if-none-match': headerValue,
    'if-range': headerValue,
    'x-request-id': headerValue,
    origin: fc.constantFrom('http://127.0.0.1:5173', 'https://evil.example', 'null'),
  },
  { requiredKeys: [] },
);

/** Anything at all: any method, path, headers and body. */
const anyRequest = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
  url: fc.tuple(path, query).map(([p, q]) => p + q),
  headers,
  body: fc.option(body, { nil: undefined }),
});

/** The right method on a real route, mostly as JSON: the handlers' own validation is what gets exercised. */
const targetedRequest = fc
  .tuple(
    fc.constantFrom(...routes),
    query,
    headers,
    fc.option(fc.constantFrom('application/json', 'application/json; charset=utf-8'), { freq: 5 }),
    fc.oneof({ weight: 3, arbitrary: brokenBody }, { weight: 1, arbitrary: body }),
  )
  .map(([route, q, sent, json, payload]) => {
    const post = route in validBodies;
    return {
      method: post ? 'POST' : (methodOf[route] ?? 'GET'),
      url: route + q,
      headers: json ? { ...sent, 'content-type': json } : sent,
      body: post ? payload : undefined,
    };
  });

const request = fc.oneof({ weight: 2, arbitrary: targetedRequest }, { weight: 1, arbitrary: anyRequest });

describe('malformed requests', () => {
  it('never get a 5xx, and every error is JSON with an error message', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ method, url, headers: sent, body: payload }) => {
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: sent,
          ...(payload !== undefined && method !== 'GET' && method !== 'HEAD' ? { payload } : {}),
        });
        seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${method} ${url} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode >= 400 && method !== 'HEAD') {
          expect(response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
        }
      }),
      { numRuns: 6000, seed: 20_261_126 },
    );
    // The generator reaches successes and refusals alike, not just one kind of answer.
    expect([...seen.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404, 413, 415]));
  }, 120_000);
});
