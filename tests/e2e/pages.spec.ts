import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

const staticPages = [
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    title: /Privacy Policy/,
    text: 'at least 13 years old',
  },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    title: /Terms of Service/,
    text: 'Last updated January 2025',
  },
  { path: '/help-center', heading: 'Help Center', title: /Help Center/, text: 'Troubleshooting' },
];

for (const { path, heading, title, text } of staticPages) {
  test(`${path} renders its content with a title and no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.getByText(text).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
}

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('a visitor sees the visitor navigation and the footer support links', async ({ page }) => {
  await page.goto('/help-center');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Chat' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const name of ['Support', 'Privacy', 'Terms', 'Cookies', 'Accessibility']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('a visitor on /chat is asked to sign in', async ({ page }) => {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
});
