// Firestore down mid-run: the API (in process) answers signed-in chats and quizzes back to back while its
// Firestore emulator (its own, on ports.firestoreOutage) is stopped and started again. The API reaches the
// emulator through a TCP relay in this file, so the outage starts at one instant for every connection: the
// relay cuts them all and refuses new ones, the emulator's data is saved (its export endpoint) and the emulator
// is stopped; later it is started again from that export and the relay lets connections through. Every answer
// is 200, the records wait in the on-disk outbox (GET /health shows the backlog), and once the database is back
// every record is there exactly once: a write that committed just before the cut, whose answer was lost, is
// retried from the outbox and not counted twice.
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdminWriter } from '@vuga/analytics/admin-writer';
import type { FastifyInstance } from 'fastify';
import { Firestore } from 'firebase-admin/firestore';
import { afterAll, expect, it } from 'vitest';
import { isPortInUse, stopGroup, waitForHttp } from '../../../scripts/lib/proc.mjs';
import { ports, startFirestore } from '../../../scripts/lib/stack.mjs';
import { createOutbox } from '../src/outbox.ts';
import { createRecorder } from '../src/recorder.ts';
import { bearer, LEARNER, testConfig, testServer } from './support.ts';

const projectId = 'demo-vuga-outage';
const port = ports.firestoreOutage;
const direct = `http://127.0.0.1:${port}`;
let emulator: ReturnType<typeof startFirestore> | undefined;
let app: FastifyInstance | undefined;
const relay = createRelay(port);
afterAll(async () => {
  await app?.close();
  relay.close();
  await stopGroup(emulator);
});

/** A TCP relay to the emulator that can cut every connection at once and refuse new ones until restored. */
function createRelay(target: number) {
  const open = new Set<Socket>();
  let up = true;
  const server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = tcpConnect(target, '127.0.0.1');
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
    }
  });
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  return {
    listening,
    cut() {
      up = false;
      for (const socket of open) socket.destroy();
    },
    restore() {
      up = true;
    },
    close() {
      this.cut();
      server.close();
    },
  };
}

async function startEmulator(importData?: string) {
  emulator = startFirestore({ port, importData });
  await waitForHttp(`${direct}/`, { proc: emulator, timeoutMs: 90_000 });
}

/** Saves the emulator's data to a new folder and returns the export's metadata file, to load on restart. */
async function exportData(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'vuga-firestore-export-'));
  const response = await fetch(`${direct}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database: `projects/${projectId}/databases/(default)`, export_directory: dir }),
  });
  expect(response.status).toBe(200);
  const [folder] = readdirSync(dir);
  const metadata = readdirSync(join(dir, folder!)).find((name) => name.endsWith('.overall_export_metadata'));
  return join(dir, folder!, metadata!);
}

/** Stops the emulator as an outage would: its whole process group, then wait until the port is closed. */
async function stopEmulator() {
  await stopGroup(emulator);
  while (await isPortInUse(port)) await new Promise((resolve) => setTimeout(resolve, 100));
}

it('records everything answered while Firestore was stopped and started again, each exactly once', async () => {
  await startEmulator();
  // This file's own connection: the environment's emulator variable would point firebase-admin elsewhere.
  delete process.env.FIRESTORE_EMULATOR_HOST;
  const db = new Firestore({ projectId, host: `127.0.0.1:${await relay.listening}`, ssl: false });
  const recorder = createRecorder({
    writer: async () => createAdminWriter(db),
    outbox: createOutbox({ dir: mkdtempSync(join(tmpdir(), 'vuga-outbox-')), maxRecords: 10_000 }),
    timeoutMs: 1000,
    log: (await import('fastify')).default({ logger: false }).log,
    retryMs: 200,
  });
  app = await testServer({ config: testConfig({ RATE_LIMIT_PER_MINUTE: '100000' }), recorder });

  let answered = 0;
  let failed = 0;
  let quizzes = 0;
  let running = true;
  // Each quiz is its own attempt (issued to the learner; submitted once).
  const newQuiz = async () =>
    (
      await app!.inject({
        method: 'POST',
        url: '/quiz/generate',
        headers: bearer('learner-token'),
        payload: { num_questions: 5 },
      })
    ).json();
  const learner = async (n: number) => {
    for (let i = 0; running; i++) {
      const isQuiz = i % 4 === 3;
      const quiz = isQuiz ? await newQuiz() : undefined;
      const response = await app!.inject({
        method: 'POST',
        url: isQuiz ? '/quiz/submit' : '/chat',
        headers: bearer('learner-token'),
        payload: quiz
          ? {
              quiz_id: quiz.quiz_id,
              questions: quiz.questions.map((q: { id: string }) => q.id),
              answers: quiz.questions.map((_: unknown, k: number) => k % 3),
            }
          : { question: `What does amazi mean? (${n}.${i})` },
      });
      if (response.statusCode === 200) {
        answered += 1;
        if (isQuiz) quizzes += 1;
      } else {
        failed += 1;
      }
      // A learner's pace, not a flood: the outbox's bound is tested on its own (recorder.test.ts).
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const until = async (count: number) => {
    while (answered < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const load = Promise.all([0, 1, 2, 3].map(learner));

  await until(20);
  relay.cut(); // mid-run: writes are in flight
  const atStop = answered;
  const saved = await exportData();
  await stopEmulator();
  await until(atStop + 40);
  const backlog = (await app.inject({ method: 'GET', url: '/health' })).json().records_outbox;
  await startEmulator(saved);
  relay.restore();
  await until(answered + 20);
  running = false;
  await load;

  await recorder.flush(Date.now() + 90_000);
  expect(recorder.backlog()).toEqual({ pending: 0, dropped: 0, dead: 0 });
  const [activities, results, stats] = await Promise.all([
    db.collection('activities').where('userEmail', '==', LEARNER).get(),
    db.collection('quizResults').where('userEmail', '==', LEARNER).get(),
    db.collection('userStats').doc(LEARNER).get(),
  ]);
  console.info(
    `outage: ${answered} answered (${failed} not), ${atStop} before the stop, ${backlog.pending} waiting in the ` +
      `outbox while Firestore was down; recorded: ${activities.size} activities, ${results.size} quiz results; ` +
      `lost: ${answered - activities.size}`,
  );
  expect(failed).toBe(0);
  expect(backlog.pending).toBeGreaterThan(0);
  expect(activities.size).toBe(answered);
  expect(results.size).toBe(quizzes);
  expect(stats.data()).toMatchObject({ totalActivities: answered, quizAttempts: quizzes });
  await db.terminate();
}, 240_000);
