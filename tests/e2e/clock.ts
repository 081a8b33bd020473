// The page's clock, stopped: from then on its time moves only when the test moves it (page.clock.runFor), so a
// test can check what is shown just before and just after a delay instead of waiting for real time to pass.
import type { Page } from '@playwright/test';

/** A fixed start, so a page that shows the date or the time of day shows the same on every run. */
const start = new Date('2026-03-02T10:00:00Z').getTime();

/** Installs the page's clock and stops it, before any page loads. */
export async function stopClockFromStart(page: Page) {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
}

/**
 * Stops the clock of a page already installed with page.clock.install() (time then runs as usual, which a
 * sign-in needs): the clock jumps a second ahead, firing what falls due in it, and stays there.
 */
export async function stopClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}
