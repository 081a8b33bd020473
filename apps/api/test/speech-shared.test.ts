// SPEECH_SHARED_DIR: two API servers over one speech folder stand for two instances behind a load balancer.
// A chat answer from one names a synthesised file; the other serves it (made from the handed-out phonemes),
// immutable-cached, and the first then finds it on disk instead of synthesising it again.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { realTutor, testConfig, testServer } from './support.ts';

const shared = mkdtempSync(join(tmpdir(), 'vuga-speech-shared-'));
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  realTutor(); // built once (seconds on a busy machine) outside the test's time
  a = await testServer({ config: testConfig({ SPEECH_SHARED_DIR: shared }) });
  b = await testServer({ config: testConfig({ SPEECH_SHARED_DIR: shared }) });
}, 60_000);
afterAll(() => Promise.all([a.close(), b.close()]));

it('serves a word one instance named from the other, made once in the shared folder', async () => {
  const answer = (
    await a.inject({ method: 'POST', url: '/chat', payload: { question: 'how do you say water' } })
  ).json();
  expect(answer).toMatchObject({
    source: 'tts_generated',
    audio_url: expect.stringMatching(/^\/audio\/[a-f0-9]{64}\.mp3$/),
  });
  const file = answer.audio_url.slice('/audio/'.length);
  const sidecar = join(shared, file.replace(/\.mp3$/, '.phonemes'));
  for (let i = 0; i < 200 && !existsSync(sidecar); i++) await new Promise((r) => setTimeout(r, 10));

  const fromB = await b.inject({ method: 'GET', url: answer.audio_url });
  expect(fromB.statusCode).toBe(200);
  expect(fromB.headers['content-type']).toBe('audio/mpeg');
  expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(existsSync(join(shared, file))).toBe(true);

  const fromA = await a.inject({ method: 'GET', url: answer.audio_url });
  expect(fromA.statusCode).toBe(200);
  expect(fromA.rawPayload.equals(fromB.rawPayload)).toBe(true);
});
