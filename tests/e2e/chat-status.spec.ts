import { signIn } from './auth.ts';
import { expect, test } from './fixtures.ts';

test.describe('chat connection status', () => {
  test('shows Active when the tutor API answers /health', async ({ page, api }) => {
    await api.start();
    await signIn(page, 'learner');
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with your tutor' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Active|Disconnected|Checking/ })).toHaveText(
      'Active',
    );
  });

  test('shows Disconnected and disables the input when the tutor API is down', async ({ page, api }) => {
    await signIn(page, 'learner');
    await api.stop();
    await page.goto('/chat');
    await expect(page.getByRole('status').filter({ hasText: /Active|Disconnected|Checking/ })).toHaveText(
      'Disconnected',
    );
    await expect(page.getByText('Connection lost. Please refresh to reconnect.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your question' })).toBeDisabled();
    await api.start();
  });
});
