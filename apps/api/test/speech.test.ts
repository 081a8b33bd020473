// Synthesised speech end to end with the real espeak-ng: a chat answer without a native clip names an MP3
// that is made when first fetched over HTTP (real port, real fetch), then served from disk with ranges.
import { chmodSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatResponseSchema, generatedQuizSchema, healthResponseSchema } from '@vuga/api-client/contract';
import { createTutor, loadContent } from '@vuga/tutor';
import { createSpeech, mp3Frames, speechKey } from '@vuga/tutor/speech';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, testServer } from './support.ts';

const config = testConfig();
let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await testServer({ config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

async function chat(server: FastifyInstance, question: string) {
  const response = await server.inject({ method: 'POST', url: '/chat', payload: { question } });
  expect(response.statusCode).toBe(200);
  return chatResponseSchema.parse(response.json());
}

describe('speech for words without a native recording', () => {
  it('names the synthesised file in the answer and makes it on the first request, with ranges', async () => {
    const answer = await chat(app, 'how do you say water');
    expect(answer.word.toLowerCase()).toBe('amazi');
    const file = `${speechKey(answer.word)?.hash}.mp3`;
    expect(answer).toMatchObject({ audio_url: `/audio/${file}`, source: 'tts_generated', duration: 0 });
    expect(existsSync(join(config.AUDIO_CACHE_DIR, file))).toBe(false);

    const first = await fetch(`${baseUrl}${answer.audio_url}`, { headers: { range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const size = Number(first.headers.get('content-range')?.split('/')[1]);
    expect(size).toBeGreaterThan(1_500);
    expect((await first.arrayBuffer()).byteLength).toBe(100);
    expect(existsSync(join(config.AUDIO_CACHE_DIR, file))).toBe(true);

    const whole = await fetch(`${baseUrl}${answer.audio_url}`);
    expect(whole.status).toBe(200);
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBe(size);
    expect(mp3Frames(bytes).every((frame) => frame.bitrateKbps === 32)).toBe(true);

    // Once made, the answer knows how long it plays.
    expect((await chat(app, 'how do you say water')).duration).toBeGreaterThan(0.3);
  });

  it('makes a file once however many players ask for it at the same time', async () => {
    const answer = await chat(app, 'what is cow in kinyarwanda');
    expect(answer.source).toBe('tts_generated');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${baseUrl}${answer.audio_url}`).then((r) => r.arrayBuffer())),
    );
    const sizes = new Set(responses.map((body) => body.byteLength));
    expect(sizes.size).toBe(1);
    expect([...sizes][0]).toBeGreaterThan(1_500);
    expect(readdirSync(config.AUDIO_CACHE_DIR).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('gives listening quiz questions the recording of their text', async () => {
    // Listening items are authored drafts: a tutor that quizzes on drafts has them.
    const server = await testServer({ config, tutor: createTutor(loadContent(), { quizDrafts: true }) });
    const response = await server.inject({
      method: 'POST',
      url: '/quiz/generate',
      payload: { category: 'sport', difficulty: 'mixed', num_questions: 25 },
    });
    const quiz = generatedQuizSchema.parse(response.json());
    const listening = quiz.questions.filter((question) => question.audio_text);
    expect(listening.length).toBeGreaterThan(0);
    for (const question of listening) {
      expect(question.audio_url).toMatch(/^\/(audio|common-voice-audio)\/[\w.-]+$/);
    }
    const played = await server.inject({ method: 'GET', url: listening[0]?.audio_url ?? '' });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/mpeg');
    expect(quiz.questions.filter((question) => !question.audio_text).every((q) => !q.audio_url)).toBe(true);
    await server.close();
  });

  it('still answers 404 for a hash it never named', async () => {
    const response = await fetch(`${baseUrl}/audio/${'ab'.repeat(32)}.mp3`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: `No audio file ${'ab'.repeat(32)}.mp3.` });
  });

  it('reports speech synthesis in /health', async () => {
    const body = healthResponseSchema.parse((await app.inject({ method: 'GET', url: '/health' })).json());
    expect(body.tts_audio).toBe(true);
  });
});

describe('without a working espeak-ng', () => {
  it('answers with no audio URL, says so in /health, and never errors', async () => {
    const fresh = testConfig();
    const missing = createSpeech({ dir: fresh.AUDIO_CACHE_DIR, binary: '/nonexistent/espeak-ng' });
    const server = await testServer({ config: fresh, speech: missing });
    const answer = await chat(server, 'how do you say water');
    expect(answer).toMatchObject({ audio_url: null, source: 'tts_generated', duration: 0 });
    const health = healthResponseSchema.parse(
      (await server.inject({ method: 'GET', url: '/health' })).json(),
    );
    expect(health.tts_audio).toBe(false);
    const file = `${speechKey('inka')?.hash}.mp3`;
    expect((await server.inject({ method: 'GET', url: `/audio/${file}` })).statusCode).toBe(404);
    await server.close();
  });

  it('answers 503 JSON when synthesis fails', async () => {
    const fresh = testConfig();
    const broken = join(mkdtempSync(join(tmpdir(), 'vuga-espeak-')), 'espeak-ng');
    writeFileSync(
      broken,
      '#!/bin/sh\n[ "$1" = --version ] && echo "eSpeak NG text-to-speech: broken" && exit 0\nexit 3\n',
    );
    chmodSync(broken, 0o755);
    const server = await testServer({
      config: fresh,
      speech: createSpeech({ dir: fresh.AUDIO_CACHE_DIR, binary: broken }),
    });
    const answer = await chat(server, 'how do you say water');
    expect(answer.audio_url).toMatch(/^\/audio\/[a-f0-9]{64}\.mp3$/);
    const response = await server.inject({ method: 'GET', url: answer.audio_url ?? '' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Speech synthesis failed for this word; please try again later.',
    });
    await server.close();
  });
});
