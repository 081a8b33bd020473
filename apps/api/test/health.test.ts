import { healthResponseSchema } from '@vuga/api-client/contract';
import { createTutor } from '@vuga/tutor';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
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
    expect(body.available_words).toBeGreaterThan(20);
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

  it('splits the CORS origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'http://a.test, http://b.test' }).CORS_ORIGINS).toEqual([
      'http://a.test',
      'http://b.test',
    ]);
  });
});
