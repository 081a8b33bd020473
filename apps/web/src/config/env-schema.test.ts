import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema.ts';

const complete = {
  VITE_FIREBASE_API_KEY: 'k',
  VITE_FIREBASE_AUTH_DOMAIN: 'd',
  VITE_FIREBASE_PROJECT_ID: 'p',
  VITE_FIREBASE_STORAGE_BUCKET: 's',
  VITE_FIREBASE_MESSAGING_SENDER_ID: 'm',
  VITE_FIREBASE_APP_ID: 'a',
};

describe('parseEnv', () => {
  it('is configured when all six Firebase values are present', () => {
    const env = parseEnv(complete);
    expect(env.firebase.configured).toBe(true);
    expect(env.apiBaseUrl).toBe('http://127.0.0.1:5001');
    expect(env.firebase.emulators).toBeNull();
  });

  it('names the missing Firebase values instead of failing', () => {
    const env = parseEnv({ ...complete, VITE_FIREBASE_APP_ID: '', VITE_FIREBASE_API_KEY: undefined });
    expect(env.firebase.configured).toBe(false);
    expect(env.firebase.missing).toEqual(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID']);
  });

  it('normalises the administrator email and reads the emulator switch', () => {
    const env = parseEnv({ ...complete, VITE_ADMIN_EMAIL: 'Admin@Vuga.Test', VITE_USE_EMULATORS: 'true' });
    expect(env.adminEmail).toBe('admin@vuga.test');
    expect(env.firebase.emulators).toEqual({
      authUrl: 'http://127.0.0.1:9099',
      firestoreHost: '127.0.0.1:8080',
    });
  });

  it('accepts a same-origin API path (Hosting rewrites /api/** to the API)', () => {
    expect(parseEnv({ VITE_API_BASE_URL: '/api' }).apiBaseUrl).toBe('/api');
    expect(() => parseEnv({ VITE_API_BASE_URL: 'api' })).toThrow();
    expect(() => parseEnv({ VITE_API_BASE_URL: '//evil.example' })).toThrow();
  });

  it('rejects a malformed API URL', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'not a url' })).toThrow();
  });
});
