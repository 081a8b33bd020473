import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';

/**
 * At each phone width the settings tabs are one row inside the page (it scrolls sideways rather than wrapping,
 * and never widens the page), and every tab can be reached by keyboard whole on screen: the arrow keys go through
 * them and the focused one scrolls into view. It ends on the first tab.
 */
async function expectTabsInOneRow(page: Page, widths: number[]) {
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    const tops = await tabs.evaluateAll((all) =>
      all.map((tab) => Math.round(tab.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `the tabs are one row at ${width} px`).toBe(1);
    const row = await page.getByRole('tablist').boundingBox();
    expect(row?.x).toBeGreaterThanOrEqual(0);
    expect((row?.x ?? 0) + (row?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await tabs.first().click();
    for (let index = 0; index < (await tabs.count()); index++) {
      if (index > 0) await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(index)).toBeFocused();
      // Whole but for a sub-pixel sliver: the row scrolls by whole pixels, the tabs' widths are fractional.
      await expect(tabs.nth(index)).toBeInViewport({ ratio: 0.99 });
    }
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeInViewport({ ratio: 1 });
  }
}

test('every settings tab is whole at 360 px, and the theme choice switches the page and survives a reload', async ({
  page,
  api,
}) => {
  await api.start();
  const email = await signUpNewLearner(page);
  await page.goto('/settings');
  // On a phone the tabs are one row that scrolls sideways, each reachable whole by keyboard (English, light theme).
  await expectTabsInOneRow(page, [390, 360]);
  // A long email (over 30 characters) wraps inside the account card instead of widening the page.
  expect(email.length).toBeGreaterThan(30);
  await expect(page.getByRole('tabpanel').getByText(email, { exact: true })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
  // Only settings that do something: no notifications (Vuga sends none), no language (English only).
  await expect(page.getByRole('tab')).toHaveText(['Account', 'Privacy', 'Preferences', 'Offline']);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Privacy' }).click();
  const optOut = page.getByRole('switch', { name: 'Opt out of usage analytics' });
  await expect(optOut).not.toBeChecked();
  await optOut.click();
  await page.reload();
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page.getByRole('switch', { name: 'Opt out of usage analytics' })).toBeChecked();
  // The French tabs are longer: still one row (dark theme now).
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('tab')).toHaveText(['Compte', 'Confidentialité', 'Préférences', 'Hors ligne']);
  await expectTabsInOneRow(page, [390, 360]);
});

test('export downloads the learner data and delete removes the account for real', async ({ page, api }) => {
  await api.start();
  const email = await signUpNewLearner(page);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Privacy' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const file = await (await download).path();
  const data = JSON.parse(readFileSync(file, 'utf8'));
  expect(data.account.email).toBe(email);
  expect(data.settings.preferences.theme).toBe('light');

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: /delete/i }).last();
  await dialog.getByRole('textbox').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('DELETE');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  // It says what happened, and the learner is signed out.
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted, and signed out' })).toContainText(
    /Your sign-in account is gone, with everything Vuga kept about you: \d+ activit(y|ies),/,
  );
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The account is gone: signing in with it now fails.
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const signInDialog = page.getByRole('dialog');
  await signInDialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await signInDialog.getByRole('textbox', { name: 'Password', exact: true }).fill('muraho-test');
  await signInDialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    signInDialog.getByText('The email or password is not right. Check them and try again.'),
  ).toBeVisible();
});
