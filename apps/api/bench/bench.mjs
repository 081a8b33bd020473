// `pnpm --filter @vuga/api bench`: the API as it runs in production (built, plain node, its own process,
// loopback), loaded by autocannon with 50 connections for 10 s per endpoint, one after another in one run.
// Prints requests per second, p99 latency, each endpoint's throughput as a ratio of GET /health, the time from
// process start to the first 200 from /ready, and the process's memory. Measures only; never fails on a number. The chat questions repeat, so after
// the first round they come from the answer cache (src/answer-cache.ts): a last row runs them against a
// second server with the cache off, which shows what the engine itself costs.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { apiDir, rssKb, startBuiltApi, stopProcess } from './processes.mjs';

const connections = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

// The production build (build.mjs → dist/main.js), started with plain node as `pnpm start` and the container do.
const built = spawnSync(process.execPath, [join(apiDir, 'build.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

/** The built API on a free port; the benchmark measures the handlers, not the limiter (one client sends all). */
const startApi = (extraEnv = {}) =>
  startBuiltApi({ env: { RATE_LIMIT_PER_MINUTE: '100000000', ...extraEnv } });

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
  const { url, child, readyMs, readyCpuMs } = await startApi(extraEnv);
  const results = [];
  let rss;
  try {
    for (const scenario of list) {
      const result = await autocannon({
        url,
        connections,
        duration,
        requests: scenario.requests,
      });
      results.push({ name: scenario.name, result });
    }
    rss = rssKb(child.pid);
  } finally {
    await stopProcess(child);
  }
  return { readyMs, readyCpuMs, rss, results };
}

const { readyMs, readyCpuMs, rss, results } = await runAgainstApi(scenarios);
const chat = scenarios.find((scenario) => scenario.name === 'POST /chat');
const uncached = await runAgainstApi([{ ...chat, name: 'POST /chat, no cache' }], { ANSWER_CACHE_SIZE: '0' });
results.push(...uncached.results);

const health = results[0].result.requests.average;
console.log(
  `\n@vuga/api benchmark: autocannon, ${connections} connections, ${duration} s per endpoint, loopback`,
);
console.log(
  `built server ready (node dist/main.js start → first 200 from /ready): ${Math.round(readyMs)} ms (target < 1000 ms), ${readyCpuMs === undefined ? 'n/a' : Math.round(readyCpuMs)} ms of CPU (one start: bench:ready takes medians); RSS after the load ${rss ? Math.round(rss / 1024) : 'n/a'} MB`,
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
