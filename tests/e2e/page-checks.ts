// Checks shared by the specs: the stored theme, axe and sideways scrolling.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signIn } from './auth.ts';

/** Stores the theme in the settings (localStorage 'vuga.settings') before any page of this tab loads. */
export async function chooseTheme(page: Page, theme: 'light' | 'dark') {
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

/** At `width` px the page does not scroll sideways. */
export async function expectFitsWidth(page: Page, width: number, where: string) {
  await page.setViewportSize({ width, height: 740 });
  expect(
    await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY),
    `no sideways scroll at ${width} px: ${where}`,
  ).toBeLessThanOrEqual(width);
}
