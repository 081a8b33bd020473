// SIGTERM under load, on the real entry point as a child process with the Auth and Firestore emulators: 24
// keep-alive connections send signed-in chats and quiz generations back to back; mid-run the API gets SIGTERM.
// Every request sent on an open connection gets an HTTP answer (200, or 503 with Connection: close once the
// shutdown began): no connection is reset. Every chat answered 200 is recorded in Firestore exactly once.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, expect, inject, it } from 'vitest';
import { type Outcome, send } from './http-load.ts';
import { signUpInEmulator } from './support.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const projectId = 'demo-vuga';
const authHost = inject('authEmulatorHost');
const firestoreHost = inject('firestoreEmulatorHost');

process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
const checker = initializeApp({ projectId }, `shutdown-check-${randomUUID()}`);
afterAll(() => deleteApp(checker));

it('SIGTERM under load: no connection reset, every answered chat recorded once', async () => {
  const email = `shutdown-${randomUUID().slice(0, 8)}@vuga.test`;
  const { idToken } = await signUpInEmulator(authHost, email);
  // Node itself with tsx's loader, not the tsx CLI: the CLI relays SIGTERM and SIGKILLs its child when the
  // child does not acknowledge within 30 ms, which a loaded server does not (that alone resets connections).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      FIRESTORE_EMULATOR_HOST: firestoreHost,
      RATE_LIMIT_PER_MINUTE: '100000',
      OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'vuga-outbox-')),
      SHUTDOWN_TIMEOUT_MS: '15000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the API exited with ${code} before listening`)));
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const found = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(buffered);
        if (found) resolve(Number(found[1]));
        buffered = buffered.slice(-500);
      });
    });

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
