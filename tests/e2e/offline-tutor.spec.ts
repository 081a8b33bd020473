// The tutor with no signal (issue 30, item 3): Settings downloads the tutor's content once, then with the network
// cut the chat answers three questions and the translator one phrase from the worker on this device; "Remove
// offline data" frees the storage again. The service worker runs (as in offline.spec.ts) so the pages open offline.
import type { Page } from '@playwright/test';
import { signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { askTheTutor, install, openOfflineSettings } from './install.ts';

test.use({ serviceWorkers: 'allow' });

const cacheKeys = (page: Page) => page.evaluate(() => caches.keys());

test('with the tutor downloaded, chat and translate answer with the network cut', async ({
  page,
  context,
  api,
}) => {
  test.setTimeout(120_000);
  await api.start();
  await install(page);
  await signUpNewLearner(page, { name: 'Nta Rezo' });

  const settings = await openOfflineSettings(page);
  await expect(settings.getByTestId('offline-size')).toHaveText(/^Download size: \d+\.\d MB$/);
  await settings.getByRole('button', { name: 'Download the offline tutor' }).click();
  await expect(settings.getByText('The offline tutor is on this device.')).toBeVisible();
  await expect(settings.getByTestId('offline-stored')).toHaveText(/^Stored on this device: \d+\.\d MB$/);
  await expect(settings.getByTestId('offline-usage')).toHaveText(/^Storage used by Vuga in this browser: /);
  expect(await cacheKeys(page)).toContain('vuga-offline-tutor');

  await context.setOffline(true);
  let served = 0;
  page.on('request', (request) => {
    if (/\/(chat|translate)$/.test(request.url()) && request.method() === 'POST') served++;
  });
  await askTheTutor(page);
  // No request reached for the server: every answer came from the worker.
  expect(served).toBe(0);

  await context.setOffline(false);
  const again = await openOfflineSettings(page);
  await again.getByRole('button', { name: 'Remove offline data' }).click();
  await expect(again.getByText('The offline data has been removed.')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Download the offline tutor' })).toBeEnabled();
  expect(await cacheKeys(page)).not.toContain('vuga-offline-tutor');
});
