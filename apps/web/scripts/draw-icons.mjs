// `node scripts/draw-icons.mjs` draws the PNG app icons (public/icons/*.png) from their SVG sources in Chromium.
// The PNGs are committed: run it again only after changing an SVG. Home screens and install prompts that do not
// take SVG icons (iOS's apple-touch-icon, several Android launchers) use the PNGs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';

const icons = join(import.meta.dirname, '..', 'public', 'icons');
const drawings = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['maskable.svg', 'maskable-512.png', 512],
  ['maskable.svg', 'apple-touch-icon.png', 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const [source, target, size] of drawings) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(join(icons, source), 'utf8').replace(
      '<svg ',
      `<svg width="${size}" height="${size}" `,
    );
    await page.setContent(`<style>*{margin:0}</style>${svg}`);
    await page.locator('svg').screenshot({ path: join(icons, target), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
