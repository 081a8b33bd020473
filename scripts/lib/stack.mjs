// The local stack: Firebase emulators (Auth, Firestore), the tutor API and the built web app, with the
// configuration that points them at each other. Used by `npm start`, the end-to-end tests and the benchmarks.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOnce } from './build-cache.mjs';
import { assertPortsFree, root, run, startGroup, stopGroup, waitForHttp } from './proc.mjs';

export const ports = {
  firestore: 8080,
  auth: 9099,
  emulatorHub: 4400,
  emulatorLogging: 4500,
  api: 5001,
  web: 5173,
  /** A second Firestore emulator that the API's outage test stops and starts again. */
  firestoreOutage: 8086,
};
export const projectId = 'demo-vuga';
export const webUrl = `http://127.0.0.1:${ports.web}`;
export const apiUrl = `http://127.0.0.1:${ports.api}`;

export const demoAccounts = {
  learner: { email: 'learner@vuga.test', password: 'muraho-learner', displayName: 'Amani Demo' },
  admin: { email: 'admin@vuga.test', password: 'muraho-admin', displayName: 'Vuga Administrator' },
  /** A content reviewer (the reviewer's desk, /review-desk), named in the API's REVIEWER_EMAILS. */
  reviewer: { email: 'reviewer@vuga.test', password: 'muraho-reviewer', displayName: 'Vuga Reviewer' },
};

/** Build-time configuration of the web app for the local stack (see .env.example). */
export const webEnv = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: projectId,
  VITE_FIREBASE_STORAGE_BUCKET: `${projectId}.appspot.com`,
  VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  VITE_API_BASE_URL: apiUrl,
  VITE_ADMIN_EMAIL: demoAccounts.admin.email,
  VITE_USE_EMULATORS: 'true',
  VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
  VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
};

/** Run-time configuration of the API for the local stack (see .env.example). */
export const apiEnv = {
  HOST: '127.0.0.1',
  PORT: String(ports.api),
  ADMIN_EMAIL: demoAccounts.admin.email,
  REVIEWER_EMAILS: demoAccounts.reviewer.email,
  CORS_ORIGINS: `${webUrl},http://localhost:${ports.web}`,
  FIREBASE_PROJECT_ID: projectId,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
  LOG_LEVEL: 'warn',
};

const bin = (name) => join(root, 'node_modules', '.bin', name);
/** Makes the Auth emulator compile its request validators when first used rather than all at start. */
const authPreload = join(root, 'scripts', 'lib', 'auth-emulator-preload.cjs');
const firestoreDir = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator';
const firestoreJar = join(firestoreDir, 'cloud-firestore-emulator.jar');
/** The launcher `gcloud emulators firestore start` runs after its own (Python) start-up. */
const firestoreLauncher = join(firestoreDir, 'cloud_firestore_emulator');

/**
 * Starts the Firestore and Auth emulators and resolves once both answer. Firestore runs through the Google
 * Cloud CLI's emulator where it is installed (it runs on Java 17; firebase-tools would download its own copy,
 * which needs Java 21 and the internet), otherwise through firebase-tools.
 */
export async function startEmulators({ quiet = true } = {}) {
  await assertPortsFree({
    'Firestore emulator': ports.firestore,
    'Auth emulator': ports.auth,
    'emulator hub': ports.emulatorHub,
    'emulator logging': ports.emulatorLogging,
  });
  const firestore = startFirestore({ quiet });
  const auth = startGroup(
    'auth',
    bin('firebase'),
    ['emulators:start', '--only', 'auth', '--project', projectId],
    {
      quiet,
      env: {
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        NO_UPDATE_NOTIFIER: '1',
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require "${authPreload}"`].filter(Boolean).join(' '),
      },
    },
  );
  const group = {
    processes: [firestore, auth],
    stop: () => Promise.all([stopGroup(firestore), stopGroup(auth)]),
  };
  try {
    await Promise.all([
      waitForHttp(`http://127.0.0.1:${ports.firestore}/`, { proc: firestore, timeoutMs: 90_000 }),
      waitForHttp(`http://127.0.0.1:${ports.auth}/`, { proc: auth, timeoutMs: 90_000 }),
    ]);
    await warmUpRules();
  } catch (error) {
    await group.stop();
    throw error;
  }
  return group;
}

/**
 * The Firestore emulator compiles its rules on the first request that needs them, which takes seconds; a
 * learner's first write would otherwise wait for it (and a page left meanwhile would lose it). One denied read
 * of each collection the app writes does it up front.
 */
async function warmUpRules() {
  const base = `http://127.0.0.1:${ports.firestore}/v1/projects/${projectId}/databases/(default)/documents`;
  await Promise.all(
    ['activities', 'quizResults', 'userStats', 'dailyStats'].map((collection) =>
      fetch(`${base}/${collection}/warm-up`).then((response) => response.arrayBuffer()),
    ),
  );
}

