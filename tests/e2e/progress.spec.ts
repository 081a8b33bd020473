import { signIn, signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';

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

  // In-app navigation, as a learner would: the dashboard waits for this tab's writes before it reads.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Total interactions').locator('..')).toContainText('1');
  await expect(page.getByText('Chat: "What does amazi mean?"')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Achievements' })).toContainText(/First Chat/);

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
