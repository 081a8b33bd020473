// Checks shared by the specs: the stored theme, axe, sideways scrolling and the committed screenshots.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signIn } from './auth.ts';

/** Stores the theme in the settings (localStorage 'vuga.settings') before any page of this tab loads. */
export async function chooseTheme(page: Page, theme: 'light' | 'dark' | 'auto') {
  await page.addInitScript((value) => {
    localStorage.setItem('vuga.settings', JSON.stringify({ preferences: { theme: value } }));
  }, theme);
}

/** Signs the demo learner in and opens a learner page, checking its h1 and its title. */
export async function openAsLearner(page: Page, path: string, heading: string, title: RegExp) {
  await signIn(page, 'learner');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(title);
}

/** axe finds nothing; violations are listed by rule and element so a failure says where to look. */
export async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe: ${where}`,
  ).toEqual([]);
}

/** At `width` px the page does not scroll sideways; a failure names the elements that stick out. */
export async function expectFitsWidth(page: Page, width: number, where: string) {
  await page.setViewportSize({ width, height: 740 });
  const { scrollWidth, outside } = await page.evaluate((viewport) => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" in ${el.closest('nav, header, footer, aside, section, main')?.getAttribute('aria-label') ?? el.closest('nav, header, footer, aside, section, main')?.tagName.toLowerCase() ?? 'body'}`;
    // Only what widens the page: not what sticks out inside a box that scrolls or clips it.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const outside = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > viewport + 1 && !clipped(el))
      .slice(0, 5)
      .map(describe);
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY, outside };
  }, width);
  expect(
    scrollWidth,
    `no sideways scroll at ${width} px: ${where} (sticking out: ${outside.join(', ')})`,
  ).toBeLessThanOrEqual(width);
}

/** The page ends with its footer (and a phone's tab bar below it): no blank page under the footer. */
export async function expectEndsAtFooter(page: Page, where: string) {
  const { below } = await page.evaluate(() => {
    const footer = document.querySelector('footer')?.getBoundingClientRect();
    const height = document.scrollingElement?.scrollHeight ?? 0;
    const tabBar = document.querySelector('[data-testid="tab-bar"]')?.getBoundingClientRect().height ?? 0;
    return { below: footer ? height - (footer.bottom + window.scrollY) - tabBar : Number.POSITIVE_INFINITY };
  });
  expect(below, `blank page under the footer: ${where}`).toBeLessThanOrEqual(1);
}

/**
 * Under reduced motion (set before the page loads): nothing rotates or animates on its own, so a capture shows the
 * page as it first settles.
 */
export async function reduceMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/**
 * The whole page, at a phone's width (390 px) and a desktop's (1440 px), matches its committed baseline in
 * tests/e2e/__screenshots__/ (refresh on purpose with `playwright test --update-snapshots`). Dates (`<time>`)
 * are masked, in a box of fixed width: they change with the day the tests run; so is what `varies` selects. The
 * page must have been opened under `reduceMotion`.
 */
export async function expectLooksAsBaseline(page: Page, name: string, varies?: string) {
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  expect(reduced, 'screenshots are taken under reduced motion (reduceMotion before the page loads)').toBe(
    true,
  );
  const { width, height } = page.viewportSize() ?? { width: 1440, height: 900 };
  for (const shotWidth of [390, 1440]) {
    await page.setViewportSize({ width: shotWidth, height: 900 });
    // The page has been laid out at the new size (a resize reaches the page after setViewportSize returns).
    await expect.poll(() => page.evaluate(() => innerWidth)).toBe(shotWidth);
    if (shotWidth < 640) await expect(page.getByTestId('tab-bar')).toBeVisible();
    // A phone's tab bar is fixed to the screen's bottom; in a capture of the whole page it is drawn where the
    // page ends (as when scrolled to the end) rather than across the page's middle. A date is masked in a box of
    // one width whatever the day: its text's own width changes with the date ("November 27" and "28" differ by
    // a few pixels), which moved the mask's edge from one day to the next.
    const unfix = await page.addStyleTag({
      content: `[data-testid="tab-bar"] { position: static !important; }
        time { display: inline-block !important; width: 11em; overflow: hidden; white-space: nowrap; vertical-align: bottom; }`,
    });
    await expect(page).toHaveScreenshot(`${name}-${shotWidth}.png`, {
      fullPage: true,
      mask: [page.locator(varies ? `time, ${varies}` : 'time')],
    });
    await unfix.evaluate((tag) => (tag as HTMLStyleElement).remove());
  }
  await page.setViewportSize({ width, height });
}
