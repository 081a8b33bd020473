// `pnpm --filter @vuga/web bench` (part of `npm run bench`): builds the app and prints
//   - the gzip size of the JavaScript the home page loads before any interaction (measured in Chromium),
//   - the largest route chunk,
//   - Lighthouse mobile scores (signed out) for the prerendered public pages and for /chat, /quiz and /translate,
//     each against its budget.
// It measures and prints; it never fails on a number.
import { readdirSync, readFileSync } from 'node:fs';
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

async function lighthouseScores(paths) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const rows = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${webUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits } = result.lhr;
      rows.push({
        path,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

// Prerendered pages (built to HTML, router.tsx's prerenderedPaths) and pages rendered in the browser.
const budgets = [
  [
    ['/', '/about', '/help-center', '/faq', '/privacy-policy', '/terms-of-service', '/feedback'],
    { performance: 100, lcpMs: 1200 },
  ],
  [['/chat', '/quiz', '/translate'], { performance: 97 }],
];

// `node bench/bench.mjs /about /chat` runs Lighthouse for those pages only.
const only = process.argv.slice(2);
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
  console.log('\nLighthouse (mobile, signed out)   perf  a11y  best   seo   LCP       TBT     CLS    budget');
  for (const [paths, budget] of selected) {
    for (const row of await lighthouseScores(paths)) {
      const met =
        row.performance >= budget.performance &&
        (budget.lcpMs === undefined || row.lcp <= budget.lcpMs) &&
        row.tbt <= 50 &&
        Number(row.cls.toFixed(3)) === 0 &&
        row.accessibility === 100 &&
        row.bestPractices === 100 &&
        row.seo === 100;
      console.log(
        `  ${row.path.padEnd(32)} ${[row.performance, row.accessibility, row.bestPractices, row.seo].map((n) => String(n).padStart(4)).join('  ')}   ${`${(row.lcp / 1000).toFixed(2)} s`.padEnd(9)} ${`${Math.round(row.tbt)} ms`.padEnd(7)} ${row.cls.toFixed(3)}  ${met ? 'met' : 'MISSED'}`,
      );
    }
  }
  console.log(
    '  budgets: prerendered pages performance 100 and LCP ≤ 1.2 s; /chat, /quiz, /translate ≥ 97;\n' +
      '           every page TBT ≤ 50 ms, CLS 0, accessibility, best practices and SEO 100',
  );
} finally {
  await web.stop();
}
