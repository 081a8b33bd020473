// `pnpm --filter @vuga/web bench` (part of `npm run bench`): builds the app and prints
//   - the gzip size of the JavaScript the home page loads before any interaction (measured in Chromium),
//   - the largest route chunk,
//   - Lighthouse mobile scores for /, /about and /chat signed out.
// It measures and prints; it never fails on a number.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { buildWeb, startWeb, webUrl } from '../../../scripts/lib/stack.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
        lcp: audits['largest-contentful-paint'].displayValue,
        tbt: audits['total-blocking-time'].displayValue,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

if (buildWeb() !== 0) {
  console.error('Building the web app failed.');
  process.exit(1);
}
const web = await startWeb();
try {
  const home = await homeJavaScript();
  console.log('\nWeb app: JavaScript the home page loads before interaction (gzip)');
  for (const file of home.files) console.log(`  ${file.path.padEnd(48)} ${kb(file.gzip)}`);
  console.log(`  total${' '.repeat(43)} ${kb(home.total)}   (target ≤ 90 kB; the app we replace: 210 kB)`);
  const chunks = largestChunk();
  console.log(
    `\nLargest chunk: ${chunks[0]?.name} ${kb(chunks[0]?.gzip ?? 0)} gzip; all JS: ${kb(chunks.reduce((s, c) => s + c.gzip, 0))} gzip in ${chunks.length} files`,
  );
  console.log('\nLighthouse (mobile, signed out)   perf  a11y  best  seo   LCP      TBT');
  for (const row of await lighthouseScores(['/', '/about', '/chat'])) {
    console.log(
      `  ${row.path.padEnd(32)} ${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row.bestPractices).padStart(4)}  ${String(row.seo).padStart(4)}   ${row.lcp.padEnd(8)} ${row.tbt}`,
    );
  }
  console.log('  targets: performance ≥ 95, accessibility 100, best practices 100, SEO ≥ 95');
} finally {
  await web.stop();
}
