// Signs a demo account in through the real sign-in modal (Auth emulator), from whatever page is open.
import { expect, type Page } from '@playwright/test';
import { demoAccounts } from '../../scripts/lib/stack.mjs';

export type DemoAccount = keyof typeof demoAccounts;

/**
 * Opens the sign-in modal. The pages are prerendered, so the button is on screen before React has hydrated it;
 * a click in that moment does nothing, and the click is tried again until the dialog opens.
 */
export async function openSignIn(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    // A dialog that opened late is not clicked through again (its overlay covers the button).
    if (!(await dialog.isVisible())) {
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click({ timeout: 2_000 });
    }
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

export async function signIn(page: Page, who: DemoAccount, { from = '/help-center' } = {}) {
  const account = demoAccounts[who];
  await page.goto(from);
  const dialog = await openSignIn(page);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('greeting')).toBeVisible();
  return account;
}

let signUps = 0;

/** Creates a new learner through the Sign Up tab of the real modal; returns its email. */
export async function signUpNewLearner(page: Page, { name = 'Keza Test', from = '/help-center' } = {}) {
  const email = `learner-${Date.now()}-${++signUps}@vuga.test`;
  await page.goto(from);
  const dialog = await openSignIn(page);
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('muraho-test');
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('muraho-test');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('greeting')).toHaveText(`Welcome, ${name}`);
  return email;
}
