// Docs pages in both themes against committed screenshots (playwright.docs.config.ts). Refresh on purpose with
// `pnpm test:docs --update-snapshots`.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Frame, test } from '@playwright/test';

// The static build, answered from disk for every frame of the page (modals' stories load in frames of their own).
// The address is localhost's, a secure context as the hosted Storybook's https is, so play functions (which need
// the clipboard API for userEvent) run in those frames as they do for readers.
const built = join(import.meta.dirname, '..', '..', 'storybook-static');
test.beforeAll(() => {
  if (!existsSync(join(built, 'iframe.html')))
    throw new Error('No Storybook build: run `pnpm build-storybook`.');
});
test.beforeEach(async ({ context }) => {
  await context.route('http://localhost/**', (route) => {
    const file = join(built, decodeURIComponent(new URL(route.request().url()).pathname));
    if (!existsSync(file) || !statSync(file).isFile()) return route.fulfill({ status: 404 });
    // Cacheable, so a page's frames (each a whole preview) load the same scripts once.
    return route.fulfill({ path: file, headers: { 'cache-control': 'public, max-age=600' } });
  });
});

// Every Foundations page (colour with contrast, type, the other scales and the icons in Tokens, the theme), and a
// component page of each kind: controls with guidelines and a prop table (Button, Select, Tabs, a form field), a
// layout primitive, feedback (ProgressBar), a learning component, and the modals, whose stories draw in frames of
// their own (DeleteConfirmModal is a Dialog too; each modal page costs half a minute, so it is left out).
const pages = [
  'foundations-colour--docs',
  'foundations-typography--docs',
  'foundations-tokens--docs',
  'foundations-themeprovider--docs',
  'foundations-button--docs',
  'foundations-select--docs',
  'foundations-tabs--docs',
  'foundations-textfield--docs',
  'layout-stack--docs',
  'learning-progressbar--docs',
  'learning-chatbubble--docs',
  'foundations-dialog--docs',
  'account-authmodal--docs',
];

const frozen =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

/** Nothing moving and the kit's typeface loaded, in the page or in one story's frame. */
async function freeze(frame: Frame) {
  await frame.evaluate(async (css) => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    await document.fonts.ready;
  }, frozen);
}

type Preview = { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } };

/** A story in a frame of its own: rendered and its play function run to the end, as Storybook reports it. */
async function settleFrame(frame: Frame) {
  await frame.waitForFunction(() =>
    (window as Preview).__STORYBOOK_PREVIEW__?.storyRenders.some((render) => render.phase === 'finished'),
  );
  await freeze(frame);
  // Each open dialog moves focus into its own frame; which frame keeps it is a race, so none does.
  await frame.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
}

for (const id of pages) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${id} in the ${theme} theme`, async ({ page }) => {
      // A story that throws (in the page or a frame) fails the page, not only its picture.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`/iframe.html?viewMode=docs&id=${id}&globals=theme:${theme}`);
      const docs = page.locator('#storybook-docs');
      await expect(docs.locator('h1').first()).toBeVisible();
      // Every inline story has rendered (Storybook's own page-level loaders stay in the DOM, hidden).
      await expect(page.locator('#storybook-docs .sb-loader')).toHaveCount(0);
      const frames = await page.locator('#storybook-docs iframe').all();
      if ((await page.locator('#storybook-docs .sb-story:not(:has(iframe))').count()) > 0)
        await page.locator('[data-component="ThemeProvider"]').first().waitFor({ state: 'attached' });
      await freeze(page.mainFrame());
      // Stories in frames of their own (modals), in the page's theme: loaded at once rather than as each scrolls
      // into view, and each waited for.
      await page.evaluate(() => {
        for (const frame of document.querySelectorAll('#storybook-docs iframe'))
          frame.setAttribute('loading', 'eager');
      });
      for (const frame of frames) {
        await expect(frame).toHaveAttribute('src', new RegExp(`globals=theme%3A${theme}`));
        const content = await (await frame.elementHandle())?.contentFrame();
        if (content) await settleFrame(content);
      }
      expect(errors).toEqual([]);
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
