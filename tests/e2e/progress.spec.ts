// Progress end to end: what a learner does (chat, translate, quiz) shows on their dashboard and in the
// administrator's figures, through the real API, Firestore emulator and web app.
import type { Page } from '@playwright/test';
import { signIn, signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';

/** The achievements the dashboard shows as unlocked (their state is written out, not only coloured). */
const unlocked = (page: Page) =>
  page
    .getByRole('region', { name: 'Achievements' })
    .locator('[data-component="AchievementBadge"][data-state="unlocked"]');

/** The figure of the dashboard's stat card with this label, exactly (a "1" must not pass for "10"). */
const stat = (page: Page, label: string) =>
  page
    .locator('[data-component="StatCard"]')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd')
    .first();

test('a chat shows on the learner dashboard and in the administrator figures', async ({
  browser,
  page,
  api,
}) => {
  await api.start();
  const email = await signUpNewLearner(page, { name: 'Progress Tester' });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
  // A new learner gets the default recommendations and no achievements.
  await expect(stat(page, 'Total interactions')).toHaveText('0');

  await page.goto('/chat');
  await page.getByRole('textbox', { name: 'Your question' }).fill('What does amazi mean?');
  await page.keyboard.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText(/water/i);

  // In-app navigation, as a learner would. The API recorded the chat before it answered, so the dashboard's
  // Firestore read already sees it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(stat(page, 'Total interactions')).toHaveText('1');
  await expect(page.getByText('Chat: "What does amazi mean?"', { exact: true })).toBeVisible();
  await expect(unlocked(page)).toContainText(['First Chat']);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin');
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: 'Users' }).click();
  // The table pages at 25 learners; the search finds this one whatever page it is on.
  await adminPage.getByRole('searchbox', { name: 'Search learners by email' }).fill(email);
  const row = adminPage.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell')).toHaveCount(8);
  await adminPage.getByRole('tab', { name: 'Recent Activities' }).click();
  // The learner's one chat, in the open tab's list.
  await expect(
    adminPage.getByRole('tabpanel', { name: 'Recent Activities' }).getByText(email, { exact: true }),
  ).toHaveCount(1);
  await adminContext.close();
});

test('a finished quiz and a translation show on the dashboard: attempts, average, scores and achievements', async ({
  page,
  api,
}) => {
  await api.start();
  await signUpNewLearner(page, { name: 'Quiz Tester' });
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Translate' }).click();
  await page.getByRole('textbox', { name: /English text/i }).fill('thank you');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(page.getByTestId('translation')).toHaveText('murakoze');

  await nav.getByRole('link', { name: 'Quiz' }).click();
  const slider = page.getByRole('slider', { name: 'Number of questions' });
  await slider.focus();
  await page.keyboard.press('Home');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  for (let n = 1; n <= 5; n++) {
    // Exact: the live region also says "Question n of 5: <the question>".
    await expect(page.getByText(`Question ${n} of 5`, { exact: true })).toBeVisible();
    await page.getByRole('radiogroup').getByRole('radio').first().check();
    await page.getByRole('button', { name: n === 5 ? 'Finish' : 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(stat(page, 'Quiz attempts')).toHaveText('1');
  await expect(stat(page, 'Total interactions')).toHaveText('2');
  await expect(page.getByText('Translations (1)', { exact: true })).toBeVisible();
  await expect(page.getByText('No quizzes yet')).toHaveCount(0);
  await expect(unlocked(page).filter({ hasText: 'First Quiz' })).toHaveCount(1);
});
