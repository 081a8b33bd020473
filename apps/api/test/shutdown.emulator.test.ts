// SIGTERM under load, on the real entry point as a child process with the Auth and Firestore emulators: 24
// keep-alive connections send signed-in chats and quiz generations back to back; mid-run the API gets SIGTERM.
// Every request sent on an open connection gets an HTTP answer (200, or 503 with Connection: close once the
// shutdown began): no connection is reset. Every chat answered 200 is recorded in Firestore exactly once.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, expect, inject, it } from 'vitest';
import { type Outcome, send, startApiProcess } from './http-load.ts';
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
  const { child, exited, port } = await startApiProcess({
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'vuga-outbox-')),
  });
  try {
    const connections = 24;
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    const outcomes: { path: string; outcome: Outcome }[] = [];
    let answered = 0;
    let reachedLoad: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      reachedLoad = resolve;
    });
    // Each client sends back to back on its connection until the server says it closes the connection (a
    // client would then go to another instance) or the connection fails.
    const client = async (n: number) => {
      for (let i = 0; ; i++) {
        const path = (n + i) % 2 === 0 ? '/chat' : '/quiz/generate';
        const body =
          path === '/chat'
            ? { question: `How do I say water? (${n}.${i})` }
            : { category: 'mixed', difficulty: 'mixed', num_questions: 5 };
        const outcome = await send(agent, port, path, body, { authorization: `Bearer ${idToken}` });
        outcomes.push({ path, outcome });
        answered += 1;
        if (answered === 150) reachedLoad();
        if (outcome.error || outcome.connectionClose) return;
      }
    };
    const clients = Promise.all(Array.from({ length: connections }, (_, n) => client(n)));
    await loaded;
    child.kill('SIGTERM');
    await clients;
    expect(await exited).toBe(0);
    agent.destroy();

    const errors = outcomes.filter((o) => o.outcome.error);
    const resets = errors.filter((o) => ['ECONNRESET', 'EPIPE', 'socket hang up'].includes(o.outcome.error!));
    const statuses = outcomes.map((o) => o.outcome.status).filter((s) => s !== undefined);
    const chats200 = outcomes.filter((o) => o.path === '/chat' && o.outcome.status === 200).length;
    const records = (
      await getFirestore(checker).collection('activities').where('userEmail', '==', email).get()
    ).docs.length;
    console.info(
      `shutdown under load: ${outcomes.length} requests on ${connections} keep-alive connections; ` +
        `200: ${statuses.filter((s) => s === 200).length}, 503: ${statuses.filter((s) => s === 503).length}, ` +
        `resets: ${resets.length}, other errors: ${errors.length - resets.length}; ` +
        `chats answered 200: ${chats200}, recorded: ${records}, lost: ${chats200 - records}`,
    );
    expect(resets).toEqual([]);
    expect(errors).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(records).toBe(chats200);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}, 120_000);
