// SIGTERM under load, on the real entry point as a child process with the Auth and Firestore emulators: 24
// keep-alive connections send signed-in chats and quiz generations back to back; mid-run the API gets SIGTERM.
// Every request sent on an open connection gets an HTTP answer (200, or 503 with Connection: close once the
// shutdown began): no connection is reset. Every chat answered 200 is recorded in Firestore exactly once.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, expect, inject, it } from 'vitest';
import { sigtermUnderLoad, startApiProcess } from './http-load.ts';
import { signUpInEmulator } from './support.ts';

const projectId = 'demo-vuga';
const authHost = inject('authEmulatorHost');
const firestoreHost = inject('firestoreEmulatorHost');

process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
const checker = initializeApp({ projectId }, `shutdown-check-${randomUUID()}`);
afterAll(() => deleteApp(checker));

it('SIGTERM under load: no connection reset, every answered chat recorded once', async () => {
  const email = `shutdown-${randomUUID().slice(0, 8)}@vuga.test`;
  const { idToken } = await signUpInEmulator(authHost, email);
  const api = await startApiProcess({
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'vuga-outbox-')),
  });
  try {
    const { outcomes, errors, resets, statuses, summary } = await sigtermUnderLoad(api, 24, {
      authorization: `Bearer ${idToken}`,
    });
    const chats200 = outcomes.filter((o) => o.path === '/chat' && o.outcome.status === 200).length;
    const records = (
      await getFirestore(checker).collection('activities').where('userEmail', '==', email).get()
    ).docs.length;
    console.info(
      `shutdown under load: ${summary}; chats answered 200: ${chats200}, recorded: ${records}, ` +
        `lost: ${chats200 - records}`,
    );
    expect(resets).toEqual([]);
    expect(errors).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(records).toBe(chats200);
  } finally {
    if (api.child.exitCode === null) api.child.kill('SIGKILL');
  }
}, 120_000);
