// The web app's build-time configuration, validated once. Missing Firebase values are not an error here: the
// app runs with `firebase.configured === false` and shows the spec's "Configuration Required" state.
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const schema = z.object({
  VITE_FIREBASE_API_KEY: optional,
  VITE_FIREBASE_AUTH_DOMAIN: optional,
  VITE_FIREBASE_PROJECT_ID: optional,
  VITE_FIREBASE_STORAGE_BUCKET: optional,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optional,
  VITE_FIREBASE_APP_ID: optional,
  VITE_API_BASE_URL: z.url().default('http://127.0.0.1:5001'),
  VITE_ADMIN_EMAIL: z.email().default('admin@vuga.test'),
  VITE_USE_EMULATORS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  VITE_AUTH_EMULATOR_URL: z.url().default('http://127.0.0.1:9099'),
  VITE_FIRESTORE_EMULATOR_HOST: z.string().default('127.0.0.1:8080'),
  VITE_CONTACT_EMAIL: z.email().default('hello@vuga.app'),
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

export const env: Env = parseEnv(import.meta.env);

/** Where learners write to us (about, contact form, legal pages). */
export const contactEmail = env.contactEmail;
