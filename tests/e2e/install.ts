// The installed app, for the specs that let the service worker run (offline.spec.ts, offline-sync.spec.ts, offline-tutor.spec.ts),
// and the offline tutor as they use it.
import { expect, type Page } from '@playwright/test';

/** Opens the app online and waits until its service worker controls the page (the precache is complete then). */
export async function install(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}

/** Settings → Offline, the tab's panel. */
export async function openOfflineSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Offline' }).click();
  return page.getByRole('tabpanel', { name: 'Offline' });
}

/**
 * With the network cut and the tutor downloaded: three chat questions, then a translation, each answered by the
 * worker on this device ("Offline: the tutor on this device answers.", no network error).
 */
export async function askTheTutor(page: Page) {
  await page.goto('/chat');
  const log = page.getByRole('log', { name: 'Conversation' });
  const input = page.getByRole('textbox', { name: 'Your question' });
  for (const [question, answer] of [
    ['how do you say cow', 'inka'],
    ['what does murakoze mean', /thank/i],
    ['how do i say water', 'amazi'],
  ] as const) {
    await input.fill(question);
    await input.press('Enter');
    await expect(log.getByText(question)).toBeVisible();
    await expect(log).toContainText(answer, { timeout: 60_000 });
  }
  await expect(page.getByText('Offline: the tutor on this device answers.', { exact: false })).toBeVisible();
  await expect(log.getByText('Network error', { exact: false })).toHaveCount(0);

  // In the app, as a learner would: the page keeps its worker and the tutor it has built.
  await page.getByRole('banner').getByRole('link', { name: 'Translate', exact: true }).first().click();
  await page.getByRole('textbox', { name: 'English text', exact: true }).fill('Good morning');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  // The first answer on a page waits for its worker to build the tutor: seconds on a busy machine.
  await expect(page.getByTestId('translation')).toHaveText('Mwaramutse', { timeout: 60_000 });
}
