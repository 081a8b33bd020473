// Firestore down mid-run: the API (in-process, its own Firestore emulator on ports.firestoreOutage) answers
// signed-in chats and quizzes back to back while that emulator is stopped (it saves its data on exit) and
// started again (loading it). Every answer is 200, the records wait in the on-disk outbox (GET /health shows
// the backlog), and once the database is back every record is there exactly once.
import { mkdtempSync, readdirSync } from 'node:fs';
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

const port = ports.firestoreOutage;
const host = `127.0.0.1:${port}`;
const saved = mkdtempSync(join(tmpdir(), 'vuga-firestore-export-'));
let emulator: ReturnType<typeof startFirestore> | undefined;
let app: FastifyInstance | undefined;
afterAll(async () => {
  await app?.close();
  await stopGroup(emulator);
});

async function startEmulator(importData?: string) {
  emulator = startFirestore({ port, exportOnExit: saved, importData });
  await waitForHttp(`http://${host}/`, { timeoutMs: 90_000 });
}

/**
 * Stops the emulator as an outage would, but lets it save its data: SIGTERM to its whole group (the Java
 * emulator exports on exit), then wait until the port is closed, i.e. Java is gone.
 */
async function stopEmulator() {
  const proc = emulator!;
  process.kill(-proc.child.pid!, 'SIGTERM');
  await proc.exited;
  while (await isPortInUse(port)) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The export's metadata file (gcloud's emulator) or folder (firebase-tools) to load on restart. */
function exported(): string {
  const metadata = readdirSync(saved).find((name) => name.endsWith('.overall_export_metadata'));
  return metadata ? join(saved, metadata) : saved;
}

it('records everything answered while Firestore was stopped and started again, each exactly once', async () => {
  await startEmulator();
  // This file's own connection: the environment's emulator variable would point firebase-admin elsewhere.
  delete process.env.FIRESTORE_EMULATOR_HOST;
  const db = new Firestore({ projectId: 'demo-vuga-outage', host, ssl: false });
  const recorder = createRecorder({
    writer: async () => createAdminWriter(db),
    outbox: createOutbox({ dir: mkdtempSync(join(tmpdir(), 'vuga-outbox-')), maxRecords: 1000 }),
    timeoutMs: 1000,
    log: (await import('fastify')).default({ logger: false }).log,
    retryMs: 200,
  });
  app = await testServer({ config: testConfig({ RATE_LIMIT_PER_MINUTE: '100000' }), recorder });

  let answered = 0;
  let failed = 0;
  let quizzes = 0;
  let running = true;
  const quiz = (
    await app.inject({ method: 'POST', url: '/quiz/generate', payload: { num_questions: 5 } })
  ).json();
  const learner = async (n: number) => {
    for (let i = 0; running; i++) {
      const isQuiz = i % 4 === 3;
      const response = await app!.inject({
        method: 'POST',
        url: isQuiz ? '/quiz/submit' : '/chat',
        headers: bearer('learner-token'),
        payload: isQuiz
          ? {
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
    }
  };
  const until = async (count: number) => {
    while (answered < count) await new Promise((resolve) => setImmediate(resolve));
  };
  const load = Promise.all([0, 1, 2, 3].map(learner));

  await until(20);
  await stopEmulator(); // mid-run: requests are in flight
  const atStop = answered;
  await until(atStop + 40);
  const backlog = (await app.inject({ method: 'GET', url: '/health' })).json().records_outbox;
  await startEmulator(exported());
  await until(answered + 20);
  running = false;
  await load;

  await recorder.flush(Date.now() + 60_000);
  expect(recorder.backlog()).toEqual({ pending: 0, dropped: 0 });
  const [activities, results, stats] = await Promise.all([
    db.collection('activities').where('userEmail', '==', LEARNER).get(),
    db.collection('quizResults').where('userEmail', '==', LEARNER).get(),
    db.collection('userStats').doc(LEARNER).get(),
  ]);
  console.info(
    `outage: ${answered} answered (${failed} not), ${backlog.pending} waiting in the outbox while Firestore was ` +
      `down; recorded: ${activities.size} activities, ${results.size} quiz results; ` +
      `lost: ${answered - activities.size}`,
  );
  expect(failed).toBe(0);
  expect(backlog.pending).toBeGreaterThan(0);
  expect(activities.size).toBe(answered);
  expect(results.size).toBe(quizzes);
  expect(stats.data()).toMatchObject({ totalActivities: answered, quizAttempts: quizzes });
  await db.terminate();
}, 240_000);
