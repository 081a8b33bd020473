// `pnpm --filter @vuga/api bench:learn`: the Learn and Review endpoints of the built API (plain node), loaded by
// autocannon with 50 connections for BENCH_SECONDS (default 10) per endpoint: 50 learners signed up in the local
// Auth emulator, one per connection, each has completed a lesson, so each has cards due and grades its own. Run twice: cards in memory (the API's own cost:
// token check, scheduling, the response) and cards in the Firestore emulator (one Java process on this machine:
// its figures are the emulator's, not Cloud Firestore's). Starts the Firebase emulators, so run it while the
// stack is not. Goal: p99 <= 30 ms (issue 14). Measures; never fails on a number.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ports, projectId, startEmulators, webEnv } from '../../../scripts/lib/stack.mjs';
import { apiDir, startBuiltApi, stopProcess } from './processes.mjs';

const connections = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const GOAL_P99_MS = 30;

const built = spawnSync(process.execPath, [join(apiDir, 'build.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

async function signUp(email) {
  const response = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${webEnv.VITE_FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'learn-bench-1', returnSecureToken: true }),
    },
  );
  return (await response.json()).idToken;
}

/** The answer an exercise wants, from the lesson as GET /learn/lessons/:id gives it. */
function rightAnswer(exercise) {
  if (exercise.kind === 'build-sentence') return { tiles: exercise.answer };
  if (exercise.kind === 'type-answer') return { typed: exercise.accepted[0] };
  if (exercise.kind === 'match-pairs') return { mistakes: 0 };
  if (exercise.kind === 'speak') return { spoken: 'good' };
  return { choice: exercise.correctIndex };
}

async function run(store, env) {
  const { url, child } = await startBuiltApi({
    env: {
      RATE_LIMIT_PER_MINUTE: '100000000',
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      FIRESTORE_EMULATOR_HOST: '',
      ...env,
    },
  });
  try {
    // One learner per connection, each with the cards of one completed lesson: learners grade their own cards.
    const learners = [];
    for (let batch = 0; batch < connections; batch += 10) {
      learners.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, connections - batch) }, async (_, n) => {
            const token = await signUp(`learn-bench-${store}-${Date.now()}-${batch + n}@vuga.test`);
            const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
            const call = async (method, path, body) =>
              (await fetch(`${url}${path}`, { method, headers, body: body && JSON.stringify(body) })).json();
            const path = await call('GET', '/learn/path');
            const lessons = path.units.flatMap((unit) => unit.lessons);
            const lesson = lessons[(batch + n) % lessons.length];
            // The lesson done as a learner does it: its attempt, every exercise answered, then completed.
            const { exercises } = await call('GET', `/learn/lessons/${lesson.id}`);
            const { attempt_id } = await call('POST', `/learn/lessons/${lesson.id}/attempts`, {});
            for (const [index, exercise] of exercises.entries()) {
              await call('POST', `/learn/attempts/${attempt_id}/answers`, {
                exercise: index,
                ...rightAnswer(exercise),
              });
            }
            await call('POST', `/learn/lessons/${lesson.id}/complete`, { attempt_id });
            const cards = (await call('GET', '/review/due')).cards;
            return { headers, lesson, cards, attempt_id };
          }),
        )),
      );
    }
    const perLearner = (requestsOf) => ({
      requests: requestsOf(learners[0]),
      setupClient: (client) => {
        const learner = learners[nextClient++ % learners.length];
        client.setRequests(requestsOf(learner));
      },
    });
    let nextClient = 0;
    const grades = ['good', 'hard', 'easy', 'again'];
    const scenarios = [
      {
        name: 'GET /learn/path',
        ...perLearner(({ headers }) => [{ method: 'GET', path: '/learn/path', headers }]),
      },
      {
        name: 'GET /learn/lessons/:id',
        ...perLearner(({ lesson }) => [{ method: 'GET', path: `/learn/lessons/${lesson.id}` }]),
      },
      {
        name: 'GET /review/due',
        ...perLearner(({ headers }) => [{ method: 'GET', path: '/review/due', headers }]),
      },
      {
        // Each showing of a card is graded once: the first request of a card applies its grade, the repeats
        // are answered with that first result (a read, no write).
        name: 'POST /review/grade',
        ...perLearner(({ headers, cards }) =>
          cards.map((card, n) => ({
            method: 'POST',
            path: '/review/grade',
            headers,
            body: JSON.stringify({ card_id: card.id, due_at: card.due_at, grade: grades[n % grades.length] }),
          })),
        ),
      },
      {
        // An answer to an exercise of the learner's (completed) lesson attempt: the attempt is read and refused.
        name: 'POST /learn/attempts/:id/answers',
        ...perLearner(({ headers, attempt_id }) => [
          {
            method: 'POST',
            path: `/learn/attempts/${attempt_id}/answers`,
            headers,
            body: JSON.stringify({ exercise: 0, choice: 0 }),
          },
        ]),
      },
    ];
    const rows = [];
    for (const scenario of scenarios) {
      nextClient = 0;
      const result = await autocannon({
        url,
        connections,
        duration,
        requests: scenario.requests,
        setupClient: scenario.setupClient,
      });
      rows.push({ store, name: scenario.name, result });
    }
    return rows;
  } finally {
    await stopProcess(child);
  }
}

const emulators = await startEmulators();
const rows = [];
try {
  rows.push(...(await run('memory', {})));
  rows.push(
    ...(await run('firestore-emulator', { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}` })),
  );
} finally {
  await emulators.stop();
}

const pad = (value, width) => String(value).padStart(width);
console.log(
  `\n@vuga/api Learn and Review: autocannon, ${connections} connections, ${duration} s per endpoint`,
);
console.log(
  `${'cards in'.padEnd(20)}${'endpoint'.padEnd(24)}${pad('req/s', 8)}${pad('p99 ms', 9)}${pad('non-2xx', 9)}${pad('errors', 8)}  goal p99 <= ${GOAL_P99_MS} ms`,
);
for (const { store, name, result } of rows) {
  console.log(
    `${store.padEnd(20)}${name.padEnd(24)}${pad(Math.round(result.requests.average), 8)}${pad(result.latency.p99, 9)}${pad(result.non2xx, 9)}${pad(result.errors + result.timeouts, 8)}  ${result.latency.p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}`,
  );
}
