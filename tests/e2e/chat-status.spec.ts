import { expect, test } from './fixtures.ts';

test.describe('chat connection status', () => {
  test('shows Active when the tutor API answers /health', async ({ page, api }) => {
    await api.start();
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('tutor');
    await expect(page.getByRole('status')).toHaveText('Active');
  });

  test('shows Disconnected when the tutor API is down', async ({ page, api }) => {
    await api.stop();
    await page.goto('/chat');
    await expect(page.getByRole('status')).toHaveText('Disconnected');
    await api.start();
  });
});
