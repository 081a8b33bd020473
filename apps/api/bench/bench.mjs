// `pnpm --filter @vuga/api bench`: the API as it runs in production (its own process, loopback), loaded by
// autocannon with 50 connections for 10 s per endpoint, one after another in one run. Prints requests per
// second, p99 latency, each endpoint's throughput as a ratio of GET /health, and the time from process start
// to the first answered /health. Measures only; never fails on a number. The chat questions repeat, so after
// the first round they come from the answer cache (src/answer-cache.ts): a last row runs them against a
// second server with the cache off, which shows what the engine itself costs.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(apiDir, '..', '..', 'node_modules', '.bin', 'tsx');
const connections = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

/** A port nothing listens on (not 5001: the shared stack may be running). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startApi(port, extraEnv = {}) {
  const started = performance.now();
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The benchmark measures the handlers, not the limiter: one client sends all requests.
      RATE_LIMIT_PER_MINUTE: '100000000',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIRESTORE_EMULATOR_HOST: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}/health`;
  while (performance.now() - started < 30_000) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return { child, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the API did not answer /health within 30 s');
}

function stopApi(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    process.kill(-child.pid, 'SIGTERM');
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, 5000).unref();
  });
}

const json = { 'content-type': 'application/json' };
const post = (path, body) => ({ method: 'POST', path, headers: json, body: JSON.stringify(body) });

// Questions a learner types, of every kind the tutor handles (and a few it does not).
const questions = [
  'How do I say hello?',
  'What does murakoze mean?',
  'how do you say thank you',
  'How do I pronounce mwaramutse?',
  'What is 47 in Kinyarwanda?',
  'plural of umwana',
  'How do I say "I am going to the market"?',
  'Teach me colours',
  'what is the word for water',
  'Good morning',
  'How do you count to ten?',
  'meaning of inka',
  'how to say good night',
  'Conjugate gukora in the past',
  'what is noun class 9',
  'What does amakuru mean?',
  'Quiz me on animals',
  'asdf qwer',
];
const sentences = [
  'Good morning, how are you?',
  'Thank you very much',
  'Where is the market?',
  'I want to drink water',
  'My name is Amani',
  'See you tomorrow',
];

const scenarios = [
  { name: 'GET /health', requests: [{ method: 'GET', path: '/health' }] },
  { name: 'POST /chat', requests: questions.map((question) => post('/chat', { question })) },
  {
    name: 'POST /translate',
    requests: sentences.flatMap((text) => [
      post('/translate', { text, direction: 'en-rw' }),
      post('/translate', { text: 'Mwaramutse, amakuru?', direction: 'rw-en' }),
    ]),
  },
  {
    name: 'POST /quiz/generate',
    requests: [
      post('/quiz/generate', { category: 'mixed', difficulty: 'mixed', num_questions: 10 }),
      post('/quiz/generate', { category: 'animals', difficulty: 'mixed', num_questions: 5 }),
      post('/quiz/generate', { category: 'mixed', difficulty: 'beginner', num_questions: 25 }),
    ],
  },
];

/** Runs the scenarios one after another against a freshly started API. */
async function runAgainstApi(list, extraEnv) {
  const port = await freePort();
  const { child, readyMs } = await startApi(port, extraEnv);
  const results = [];
  try {
    for (const scenario of list) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections,
        duration,
        requests: scenario.requests,
      });
      results.push({ name: scenario.name, result });
    }
  } finally {
    await stopApi(child);
  }
  return { readyMs, results };
}

const { readyMs, results } = await runAgainstApi(scenarios);
const chat = scenarios.find((scenario) => scenario.name === 'POST /chat');
const uncached = await runAgainstApi([{ ...chat, name: 'POST /chat, no cache' }], { ANSWER_CACHE_SIZE: '0' });
results.push(...uncached.results);

const health = results[0].result.requests.average;
console.log(
  `\n@vuga/api benchmark: autocannon, ${connections} connections, ${duration} s per endpoint, loopback`,
);
console.log(
  `server ready (process start → first /health answer): ${Math.round(readyMs)} ms (target < 2000 ms)`,
);
const pad = (value, width) => String(value).padStart(width);
console.log(
  `${'endpoint'.padEnd(22)}${pad('req/s', 10)}${pad('p99 ms', 9)}${pad('vs /health', 12)}${pad('non-2xx', 9)}${pad('errors', 8)}`,
);
for (const { name, result } of results) {
  console.log(
    `${name.padEnd(22)}${pad(Math.round(result.requests.average), 10)}${pad(result.latency.p99, 9)}${pad(
      `${((result.requests.average / health) * 100).toFixed(0)}%`,
      12,
    )}${pad(result.non2xx, 9)}${pad(result.errors + result.timeouts, 8)}`,
  );
}
console.log(
  'targets: POST /chat at least 50% of /health throughput and p99 at most 30 ms (the no-cache row: the engine alone)',
);
