// The installed app, for the specs that let the service worker run (offline.spec.ts, offline-sync.spec.ts, offline-tutor.spec.ts).
import type { Page } from '@playwright/test';

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
