// The home page (showcase timing and pause control, buttons by role), the FAQ, the feedback page and the typeface. (The
// about page's mailto is composed by contactMailto, unit-tested; handing it to a mail client is the OS's part.)
import { signIn } from './auth.ts';
import { stopClock, stopClockFromStart } from './clock.ts';
import { expect, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';

test('the vocabulary showcase moves on every 4 s and stays put when paused', async ({ page }) => {
  await stopClockFromStart(page);
  await page.goto('/');
  // The rotation starts once React has hydrated the prerendered page (its code loads after the first paint).
  await waitForHydration(page);
  const showcase = page.getByRole('region', { name: 'Vocabulary showcase' });
  const position = showcase.getByText(/^\d+ \/ 8$/);
  await expect(position).toHaveText('1 / 8');
  await page.clock.runFor(3_900);
  await expect(position).toHaveText('1 / 8');
  await page.clock.runFor(200);
  await expect(position).toHaveText('2 / 8');
  await showcase.getByRole('button', { name: 'Pause rotation' }).click();
  // Move the pointer away so only the pause control (not hover) holds it.
  await page.mouse.move(0, 0);
  await page.clock.runFor(12_000);
  await expect(position).toHaveText('2 / 8');
  // The demo chats move every 6 s: 4.1 + 12 s is two moves.
  const demo = page.getByRole('region', { name: 'Example conversations' });
  await expect(demo.getByText(/^\d+ \/ 3$/)).toHaveText('3 / 3');
});

test('the hero buttons follow the role', async ({ page, api }) => {
  await api.start();
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Learn Kinyarwanda, one word at a time' });
  await expect(hero.getByRole('link')).toHaveText(['Start Learning', 'Translate Text', 'Test Knowledge']);
  await signIn(page, 'learner');
  await page.goto('/');
  // A learner's hero leads with their day: one next step, a lesson or their due reviews.
  const next = hero.getByRole('region', { name: 'Today' }).getByTestId('next-step');
  await expect(next.getByRole('link')).toHaveAttribute('href', /^\/(learn\/|review$)/);
  await expect(hero.getByRole('link', { name: 'Start Learning' })).toHaveCount(0);
});

test('the FAQ has 12 questions and opens one at a time', async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  await expect(questions).toHaveCount(12);
  await questions.nth(0).click();
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
  const second = page.getByRole('main').getByRole('button').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
});

test('feedback shows the thank-you view for 3 s, then a cleared form', async ({ page }) => {
  // The page loads with time running (its route is fetched lazily), then the clock stops.
  await page.clock.install();
  await page.goto('/feedback');
  const form = page.getByRole('form', { name: 'Feedback form' });
  await expect(form).toBeVisible();
  await waitForHydration(page);
  await stopClock(page);
  await form.getByRole('combobox', { name: 'Type of feedback' }).selectOption('Bug report');
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Typo');
  await form
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('A word is misspelt on the quiz page.');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  const thanks = page.getByText('Thank you for your feedback!', { exact: true });
  await expect(thanks).toBeVisible();
  await page.clock.runFor(2_990);
  await expect(thanks).toBeVisible();
  await page.clock.runFor(10);
  await expect(thanks).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('');
});

test("the text is drawn in the kit's typeface, preloaded with the page, and only its Latin file is fetched", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const href = await preload.getAttribute('href');
  expect(href).toMatch(/figtree-latin-wght-normal-[\w-]+\.woff2$/);
  // The page's small HTML can paint before the font is in: its first frame then uses the fallback face (a local
  // font sized to Figtree's metrics, so nothing moves when the font swaps in), which is not fetched.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded' && face.family !== 'Figtree Variable Fallback')
          .map((face) => face.family),
      ),
    )
    .toEqual(['Figtree Variable']);
  const family = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h1) => getComputedStyle(h1).fontFamily);
  expect(family).toMatch(/^"Figtree Variable", "Figtree Variable Fallback"/);
  // One request: the preload's, which the stylesheet's face then uses (a second would mean they did not match).
  expect(fonts).toEqual([href]);
});
