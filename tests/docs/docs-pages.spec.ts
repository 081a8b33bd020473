// Docs pages in both themes against committed screenshots (playwright.docs.config.ts). Refresh on purpose with
// `pnpm test:docs --update-snapshots`.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Frame, test } from '@playwright/test';

// The static build, answered from disk for every frame of the page (modals' stories load in frames of their own).
const built = join(import.meta.dirname, '..', '..', 'storybook-static');
test.beforeAll(() => {
  if (!existsSync(join(built, 'iframe.html')))
    throw new Error('No Storybook build: run `pnpm build-storybook`.');
});
test.beforeEach(async ({ context }) => {
  await context.route('http://storybook.test/**', (route) => {
    const file = join(built, decodeURIComponent(new URL(route.request().url()).pathname));
    if (!existsSync(file) || !statSync(file).isFile()) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file });
  });
});

// Every Foundations page, and component pages that show each kind of block: guidelines and a prop table (Button,
// Select, Tabs) and a learning component (ChatBubble). Not yet: a modal's page (Dialog), whose stories draw in
// frames of their own that the loop below does not see render from the static build.
const pages = [
  'foundations-colour--docs',
  'foundations-typography--docs',
  'foundations-tokens--docs',
  'foundations-button--docs',
  'foundations-select--docs',
  'foundations-tabs--docs',
  'learning-chatbubble--docs',
];

const frozen =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

/** A story drawn and still: its provider rendered, its typeface loaded, nothing moving. */
async function settle(frame: Frame) {
  await frame.locator('[data-component="ThemeProvider"]').first().waitFor({ state: 'attached' });
  await frame.evaluate(async (css) => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    await document.fonts.ready;
  }, frozen);
}

for (const id of pages) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${id} in the ${theme} theme`, async ({ page }) => {
      await page.goto(`/iframe.html?viewMode=docs&id=${id}&globals=theme:${theme}`);
      const docs = page.locator('#storybook-docs');
      await expect(docs.locator('h1').first()).toBeVisible();
      // Every inline story has rendered (Storybook's own page-level loaders stay in the DOM, hidden).
      await expect(page.locator('#storybook-docs .sb-loader')).toHaveCount(0);
      await settle(page.mainFrame());
      // Stories in frames of their own (modals) load as they scroll into view: bring each in and wait for it.
      for (const frame of await page.locator('#storybook-docs iframe').all()) {
        await frame.scrollIntoViewIfNeeded();
        const content = await (await frame.elementHandle())?.contentFrame();
        if (content) await settle(content);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      // The page itself is in the theme: its background is the theme's surface, not Storybook's white.
      const background = await page.evaluate(
        () => getComputedStyle(document.querySelector('.sbdocs-wrapper') ?? document.body).backgroundColor,
      );
      expect(background === 'rgb(255, 255, 255)').toBe(theme === 'light');
      await expect(page).toHaveScreenshot(`${id}-${theme}.png`, { fullPage: true });
    });
  }
}
