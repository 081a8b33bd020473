// `pnpm --filter @vuga/api bench:chat`: POST /chat when every question is new, against GET /health in the
// same run. The built API (plain node, its own process, loopback, the answer cache on as in production) is
// loaded by autocannon with 50 connections: /health, /chat sending each question of bench/unique-questions.mjs
// once (so no answer comes from a cache), and /chat with the same few questions again and again for
// comparison. Prints requests per second, p99 latency, the server's CPU time per request, and each endpoint's
// figures as a ratio of /health's. Measures only; never fails on a number.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { apiDir, cpuMs, startBuiltApi, stopProcess } from './processes.mjs';
import { uniqueQuestions } from './unique-questions.mjs';

const connections = 50;
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const slice = Number(process.env.BENCH_SECONDS ?? 3);

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const built = spawnSync(process.execPath, [join(apiDir, 'build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const questions = uniqueQuestions();
let next = 0;
const json = { 'content-type': 'application/json' };
const unique = {
  method: 'POST',
  path: '/chat',
  headers: json,
  // autocannon calls this before each request: the next question never sent before.
  setupRequest: (request) => ({
    ...request,
    body: JSON.stringify({ question: questions[next++ % questions.length] }),
  }),
};
const repeated = ['How do I say hello?', 'What does murakoze mean?', 'plural of umwana', 'Good morning'];

const scenarios = [
  { name: 'GET /health', requests: [{ method: 'GET', path: '/health' }] },
  { name: 'POST /chat, unique', requests: [unique] },
  {
    name: 'POST /chat, repeated',
    requests: repeated.map((question) => ({
      method: 'POST',
      path: '/chat',
      headers: json,
      body: JSON.stringify({ question }),
    })),
  },
];

const { url, child } = await startBuiltApi({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
// The machine is shared, and its load drifts within a minute: the endpoints take turns in short slices, round
// after round, and each one's figures are summed over its slices, so a busy moment falls on all of them alike.
// The server's CPU time per request (Linux /proc) is printed too: it hardly moves with the load.
const totals = scenarios.map((scenario) => ({
  name: scenario.name,
  requests: 0,
  seconds: 0,
  cpuMs: 0,
  latencies: [],
  non2xx: 0,
  errors: 0,
}));
try {
  // One unmeasured slice each first: the JIT and the tutor's prepare() step settle.
  for (const scenario of scenarios)
    await autocannon({ url, connections, duration: 1, requests: scenario.requests });
  for (let round = 0; round < rounds; round++) {
    for (const [i, scenario] of scenarios.entries()) {
      const cpuBefore = cpuMs(child.pid);
      const result = await autocannon({ url, connections, duration: slice, requests: scenario.requests });
      const total = totals[i];
      total.cpuMs += cpuMs(child.pid) - cpuBefore;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.latencies.push(result.latency.p99);
      total.non2xx += result.non2xx;
      total.errors += result.errors + result.timeouts;
    }
  }
} finally {
  await stopProcess(child);
}

const perSecond = (total) => total.requests / total.seconds;
const health = totals[0];
const pad = (value, width) => String(value).padStart(width);
console.log(
  `\n/chat with new questions: autocannon, ${connections} connections, ${rounds} rounds of ${slice} s per endpoint, loopback`,
);
console.log(
  `${'endpoint'.padEnd(22)}${pad('req/s', 8)}${pad('vs /health', 12)}${pad('p99 ms (median of rounds, worst)', 34)}${pad('CPU ms/req', 12)}${pad('CPU vs /health', 16)}${pad('non-2xx', 9)}${pad('errors', 8)}`,
);
for (const total of totals) {
  const p99s = total.latencies.slice().sort((a, b) => a - b);
  const cpuPerRequest = total.cpuMs / total.requests;
  console.log(
    `${total.name.padEnd(22)}${pad(Math.round(perSecond(total)), 8)}${pad((perSecond(total) / perSecond(health)).toFixed(3), 12)}${pad(`${p99s[Math.floor(p99s.length / 2)]}, ${p99s.at(-1)}`, 34)}${pad(cpuPerRequest.toFixed(3), 12)}${pad((health.cpuMs / health.requests / cpuPerRequest).toFixed(3), 16)}${pad(total.non2xx, 9)}${pad(total.errors, 8)}`,
  );
}
console.log(
  `unique questions sent: ${next}${next > questions.length ? ` (the list of ${questions.length} wrapped round)` : ', none twice'}; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
);
console.log(
  'target: POST /chat, unique at least 0.15 × /health (req/s, same run), p99 at most 30 ms. "CPU vs /health" is the ratio the server would reach with its cores to itself.',
);
