// The offline tutor (apps/web/src/lib/offline-tutor/answers.ts, run in the browser's worker from the
// downloaded content) answers as POST /chat and POST /translate do: the same bodies over the tutor's whole
// evaluation set, questions and translation pairs both ways. Both build them with @vuga/tutor/responses; what
// this holds is that the downloaded content, the worker's set-up and its review lookup give what the server's do. Both engines share a clock, a time zone and a
// seeded random source (greetings by time of day, practice questions); speech synthesis is off on both sides
// (offline there is none: a word without a native recording has no audio, as on a server without espeak-ng).
import { readFileSync } from 'node:fs';
import { loadContent } from '@vuga/tutor';
import { contentFromDownload, createTutor } from '@vuga/tutor/browser';
import { createSpeech } from '@vuga/tutor/speech';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeSections } from '../../../packages/tutor/src/content/sections.ts';
import { loadDevSet } from '../../../packages/tutor/src/eval/devset.ts';
import { createOfflineTutor, type OfflineTutor } from '../../web/src/lib/offline-tutor/answers.ts';
import { randomSource } from '../src/random.ts';
import { buildServer } from '../src/server.ts';
import { testConfig } from './support.ts';

const prebuiltFile = new URL('../../../packages/tutor/dist/content.json', import.meta.url);
const options = () => ({
  now: () => new Date('2026-03-02T07:30:00Z'),
  timeZone: 'Africa/Kigali',
  random: randomSource('offline-tutor').next,
});
const devSet = loadDevSet();

let app: FastifyInstance;
let offline: OfflineTutor;

beforeAll(async () => {
  const config = testConfig({ RATE_LIMIT_PER_MINUTE: '100000' });
  app = await buildServer({
    config,
    tutor: createTutor(loadContent(), options()),
    speech: createSpeech({ dir: config.AUDIO_CACHE_DIR, binary: '/nonexistent/espeak-ng' }),
  });
  // What the browser downloads: the prebuilt file (pnpm --filter @vuga/tutor build makes it) in parts, as the
  // web build emits it (apps/web/offline-tutor-plugin.ts), read as the worker reads it (each part on first use).
  const download = encodeSections(readFileSync(prebuiltFile, 'utf8'));
  offline = createOfflineTutor(contentFromDownload(download), options());
});

afterAll(async () => {
  await app?.close();
});

async function post(url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the offline tutor answers as the server does', () => {
  test('every evaluation question in chat, in order', async () => {
    const questions = [...devSet.questions, ...devSet.heldOut].map((item) => item.q);
    expect(questions.length).toBeGreaterThan(100);
    for (const question of questions) {
      expect(offline.chat({ question }), question).toEqual(await post('/chat', { question }));
    }
  });

  test('every evaluation translation, both ways', async () => {
    const pairs = [devSet.translations, devSet.heldOutTranslations].flatMap((set) =>
      (['en-rw', 'rw-en'] as const).flatMap((direction) =>
        set[direction].map(({ text }) => ({ text, direction })),
      ),
    );
    expect(pairs.length).toBeGreaterThan(50);
    for (const pair of pairs) {
      expect(offline.translate(pair), pair.text).toEqual(await post('/translate', pair));
    }
  });
});
