// Roles end to end: what the administrator, a learner and a visitor may open, and the sign-up, sign-in,
// sign-out and password-reset flows of the real modal against the Auth emulator.
import { openSignIn, signIn, signUpNewLearner } from './auth.ts';
import { stopClock } from './clock.ts';
import { expect, test } from './fixtures.ts';

test('the administrator is sent to /admin and sees only the admin navigation', async ({ page, api }) => {
  await api.start();
  await signIn(page, 'admin');
  await expect(page.getByTestId('greeting')).toHaveText('Welcome, Administrator');
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Admin Dashboard', 'About', 'Settings']);
  for (const path of ['/chat', '/translate', '/quiz', '/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin$/);
  }
});

test('a learner on /admin sees Access Denied and is taken to the dashboard after 2.5 s', async ({
  page,
  api,
}) => {
  await api.start();
  // The page's clock is installed before anything loads and stopped after the sign-in; then it moves in steps
  // of 100 ms until the page has shown Access Denied, so the redirect is timed to within a step.
  await page.clock.install();
  await signIn(page, 'learner');
  await stopClock(page);
  await page.goto('/admin');
  const alert = page.getByRole('alert').filter({ hasText: 'Access Denied' });
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return alert.count();
    })
    .toBe(1);
  await expect(alert).toContainText('Admin privileges required to access this page.');
  await page.clock.runFor(2_300);
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a visitor on /admin is told to sign in, and the administrator can do so there', async ({ page }) => {
  await page.goto('/admin');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sign in required' })).toBeVisible();
  await expect(main.getByText('Please sign in to use the admin dashboard.', { exact: false })).toBeVisible();
  await signIn(page, 'admin', { from: '/admin' });
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});

test('the sign-in dialog says what each tab does, tells the password minimum, and Escape returns focus', async ({
  page,
}) => {
  await page.goto('/help-center');
  const dialog = await openSignIn(page);
  await expect(dialog.getByText('Sign in to save your progress.')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(dialog.getByText('Create a free account to save your progress.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
    'At least 6 characters',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeFocused();
});

test('sign-up rules: mismatched passwords and a short name are refused with the spec wording', async ({
  page,
}) => {
  await page.goto('/help-center');
  const dialog = await openSignIn(page);
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('K');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('short-name@vuga.test');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('muraho-test');
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('muraho-other');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('muraho-test');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  // What was typed is kept.
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'short-name@vuga.test',
  );
});

test('a wrong password shows the provider message in the modal', async ({ page }) => {
  await page.goto('/help-center');
  const dialog = await openSignIn(page);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('learner@vuga.test');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    dialog.getByText('The email or password is not right. Check them and try again.'),
  ).toBeVisible();
  await expect(dialog.getByText(/auth\//)).toHaveCount(0);
});

test('a new learner signs up, is greeted by name, and can sign out', async ({ page, api }) => {
  await api.start();
  await signUpNewLearner(page, { name: 'Mugisha' });
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a password reset shows the confirmation view with its two ways back', async ({ page }) => {
  await page.goto('/help-center');
  const dialog = await openSignIn(page);
  await dialog.getByRole('tab', { name: 'Reset Password' }).click();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('learner@vuga.test');
  await dialog.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(dialog.getByText('Check your email')).toBeVisible();
  await dialog.getByRole('button', { name: /try again/i }).click();
  await expect(dialog.getByRole('button', { name: 'Send Reset Email' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Reset Email' }).click();
  await dialog.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(dialog.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('a reset for an email without an account answers as for one that has it', async ({ page }) => {
  await page.goto('/help-center');
  const dialog = await openSignIn(page);
  await dialog.getByRole('tab', { name: 'Reset Password' }).click();
  const email = `nobody-${Date.now()}@vuga.test`;
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(dialog.getByText('Check your email')).toBeVisible();
  await expect(dialog.getByText(`If an account exists for ${email}, a link to reset`)).toBeVisible();
  await expect(dialog.getByText(/email or password is not right/)).toBeHidden();
});
