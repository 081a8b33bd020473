import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clipsDir } from '@vuga/tutor';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../src/routes/audio.ts';
import { clips, testConfig, testServer } from './support.ts';

const config = testConfig();
const synthesized = Buffer.from('ID3 fake mp3 bytes for the cache test '.repeat(20));
const hashedName = `${createHash('sha256').update(synthesized).digest('hex').slice(0, 32)}.mp3`;
const clip = clips[0]!;
const clipBytes = readFileSync(join(clipsDir(), clip.file));

let app: FastifyInstance;
beforeAll(async () => {
  writeFileSync(join(config.AUDIO_CACHE_DIR, hashedName), synthesized);
  app = await testServer({ config });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /common-voice-audio/:file', () => {
  it('serves a native clip whole, as audio/mpeg with a validator and a day of caching', async () => {
    const response = await get(`/common-voice-audio/${clip.file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(Number(response.headers['content-length'])).toBe(clipBytes.length);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^W\/"/);
    expect(response.rawPayload.equals(clipBytes)).toBe(true);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const response = await get(`/common-voice-audio/${clip.file}`, { range: 'bytes=100-199' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${clipBytes.length}`);
    expect(response.rawPayload.equals(clipBytes.subarray(100, 200))).toBe(true);

    const tail = await get(`/common-voice-audio/${clip.file}`, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(clipBytes.subarray(clipBytes.length - 10))).toBe(true);
  });

  it('answers a range beyond the end with 416 and the size', async () => {
    const response = await get(`/common-voice-audio/${clip.file}`, { range: `bytes=${clipBytes.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${clipBytes.length}`);
    expect(response.json().error).toMatch(/range/);
  });

  it('answers 304 when the client has the same version', async () => {
    const first = await get(`/common-voice-audio/${clip.file}`);
    const again = await get(`/common-voice-audio/${clip.file}`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const response = await get(`/common-voice-audio/${clip.file}`, {
      range: 'bytes=0-9',
      'if-range': '"old"',
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(clipBytes.length);
  });
});

describe('GET /audio/:file', () => {
  it('caches a content-hashed file for a year, immutable, with a strong ETag', async () => {
    const response = await get(`/audio/${hashedName}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${hashedName}"`);
    expect(response.rawPayload.equals(synthesized)).toBe(true);
  });

  it('answers 404 JSON for a file that is not there', async () => {
    const response = await get('/audio/0123456789abcdef0123456789abcdef.mp3');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/No audio file/);
  });
});

describe('no path traversal', () => {
  const attempts = [
    '/common-voice-audio/..%2Findex.tsv',
    '/common-voice-audio/%2e%2e%2findex.tsv',
    '/common-voice-audio/%2E%2E%2F%2E%2E%2Fcontent%2FFORMAT.md',
    '/audio/..%2F..%2Fpackage.json',
    '/audio/..%5C..%5Cpackage.json',
    '/audio/..',
    '/audio/.hidden.mp3',
    '/audio/%00.mp3',
    '/common-voice-audio/../index.tsv',
    '/audio/../../package.json',
    '/common-voice-audio/..%252Findex.tsv',
  ];
  it.each(attempts)('%s is refused with 400 or 404', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toHaveProperty('error');
  });

  it('serves no file that is not audio, even inside the folder', async () => {
    expect((await get('/common-voice-audio/LICENSE.md')).statusCode).toBe(404);
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-0', 10, { start: 0, end: 0 }],
    ['bytes=5-', 10, { start: 5, end: 9 }],
    ['bytes=5-100', 10, { start: 5, end: 9 }],
    ['bytes=-3', 10, { start: 7, end: 9 }],
    ['bytes=-30', 10, { start: 0, end: 9 }],
    ['bytes=10-', 10, 'unsatisfiable'],
    ['bytes=5-2', 10, 'unsatisfiable'],
    ['bytes=-0', 10, 'unsatisfiable'],
    ['bytes=0-1,4-5', 10, undefined],
    ['items=0-1', 10, undefined],
    ['bytes=-', 10, undefined],
    [undefined, 10, undefined],
  ] as const)('%s of %i bytes → %o', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
