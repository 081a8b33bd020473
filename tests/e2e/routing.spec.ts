// The router's behaviour in a real browser: links to #anchors scroll to their target, back and forward restore
// the scroll position, a running quiz asks before it is left, and the prerendered public pages hydrate without
// a mismatch and work with JavaScript turned off (their HTML holds the content and plain links).
import type { Page } from '@playwright/test';
import { signIn } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a footer link to a #hash opens the page scrolled to its target, and so does an in-page topic link', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Cookies' }).click();
  await expect(page).toHaveURL('/privacy-policy#cookies');
  const cookies = page.getByRole('heading', { level: 2, name: 'Cookies and local storage' });
  await expect(cookies).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).not.toBeInViewport();

  await page.goto('/help-center');
  await page.getByRole('navigation', { name: 'Help topics' }).getByRole('link', { name: 'Quizzes' }).click();
  await expect(page).toHaveURL('/help-center#quiz');
  await expect(page.getByRole('heading', { level: 2, name: 'Quizzes' })).toBeInViewport();
});

test('an address with a #hash, loaded directly, shows its target', async ({ page }) => {
  await page.goto('/help-center#accessibility');
  await expect(page.getByRole('heading', { level: 2, name: 'Accessibility' })).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);
});

test('a new page starts at the top, and back returns to where the learner was', async ({ page }) => {
  await page.goto('/help-center');
  // Back and forward are the app's once it is hydrated (before, a link loads a new document).
  await waitForHydration(page);
  const link = page.getByRole('main').getByRole('link', { name: 'Send us feedback' });
  await link.scrollIntoViewIfNeeded();
  const position = await scrollY(page);
  expect(position, 'the link is far enough down the page to need scrolling').toBeGreaterThan(200);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(position);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a page whose code cannot be fetched shows the error in the layout, and the next visit tries again', async ({
  page,
}) => {
  await page.goto('/help-center');
  await waitForHydration(page);
  await page.route(/\/assets\/feedback-[^/]+\.js$/, (route) => route.abort());
  const feedbackLink = page.getByRole('main').getByRole('link', { name: 'Send us feedback' });
  await feedbackLink.click();
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveTitle('Something went wrong · Vuga');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.unroute(/\/assets\/feedback-[^/]+\.js$/);
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Support' }).click();
  await feedbackLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(page).toHaveTitle('Feedback · Vuga');
});

test('leaving a running quiz asks first: Stay keeps the quiz, Leave goes', async ({ page, api }) => {
  await api.start();
  await signIn(page, 'learner');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quiz' }).click();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  const question = page.getByText(/^Question 1 of \d+$/);
  await expect(question).toBeVisible();

  const dashboardLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' });
  const confirm = page.getByRole('dialog', { name: 'Leave the quiz?' });
  await dashboardLink.click();
  await expect(confirm).toBeVisible();
  await expect(page).toHaveURL('/quiz');
  await confirm.getByRole('button', { name: 'Stay in the quiz' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL('/quiz');
  await expect(question).toBeVisible();

  // Back is asked about too.
  await page.goBack();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Stay in the quiz' }).click();
  await expect(page).toHaveURL('/quiz');
  await expect(question).toBeVisible();

  await dashboardLink.click();
  await confirm.getByRole('button', { name: 'Leave the quiz' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();

  // Without a running quiz, nothing is asked.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your quiz' })).toBeVisible();
  await dashboardLink.click();
  await expect(page).toHaveURL('/dashboard');
  await expect(confirm).toHaveCount(0);
});

test('every prerendered page hydrates without a mismatch', async ({ page }) => {
  // React reports a mismatch (and any other failure) as an uncaught error on the page.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const prerendered = [
    '/',
    '/about',
    '/help-center',
    '/faq',
    '/privacy-policy',
    '/terms-of-service',
    '/feedback',
    '/chat',
    '/translate',
    '/quiz',
  ];
  for (const path of [...prerendered, '/no-such-page']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(errors).toEqual([]);
});

test("a learner screen's HTML is its sign-in notice, which a signed-in learner never sees", async ({
  page,
}) => {
  // A visitor: the notice is in the page's own HTML, before any script runs.
  const html = await (await page.request.get('/chat', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('data-visitor-notice');

  await signIn(page, 'learner');
  // Every frame of the next load, whether the notice was on screen.
  await page.addInitScript(() => {
    const seen = { notice: false };
    Object.assign(window, { seen });
    const check = () => {
      const notice = document.querySelector('[data-visitor-notice]');
      if (notice && getComputedStyle(notice).visibility !== 'hidden') seen.notice = true;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { name: 'Set up your quiz' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seen: { notice: boolean } }).seen.notice)).toBe(
    false,
  );
  await expect(page.locator('html')).not.toHaveAttribute('data-session');

  // Signed out in the same tab, the notice shows.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in required' })).toBeVisible();
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a prerendered page has its content, its title and links that work', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Vuga · learn Kinyarwanda');
    await expect(page.getByRole('heading', { level: 1, name: 'About Vuga' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
    await expect(page.getByText('Mozilla Common Voice Kinyarwanda contributors')).toBeVisible();

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Cookies' }).click();
    await expect(page).toHaveURL('/privacy-policy#cookies');
    await expect(page.getByRole('heading', { level: 2, name: 'Cookies and local storage' })).toBeInViewport();

    await page.getByRole('link', { name: 'Vuga', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown address answers 404 with the prerendered not-found page, an app page 200', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found · Vuga');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // An app page, a lesson's included, is the app's shell with status 200 (as Firebase Hosting's rewrites).
    for (const path of ['/dashboard', '/learn/any-lesson'])
      expect((await page.request.get(path, { headers: { accept: 'text/html' } })).status(), path).toBe(200);
    expect((await page.request.get('/learn/a/b', { headers: { accept: 'text/html' } })).status()).toBe(404);
  });
});

test("a stored theme that is not a theme's name starts the page light, with no script error", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    localStorage.setItem('vuga.settings', JSON.stringify({ preferences: { theme: 'constructor' } }));
  });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
