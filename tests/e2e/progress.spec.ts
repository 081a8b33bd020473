import type { Page } from '@playwright/test';
import { signIn, signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';

/** The achievements the dashboard shows as unlocked (their state is written out, not only coloured). */
const unlocked = (page: Page) =>
  page
    .getByRole('region', { name: 'Achievements' })
    .locator('[data-component="AchievementBadge"][data-state="unlocked"]');

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
  await expect(page.getByText('Total interactions').locator('..')).toContainText('0');

  await page.goto('/chat');
  await page.getByRole('textbox', { name: 'Your question' }).fill('What does amazi mean?');
  await page.keyboard.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText(/water/i);

  // In-app navigation, as a learner would. The API recorded the chat before it answered, so the dashboard's
  // Firestore read already sees it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Total interactions').locator('..')).toContainText('1');
  await expect(page.getByText('Chat: "What does amazi mean?"')).toBeVisible();
  await expect(unlocked(page)).toContainText(['First Chat']);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin');
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: 'Users' }).click();
  const row = adminPage.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await adminPage.getByRole('tab', { name: 'Recent Activities' }).click();
  await expect(adminPage.getByText(email).first()).toBeVisible();
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
  await expect(page.getByText('Murakoze').first()).toBeVisible();

  await nav.getByRole('link', { name: 'Quiz' }).click();
  const slider = page.getByRole('slider', { name: 'Number of questions' });
  await slider.focus();
  await page.keyboard.press('Home');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(`Question ${n} of 5`)).toBeVisible();
    await page.getByRole('radiogroup').getByRole('radio').first().check();
    await page.getByRole('button', { name: n === 5 ? 'Finish' : 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Quiz attempts').locator('..')).toContainText('1');
  await expect(page.getByText('Total interactions').locator('..')).toContainText('2');
  await expect(page.getByText('Translations (1)')).toBeVisible();
  await expect(page.getByText('No quizzes yet')).toHaveCount(0);
  await expect(unlocked(page).filter({ hasText: 'First Quiz' })).toHaveCount(1);
});
