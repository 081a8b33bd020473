// API_PREFIX: behind Firebase Hosting, /api/** reaches the API with the path unchanged, so every route answers
// under the prefix as well as at the root; configuration refuses a prefix that is not a plain path.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { stripPrefix } from '../src/server.ts';
import { realTutor, testConfig, testServer } from './support.ts';

beforeAll(() => {
  realTutor(); // built once (seconds on a busy machine) outside the first test's time
}, 60_000);

describe('API_PREFIX', () => {
  it('serves the routes under the prefix and at the root', async () => {
    const app = await testServer({ config: testConfig({ API_PREFIX: '/api' }) });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      const chat = await app.inject({ method: 'POST', url: '/api/chat', payload: { question: 'hello' } });
      expect(chat.statusCode).toBe(200);
      expect(chat.json().response).toEqual(expect.any(String));
      const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  });

  it('strips only a whole leading path segment', () => {
    const strip = stripPrefix('/api');
    expect(strip({ url: '/api/chat' })).toBe('/chat');
    expect(strip({ url: '/api' })).toBe('/');
    expect(strip({ url: '/api?x=1' })).toBe('/?x=1');
    expect(strip({ url: '/apiary' })).toBe('/apiary');
    expect(strip({ url: '/health' })).toBe('/health');
  });

  it('refuses a prefix that is not a path like /api', () => {
    for (const bad of ['api', '/api/', '/a b', 'https://x']) {
      expect(() => loadConfig({ API_PREFIX: bad })).toThrow(/API_PREFIX/);
    }
    expect(loadConfig({ API_PREFIX: '' }).API_PREFIX).toBeUndefined();
  });

  it('refuses a REDIS_URL that is not redis://', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
  });
});
