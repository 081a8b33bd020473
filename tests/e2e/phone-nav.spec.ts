// Phone-first navigation: below 640 px the main links are a tab bar at the bottom of the screen; with more links
// than fit, "More" opens a menu of the rest, so every link stays reachable by touch and by keyboard.
import { signIn, signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('a visitor has every main link as a tab, and the bar never covers the footer', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const bar = page.getByTestId('tab-bar');
  await expect(bar.getByRole('link')).toHaveText(['Learn', 'Chat', 'Translate', 'Quiz', 'About']);
  await expect(bar.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  // One main navigation at a time: the header's is hidden on a phone.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await bar.getByRole('link', { name: 'Learn' }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('link', { name: 'Try the first lesson' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerEnd = await page.getByRole('contentinfo').evaluate((el) => el.getBoundingClientRect().bottom);
  const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
  expect(footerEnd).toBeLessThanOrEqual(barTop + 1);
});

test('a learner reaches the links beyond four through More, by touch and by keyboard', async ({
  page,
  api,
}) => {
  await api.start();
  await signIn(page, 'learner');
  await page.goto('/learn');
  const bar = page.getByTestId('tab-bar');
  await expect(bar.getByRole('link')).toHaveText(['Learn', 'Review', 'Chat', 'Translate']);
  const more = bar.getByRole('button', { name: 'More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = bar
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'Settings' }) })
    .last();
  await expect(menu.getByRole('link')).toHaveText(['Quiz', 'Dashboard', 'About', 'Settings']);
  // The menu takes the focus; Escape closes it and gives the focus back.
  await expect(menu.getByRole('link', { name: 'Quiz' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await bar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('a long display name keeps the header to one row, cut with an ellipsis and whole in its title', async ({
  page,
  api,
}) => {
  await api.start();
  const name = 'Nyirabukeye Uwimana-Mukamurenzi Théodosie';
  await signUpNewLearner(page, { name });
  const greeting = page.getByTestId('greeting');
  await expect(greeting).toHaveAttribute('title', `Welcome, ${name}`);
  const [greetingBox, signOut] = await Promise.all([
    greeting.boundingBox(),
    page.getByRole('button', { name: 'Sign Out' }).boundingBox(),
  ]);
  // One line, beside the Sign Out button (not above or below it), and the page no wider than the phone.
  expect(greetingBox!.height).toBeLessThan(30);
  expect(
    Math.abs(greetingBox!.y + greetingBox!.height / 2 - (signOut!.y + signOut!.height / 2)),
  ).toBeLessThan(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
