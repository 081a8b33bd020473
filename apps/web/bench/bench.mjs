// `pnpm --filter @vuga/web bench` (part of `npm run bench`): builds the app and prints
//   - the gzip size of the JavaScript the home page loads before any interaction (measured in Chromium),
//   - the largest route chunk,
//   - Lighthouse mobile scores (signed out) for the prerendered public pages and for /chat, /quiz and /translate,
//     each against its budget.
// It measures and prints; it never fails on a number. Lighthouse's figures (TBT above all) vary from run to run
// on a busy machine: `--runs 3` runs it three times per page and prints the medians, with the load average.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { buildWeb, startWeb, webUrl } from '../../../scripts/lib/stack.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
const dist = join(import.meta.dirname, '..', 'dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

async function homeJavaScript() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.slice(1) });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === webUrl && response.request().resourceType() === 'script') scripts.add(url.pathname);
  });
  await page.goto(`${webUrl}/`, { waitUntil: 'networkidle' });
  await browser.close();
  const files = [...scripts].map((path) => ({ path, gzip: gzipSize(join(dist, path)) }));
  return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}

function largestChunk() {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, gzip: gzipSize(join(assets, name)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The median of each figure over the runs (the middle value; the upper one of the middle two). */
function medianRow(runs) {
  const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const row = { path: runs[0].path, tbtRange: runs.map((run) => Math.round(run.tbt)) };
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls'])
    row[key] = median(key);
  return row;
}

async function lighthouseScores(paths, runs) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const rows = [];
  try {
    for (const path of paths) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await lighthouseRun(chrome.port, path));
      rows.push(runs === 1 ? results[0] : medianRow(results));
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

async function lighthouseRun(port, path) {
  const result = await lighthouse(`${webUrl}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  return {
    path,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

// Prerendered pages (built to HTML, router.tsx's prerenderedPaths) and pages rendered in the browser.
const budgets = [
  [
    ['/', '/about', '/help-center', '/faq', '/privacy-policy', '/terms-of-service', '/feedback'],
    { performance: 100, lcpMs: 1200 },
  ],
  // Learner screens, prerendered as the sign-in notice a visitor sees.
  [['/chat', '/quiz', '/translate'], { performance: 97, lcpMs: 1200 }],
];

// `node bench/bench.mjs /about /chat` runs Lighthouse for those pages only; `--runs N` N times each.
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number.parseInt(args[runsAt + 1], 10) || 1) : 1;
const only = args.filter((arg, index) => arg.startsWith('/') && (runsAt < 0 || index !== runsAt + 1));
const selected = budgets
  .map(([paths, budget]) => [only.length > 0 ? paths.filter((path) => only.includes(path)) : paths, budget])
  .filter(([paths]) => paths.length > 0);

if (buildWeb() !== 0) {
  console.error('Building the web app failed.');
  process.exit(1);
}
const web = await startWeb();
try {
  const home = await homeJavaScript();
  console.log('\nWeb app: JavaScript the home page loads before interaction (gzip)');
  for (const file of home.files) console.log(`  ${file.path.padEnd(48)} ${kb(file.gzip)}`);
  console.log(`  total${' '.repeat(43)} ${kb(home.total)}   (budget ≤ 95 kB)`);
  const chunks = largestChunk();
  console.log(
    `\nLargest chunk: ${chunks[0]?.name} ${kb(chunks[0]?.gzip ?? 0)} gzip; all JS: ${kb(chunks.reduce((s, c) => s + c.gzip, 0))} gzip in ${chunks.length} files`,
  );
  const load = () => loadavg()[0].toFixed(1);
  const title = runs === 1 ? 'Lighthouse (mobile, signed out)' : `Lighthouse, median of ${runs} runs`;
  console.log(`\n${title.padEnd(34)}perf  a11y  best   seo   LCP       TBT     CLS    budget`);
  console.log(`  load average ${load()} at the start`);
  for (const [paths, budget] of selected) {
    for (const row of await lighthouseScores(paths, runs)) {
      const met =
        row.performance >= budget.performance &&
        (budget.lcpMs === undefined || row.lcp <= budget.lcpMs) &&
        row.tbt <= 50 &&
        Number(row.cls.toFixed(3)) === 0 &&
        row.accessibility === 100 &&
        row.bestPractices === 100 &&
        row.seo === 100;
      console.log(
        `  ${row.path.padEnd(32)} ${[row.performance, row.accessibility, row.bestPractices, row.seo].map((n) => String(n).padStart(4)).join('  ')}   ${`${(row.lcp / 1000).toFixed(2)} s`.padEnd(9)} ${`${Math.round(row.tbt)} ms`.padEnd(7)} ${row.cls.toFixed(3)}  ${met ? 'met' : 'MISSED'}${row.tbtRange ? `   TBT runs ${row.tbtRange.join(', ')} ms` : ''}`,
      );
    }
  }
  console.log(`  load average ${load()} at the end`);
  console.log(
    '  budgets: LCP ≤ 1.2 s; performance 100 on public pages, ≥ 97 on /chat, /quiz, /translate;\n' +
      '           every page TBT ≤ 50 ms, CLS 0, accessibility, best practices and SEO 100',
  );
} finally {
  await web.stop();
}
