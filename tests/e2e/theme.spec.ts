// A prerendered page paints in the visitor's theme from its first frame: its inline script themes <html> and the
// page's theme element before the app's code runs (prerender-plugin.ts), so a dark-mode visitor never sees the
// light page first. The app's JavaScript is blocked to look at that first paint: what the HTML, its styles and its
// inline scripts draw alone.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';
import { chooseTheme } from './page-checks.ts';

/** The theme the page's content paints in, with the colours of its heading and of what is painted behind it. */
async function painted(page: Page) {
  return page.evaluate(() => {
    const transparent = (colour: string) => colour === 'transparent' || colour === 'rgba(0, 0, 0, 0)';
    const heading = document.querySelector('h1');
    let background = '';
    for (let element = heading?.parentElement; element && !background; element = element.parentElement) {
      const colour = getComputedStyle(element).backgroundColor;
      if (!transparent(colour)) background = colour;
    }
    const provider = document.querySelector<HTMLElement>('#root > [data-component="ThemeProvider"]');
    return {
      theme: provider?.dataset.theme,
      background: background || getComputedStyle(document.body).backgroundColor,
      text: heading ? getComputedStyle(heading).color : '',
    };
  });
}

/** The page as its HTML paints it, the app's code blocked. */
async function firstPaint(page: Page, path: string) {
  const blocked = /\/assets\/[^/]+\.js$/;
  const block = (route: { abort(): Promise<void> }) => route.abort();
  await page.route(blocked, block);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const colours = await painted(page);
  await page.unroute(blocked, block);
  return colours;
}

/** The page once the app has hydrated it and applied the stored settings. */
async function hydrated(page: Page, path: string, theme: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('#root > [data-component="ThemeProvider"]')).toHaveAttribute('data-theme', theme);
  return painted(page);
}

test('a visitor with no stored theme sees the light page, first paint and app alike', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  const first = await firstPaint(page, '/');
  expect(first.theme).toBe('light');
  // The app's default theme is light whatever the system's: nothing changes once it runs.
  expect(await hydrated(page, '/', 'light')).toEqual(first);
  await context.close();
});

for (const { theme, colorScheme } of [
  { theme: 'dark', colorScheme: 'light' },
  { theme: 'auto', colorScheme: 'dark' },
] as const) {
  test(`a stored "${theme}" theme with a ${colorScheme} system paints the page dark from the first frame`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme });
    const light = await firstPaint(await context.newPage(), '/about');
    const page = await context.newPage();
    await chooseTheme(page, theme);
    for (const path of ['/', '/about']) {
      const first = await firstPaint(page, path);
      expect(first.theme, path).toBe(theme);
      if (path === '/about') {
        expect(first.background, 'a dark background').not.toBe(light.background);
        expect(first.text, 'light text').not.toBe(light.text);
      }
      // The app, once it has run, paints it just the same.
      expect(await hydrated(page, path, theme), path).toEqual(first);
    }
    await context.close();
  });
}
