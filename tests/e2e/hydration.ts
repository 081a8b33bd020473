// Waiting for a prerendered page to be hydrated before a test uses its buttons: until React has hydrated it (its
// code loads once the page has painted), the page is plain HTML whose links work but whose buttons do nothing.
import { expect, type Page } from '@playwright/test';

/** Whether React has committed the page: the router starts listening for back and forward then. */
async function routerListens(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId ?? '',
    });
    return listeners.some((listener) => listener.type === 'popstate');
  } finally {
    await cdp.detach();
  }
}

/** Waits until the page is hydrated (which is also when React reports a hydration mismatch). */
export async function waitForHydration(page: Page) {
  await expect.poll(() => routerListens(page), { message: `${page.url()} is hydrated` }).toBe(true);
}
