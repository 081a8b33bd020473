// Firebase is loaded on demand: nothing here is imported eagerly by the home page, so its first paint never
// waits for the SDK. `loadFirebase()` initialises the app once and connects to the emulators in local builds.
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import { env } from '../config/env.ts';

export const configurationMessage =
  'Firebase is not properly configured. Please check your environment file (.env) and set the VITE_FIREBASE_* values.';

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
  constructor() {
    super(configurationMessage);
  }
}

let appPromise: Promise<FirebaseApp> | null = null;
let authPromise: Promise<Auth> | null = null;
let firestorePromise: Promise<Firestore> | null = null;

function loadApp(): Promise<FirebaseApp> {
  if (!env.firebase.configured) {
    console.error(`Firebase configuration missing: ${env.firebase.missing.join(', ')}`);
    return Promise.reject(new ConfigurationError());
  }
  appPromise ??= import('firebase/app').then(({ initializeApp }) => {
    try {
      const app = initializeApp(env.firebase.options);
      console.info('Firebase initialised.');
      return app;
    } catch (error) {
      console.error('Firebase initialisation failed:', error);
      throw error;
    }
  });
  return appPromise;
}

/** The Auth instance, persisted in local storage, then session storage, then memory (docs/product.md §7). */
export function loadAuth(): Promise<Auth> {
  authPromise ??= Promise.all([loadApp(), import('firebase/auth')]).then(([app, sdk]) => {
    const auth = sdk.initializeAuth(app, {
      persistence: [sdk.browserLocalPersistence, sdk.browserSessionPersistence, sdk.inMemoryPersistence],
    });
    if (env.firebase.emulators)
      sdk.connectAuthEmulator(auth, env.firebase.emulators.authUrl, { disableWarnings: true });
    return auth;
  });
  return authPromise;
}

/** Firestore Lite: plain HTTPS requests, no realtime listeners or offline cache — all the analytics need. */
export function loadFirestore(): Promise<Firestore> {
  firestorePromise ??= Promise.all([loadApp(), import('firebase/firestore/lite')]).then(([app, sdk]) => {
    const db = sdk.getFirestore(app);
    if (env.firebase.emulators) {
      const [host, port] = env.firebase.emulators.firestoreHost.split(':');
      sdk.connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port ?? 8080));
    }
    return db;
  });
  return firestorePromise;
}
