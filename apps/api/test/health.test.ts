import { healthResponseSchema } from '@vuga/api-client/contract';
import { createTutor } from '@vuga/tutor';
import { describe, expect, it } from 'vitest';
import { analyticsReaderFor, emptyAnalyticsReader } from '../src/analytics.ts';
import { defaultAudioCacheDir, loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';

const config = loadConfig({ LOG_LEVEL: 'silent', CORS_ORIGINS: 'http://127.0.0.1:5173' });
const emptyContent = { lexicon: [], phrases: [], grammar: [], quiz: [], clips: [] };

describe('GET /health', () => {
  it('answers in the contract shape with the shipped native recordings', async () => {
    const app = await buildServer({ config });
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body.common_voice_audio).toBe(true);
    expect(body.available_words).toBeGreaterThan(10);
    await app.close();
  });

  it('reports no teaching model and no audio when the content is empty', async () => {
    const app = await buildServer({ config, tutor: createTutor(emptyContent) });
    const body = (await app.inject({ method: 'GET', url: '/health' })).json();
    expect(body).toMatchObject({ teaching_model: false, common_voice_audio: false, available_words: 0 });
    await app.close();
  });

  it('is not ready without content', async () => {
    const app = await buildServer({ config, tutor: createTutor(emptyContent) });
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'The tutor has no content loaded.' });
    await app.close();
  });

  it('allows the configured origin only', async () => {
    const app = await buildServer({ config, tutor: createTutor(emptyContent) });
    const allowed = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    const other = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  it('answers unknown routes with a JSON 404', async () => {
    const app = await buildServer({ config, tutor: createTutor(emptyContent) });
    const response = await app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.stringContaining('GET /nope') });
    await app.close();
  });
});

describe('loadConfig', () => {
  it('rejects an invalid administrator email with a message naming it', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email' })).toThrowError(/ADMIN_EMAIL/);
  });

  it('defaults the audio cache to apps/api/.audio-cache and treats empty emulator variables as unset', () => {
    const defaults = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '', FIRESTORE_EMULATOR_HOST: '' });
    expect(defaults.AUDIO_CACHE_DIR).toBe(defaultAudioCacheDir);
    expect(defaultAudioCacheDir).toMatch(/apps\/api\/\.audio-cache$/);
    expect(defaults.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(defaults.RATE_LIMIT_PER_MINUTE).toBe(60);
  });

  it('reads the dashboards from Firestore only when one is configured', () => {
    expect(analyticsReaderFor(loadConfig({}))).toBe(emptyAnalyticsReader);
    expect(analyticsReaderFor(loadConfig({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }))).not.toBe(
      emptyAnalyticsReader,
    );
    expect(analyticsReaderFor(loadConfig({ FIREBASE_PROJECT_ID: 'vuga-prod' }))).not.toBe(
      emptyAnalyticsReader,
    );
  });

  it('splits the CORS origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'http://a.test, http://b.test' }).CORS_ORIGINS).toEqual([
      'http://a.test',
      'http://b.test',
    ]);
  });
});
