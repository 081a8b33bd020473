// Feedback really goes somewhere: a learner's message from /feedback is kept by the API (Firestore emulator)
// and appears in the administrator's Inbox with its fields and the learner's account.
import { signIn } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';

test('feedback sent from /feedback appears in the admin inbox', async ({ page, browser, api }) => {
  await api.start();
  const learner = await signIn(page, 'learner');
  await page.goto('/feedback');
  await waitForHydration(page);
  const subject = `Silent clip ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Feedback form' });
  await form.getByRole('combobox', { name: 'Type of feedback' }).selectOption('Content correction');
  await form.getByRole('radio', { name: '5' }).check();
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('The recording of inka plays nothing.');
  await form.getByRole('textbox', { name: 'Email (optional)' }).fill('reply@example.com');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'admin');
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: 'Inbox' }).click();
  const message = adminPage
    .getByRole('list', { name: 'Feedback messages' })
    .getByRole('listitem', { name: subject });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Content correction');
  await expect(message).toContainText('Rated 5 of 5');
  await expect(message).toContainText('The recording of inka plays nothing.');
  await expect(message).toContainText(`From ${learner.email} · Reply to reply@example.com`);
  await admin.close();
});
