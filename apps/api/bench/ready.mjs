// `pnpm --filter @vuga/api bench:ready`: how fast the built API (dist/main.js, plain node) is ready, and how fast
// its first answers are. Starts it STARTS times (default 7) one after another and prints the medians: the time
// from spawn to the first 200 from /ready (target < 1000 ms), the CPU time the process had used by then (which
// hardly moves with the machine's load), its memory, and the latency of the first requests of each kind — so
// a start-up that is quick only because it left work for the first requests shows here. Measures only; never
// fails on a number.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { apiDir, rssKb, startBuiltApi, stopProcess } from './processes.mjs';

const starts = Number(process.env.STARTS ?? 7);

const built = spawnSync(process.execPath, [join(apiDir, 'build.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

// The first requests after ready, in this order: each kind of answer's first use.
const firstRequests = [
  ['POST /chat (a word)', '/chat', { question: 'How do I say thank you?' }],
  ['POST /translate (a phrase)', '/translate', { text: 'Good morning, how are you?', direction: 'en-rw' }],
  ['POST /chat (a rule-made form)', '/chat', { question: 'what does ntibazarya mean' }],
  ['POST /translate rw-en', '/translate', { text: 'Mwaramutse, amakuru?', direction: 'rw-en' }],
  ['POST /chat (a typo)', '/chat', { question: 'what is the word for watr' }],
  ['POST /quiz/generate', '/quiz/generate', { category: 'mixed', difficulty: 'mixed', num_questions: 10 }],
  ['POST /translate (memory search)', '/translate', { text: 'the women will not eat', direction: 'en-rw' }],
];

async function timed(url, path, body) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

const runs = [];
for (let i = 0; i < starts; i++) {
  const { url, child, readyMs, readyCpuMs } = await startBuiltApi();
  try {
    const rss = rssKb(child.pid);
    const latencies = [];
    for (const [, path, body] of firstRequests) latencies.push(await timed(url, path, body));
    runs.push({ readyMs, readyCpuMs, rss, latencies });
  } finally {
    await stopProcess(child);
  }
}

const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor(sorted.length / 2)];
};
const round = (value) => (value === undefined ? 'n/a' : Math.round(value));
const [load1] = (await import('node:os')).loadavg();
console.log(
  `\n@vuga/api start-up: ${starts} starts of node dist/main.js, medians (load average ${load1.toFixed(2)})`,
);
console.log(
  `ready (spawn → first 200 from /ready): ${round(median(runs.map((run) => run.readyMs)))} ms (target < 1000 ms); ` +
    `CPU time to ready ${round(median(runs.map((run) => run.readyCpuMs)))} ms; ` +
    `RSS at ready ${round(median(runs.map((run) => run.rss && run.rss / 1024)))} MB`,
);
console.log('first requests after ready:');
firstRequests.forEach(([name], i) => {
  console.log(
    `  ${name.padEnd(34)}${String(round(median(runs.map((run) => run.latencies[i])))).padStart(6)} ms`,
  );
});
