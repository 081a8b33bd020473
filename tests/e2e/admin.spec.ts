// The administrator's Users table when it holds more learners than a page: 25 rows a page, a header that stays in
// view while the rows scroll, and every column reachable at 360, 390 and 1440 px, its box scrolling sideways
// rather than the page. The learners are real: accounts in the Auth emulator, each with a translation the API
// recorded.
import { apiUrl, ports, webEnv } from '../../scripts/lib/stack.mjs';
import { signIn } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { expectFitsWidth } from './page-checks.ts';

const learners = 27;

test('a full Users table pages by 25, keeps its header in view and fits 360, 390 and 1440 px', async ({
  page,
  api,
  request,
}) => {
  await api.start();
  const stamp = Date.now();
  for (let i = 0; i < learners; i++) {
    const email = `table-${stamp}-${String(i).padStart(2, '0')}@vuga.test`;
    const signUp = await request.post(
      `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${webEnv.VITE_FIREBASE_API_KEY}`,
      { data: { email, password: 'muraho-test', returnSecureToken: true } },
    );
    const { idToken } = (await signUp.json()) as { idToken: string };
    const translated = await request.post(`${apiUrl}/translate`, {
      headers: { authorization: `Bearer ${idToken}` },
      data: { text: 'thank you', direction: 'en-rw', user_email: email },
    });
    expect(translated.status(), `a translation for learner ${i}`).toBe(200);
  }

  await signIn(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  const table = page.getByRole('table', { name: 'Learners' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  const pager = page.getByRole('navigation', { name: /pages/i });
  await expect(pager.getByRole('status')).toHaveText(/^1–25 of (\d+)$/);
  const total = Number((await pager.getByRole('status').textContent())?.split(' of ')[1]);
  expect(total).toBeGreaterThanOrEqual(learners);

  for (const width of [1440, 390, 360]) await expectFitsWidth(page, width, 'a full Users table');

  // At 360 px the table is wider than its box, which scrolls sideways to its last column.
  const box = page.getByRole('region', { name: 'Learners' });
  await box.scrollIntoViewIfNeeded();
  const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // (Nearly whole, not exactly: the columns' widths follow the emails', so the edges fall between pixels.)
  const lastHeader = table.getByRole('columnheader', { name: 'Last active' });
  await expect(lastHeader).not.toBeInViewport({ ratio: 0.95 });
  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(lastHeader).toBeInViewport({ ratio: 0.95 });

  // The rows scroll under the header, which stays at the top of the box.
  await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(table.locator('tbody tr').last()).toBeInViewport();
  const top = async (locator: typeof box) => (await locator.boundingBox())?.y ?? Number.NaN;
  expect(Math.abs((await top(lastHeader)) - (await top(box)))).toBeLessThanOrEqual(1);

  // The next page holds the next 25, or the rest.
  const last = Math.min(50, total);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByRole('status')).toHaveText(`26–${last} of ${total}`);
  await expect(table.locator('tbody tr')).toHaveCount(last - 25);
});
