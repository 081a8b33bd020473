// The web app's configuration (VITE_* values), validated by zod when the app is built — a static app's start-up —
// so a wrong value stops the build with a message naming it, and the browser receives the checked result as
// plain JSON (`__VUGA_ENV__`, see vite.config.ts and env.ts) without shipping a validator on the home page.
// Missing Firebase values are not an error: the app runs with `firebase.configured === false` and shows the
// spec's "Configuration Required" state.
import * as z from 'zod/mini';

const optional = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((value) => (value ? value : undefined)),
);

const schema = z.object({
  VITE_FIREBASE_API_KEY: optional,
  VITE_FIREBASE_AUTH_DOMAIN: optional,
  VITE_FIREBASE_PROJECT_ID: optional,
  VITE_FIREBASE_STORAGE_BUCKET: optional,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optional,
  VITE_FIREBASE_APP_ID: optional,
  // A full URL (another origin: the API's CORS_ORIGINS must list this site), or a path on this site's own origin
  // such as /api, which Firebase Hosting rewrites to the API on Cloud Run (firebase.json, API_PREFIX).
  VITE_API_BASE_URL: z._default(
    z.union([z.url(), z.string().check(z.regex(/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/))]),
    'http://127.0.0.1:5001',
  ),
  VITE_ADMIN_EMAIL: z._default(z.email(), 'admin@vuga.test'),
  VITE_USE_EMULATORS: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
  VITE_AUTH_EMULATOR_URL: z._default(z.url(), 'http://127.0.0.1:9099'),
  VITE_FIRESTORE_EMULATOR_HOST: z._default(z.string(), '127.0.0.1:8080'),
  VITE_CONTACT_EMAIL: z._default(z.email(), 'hello@vuga.app'),
});

const firebaseKeys = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

export function parseEnv(source: Record<string, unknown>) {
  const env = schema.parse(source);
  const missing = firebaseKeys.filter((key) => !env[key]);
  return {
    apiBaseUrl: env.VITE_API_BASE_URL,
    adminEmail: env.VITE_ADMIN_EMAIL.toLowerCase(),
    contactEmail: env.VITE_CONTACT_EMAIL,
    firebase: {
      configured: missing.length === 0,
      missing,
      options: {
        apiKey: env.VITE_FIREBASE_API_KEY ?? '',
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
        projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
        storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? '',
        messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '',
        appId: env.VITE_FIREBASE_APP_ID ?? '',
      },
      emulators: env.VITE_USE_EMULATORS
        ? { authUrl: env.VITE_AUTH_EMULATOR_URL, firestoreHost: env.VITE_FIRESTORE_EMULATOR_HOST }
        : null,
    },
  };
}

export type Env = ReturnType<typeof parseEnv>;
