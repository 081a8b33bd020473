import { readFileSync } from 'node:fs';
import { signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';

test('every settings tab is whole at 360 px, and the theme choice switches the page and survives a reload', async ({
  page,
  api,
}) => {
  await api.start();
  const email = await signUpNewLearner(page);
  await page.goto('/settings');
  // On the narrowest phone every tab is whole on screen (they wrap rather than run off the edge).
  await page.setViewportSize({ width: 360, height: 740 });
  for (const tab of await page.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });
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