/**
 * Starts a Firestore emulator alone (the Google Cloud CLI's where installed, else firebase-tools with a config
 * naming the port). `importData` (an export's .overall_export_metadata file, or with firebase-tools
 * its folder) loads it at start. Used by startEmulators
 * and by the API's outage test, which stops and restarts one on `ports.firestoreOutage`.
 * @param {{ port?: number, importData?: string, quiet?: boolean }} [options]
 */
export function startFirestore({ port = ports.firestore, importData, quiet = true } = {}) {
  const rules = join(root, 'firestore.rules');
  // Without data to import, the emulator's launcher directly, as gcloud would run it: gcloud's own start-up
  // before it adds 4-5 s to every start on the shared 2-core machine.
  if (!importData && existsSync(firestoreJar) && existsSync(firestoreLauncher)) {
    return startGroup(
      'firestore',
      firestoreLauncher,
      ['start', '--host=127.0.0.1', `--port=${port}`, `--rules=${rules}`, '--database-mode=firestore-native'],
      { quiet },
    );
  }
  if (existsSync(firestoreJar) && existsSync('/usr/bin/gcloud')) {
    return startGroup(
      'firestore',
      'gcloud',
      [
        'emulators',
        'firestore',
        'start',
        `--host-port=127.0.0.1:${port}`,
        `--rules=${rules}`,
        ...(importData ? [`--import-data=${importData}`] : []),
      ],
      { quiet },
    );
  }
  const args = ['emulators:start', '--only', 'firestore', '--project', projectId];
  if (port !== ports.firestore) {
    const config = join(mkdtempSync(join(tmpdir(), 'vuga-firestore-')), 'firebase.json');
    writeFileSync(
      config,
      JSON.stringify({
        firestore: { rules },
        emulators: {
          firestore: { host: '127.0.0.1', port },
          ui: { enabled: false },
          singleProjectMode: true,
        },
      }),
    );
    args.push('--config', config);
  }
  if (importData) args.push('--import', importData);
  return startGroup('firestore', bin('firebase'), args, { quiet });
}

/** Creates an account in the Auth emulator (idempotent: an existing email is left as it is). */
export async function createEmulatorAccount({ email, password, displayName }) {
  const response = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${webEnv.VITE_FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    },
  );
  if (response.ok) return;
  const body = await response.json().catch(() => ({}));
  if (body?.error?.message === 'EMAIL_EXISTS') return;
  throw new Error(`Creating ${email} in the Auth emulator failed: ${JSON.stringify(body)}`);
}

export async function createDemoAccounts() {
  for (const account of Object.values(demoAccounts)) await createEmulatorAccount(account);
}

/**
 * Starts the tutor API on its port (or `port`) and resolves once /health answers, with the URL it answers on.
 */
export async function startApi({ quiet = true, env = {}, port = ports.api } = {}) {
  await assertPortsFree({ API: port });
  const url = `http://127.0.0.1:${port}`;
  // Node with tsx's loader rather than the tsx CLI, which SIGKILLs a child that does not acknowledge SIGTERM
  // within 30 ms (a loaded server) and so would cut the API's graceful shutdown short.
  const api = startGroup('api', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps', 'api'),
    env: { ...apiEnv, PORT: String(port), ...env },
    quiet,
  });
  try {
    await waitForHttp(`${url}/health`, { proc: api, timeoutMs: 30_000 });
  } catch (error) {
    await stopGroup(api);
    throw error;
  }
  return { process: api, url, stop: () => stopGroup(api) };
}

/** Serves the built web app (apps/web/dist) with `vite preview`. */
export async function startWeb({ quiet = true } = {}) {
  await assertPortsFree({ 'web app': ports.web });
  const web = startGroup(
    'web',
    bin('vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(ports.web), '--strictPort'],
    { cwd: join(root, 'apps', 'web'), quiet },
  );
  try {
    await waitForHttp(webUrl, { proc: web, timeoutMs: 30_000 });
  } catch (error) {
    await stopGroup(web);
    throw error;
  }
  return { process: web, stop: () => stopGroup(web) };
}

/**
 * Builds the web app for the local stack, unless it is built already from the same sources and settings;
 * returns the exit code of `vite build` (0 when skipped).
 */
export function buildWeb() {
  const env = { ...process.env, ...webEnv };
  const read = Object.fromEntries(Object.entries(env).filter(([key]) => /^(VITE_|NODE_ENV$)/.test(key)));
  return buildOnce(
    {
      what: 'The web app',
      inputs: ['apps/web', 'packages', 'package.json', 'pnpm-lock.yaml', 'tsconfig.base.json'],
      env: read,
      output: 'apps/web/dist',
    },
    () => run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: join(root, 'apps', 'web'), env }),
  );
}
