// `pnpm --filter @vuga/web bench:offline [base URL]`: the offline tutor's speed in a real module Web Worker in
// Chromium (Playwright), on the built app served by `vite preview` (default http://127.0.0.1:4996). It stores
// the downloaded content as Settings does (Cache Storage), starts the built worker and prints
//   - the first answer after the download (budget 500 ms): a new worker asked at once, as the page sees it
//     (reading the stored content, parsing what the answer needs, building the tutor, answering), for a chat
//     question, a misspelt word and a translation each way, each from a new worker;
//   - the later answers' time inside the worker (p50, p99, max), over the evaluation set's questions and
//     translations, once the worker has built the rest after its first answer.
// It measures and prints; it never fails on a number.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';

const base = process.argv[2] ?? 'http://127.0.0.1:4996';
const dist = join(import.meta.dirname, '..', 'dist');
const evalDir = join(import.meta.dirname, '..', '..', '..', 'packages', 'tutor', 'eval');
const { parse } = createRequire(join(evalDir, '..', 'package.json'))('yaml');
const worker = readdirSync(join(dist, 'assets')).find((name) => /^tutor\.worker-.*\.js$/.test(name));
if (!worker) throw new Error('no tutor worker in dist/assets: build the app first');

const questions = [
  ...parse(readFileSync(join(evalDir, 'questions.yaml'), 'utf8')),
  ...parse(readFileSync(join(evalDir, 'heldout.yaml'), 'utf8')),
].map((item) => item.q);
const pairs = parse(readFileSync(join(evalDir, 'translations.yaml'), 'utf8'));
const translations = ['en-rw', 'rw-en'].flatMap((direction) =>
  pairs[direction].map(({ text }) => ({ text, direction })),
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage();
await page.goto(`${base}/about`);
// A learner downloads the tutor from Settings in an app they have opened before: its service worker has
// installed (precached the app) by then, and its downloads do not compete with the first answers.
await page.evaluate(() => navigator.serviceWorker?.ready);
const stored = await page.evaluate(async () => {
  const manifest = await (await fetch('/offline/tutor.json')).json();
  const blob = await (await fetch(manifest.url)).blob();
  const cache = await caches.open('vuga-offline-tutor');
  await cache.put(
    '/offline/tutor-content',
    new Response(blob, { headers: { 'x-vuga-bytes': String(blob.size) } }),
  );
  return blob.size;
});
const result = await page.evaluate(
  async ({ url, questions, translations }) => {
    const start = () => {
      const tutor = new Worker(url, { type: 'module' });
      let id = 0;
      const ask = (kind, body) =>
        new Promise((resolve, reject) => {
          const mine = ++id;
          const listen = (event) => {
            if (event.data.id !== mine) return;
            tutor.removeEventListener('message', listen);
            event.data.ok ? resolve(event.data) : reject(new Error(event.data.error));
          };
          tutor.addEventListener('message', listen);
          tutor.postMessage({ id: mine, kind, body });
        });
      return { ask, stop: () => tutor.terminate() };
    };
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    // The first answer after the download: a new worker asked a question at once (it reads the stored
    // content, parses what the answer needs, builds the tutor and answers), as the page sees it.
    const firsts = {};
    for (const [name, kind, body] of [
      ['chat', 'chat', { question: 'what is the kinyarwanda for thank you' }],
      ['misspelt word', 'chat', { question: 'what does inkaa mean' }],
      ['translation en-rw', 'translate', { text: 'I am going to the market', direction: 'en-rw' }],
      ['translation rw-en', 'translate', { text: 'Tuzajya i Kigali ejo', direction: 'rw-en' }],
    ]) {
      const worker = start();
      const asked = performance.now();
      await worker.ask(kind, body);
      firsts[name] = performance.now() - asked;
      worker.stop();
    }
    // Later answers: once the worker has built the rest (it does so in steps after its first answer: a few
    // seconds on a busy machine).
    const worker = start();
    await worker.ask('chat', { question: 'what is the kinyarwanda for thank you' });
    await pause(10_000);
    const times = [];
    for (const question of questions) times.push((await worker.ask('chat', { question })).ms);
    for (const body of translations) times.push((await worker.ask('translate', body)).ms);
    worker.stop();
    return { firsts, times };
  },
  { url: `/assets/${worker}`, questions, translations },
);
await browser.close();

const sorted = result.times.sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
console.log(
  `offline tutor (Chromium, module worker, load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')})`,
);
console.log(`  content stored: ${(stored / 1e6).toFixed(2)} MB`);
for (const [name, ms] of Object.entries(result.firsts))
  console.log(`  first answer after download (${name}): ${ms.toFixed(0)} ms, round trip from a new worker`);
console.log(
  `  later answers in the worker (${sorted.length}): p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms (budget 5 ms), max ${sorted.at(-1).toFixed(2)} ms`,
);
