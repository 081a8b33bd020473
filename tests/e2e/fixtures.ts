// Playwright fixtures of the end-to-end tests: the real tutor API, started per worker with the test settings.
import { test as base } from '@playwright/test';
import { startApi } from '../../scripts/lib/stack.mjs';

type RunningApi = Awaited<ReturnType<typeof startApi>>;
type Settings = Record<string, string>;

/**
 * The API's settings under test, on top of the local stack's: its quizzes are drawn from a fixed seed, so every
 * run of a test gets the same questions (see apps/api/src/random.ts), and a test can set the time of Learn and
 * Review with the x-test-now header (TEST_CLOCK).
 */
const testApiEnv: Settings = { RANDOM_SEED: 'vuga-e2e', TEST_CLOCK: 'header' };

export interface ApiControl {
  /**
   * Starts the API if it is not running, with the test settings plus `settings` (e.g. a stricter rate limit for
   * one test); an API running with other settings is restarted.
   */
  start(settings?: Settings): Promise<void>;
  /** Stops the API, e.g. to see how the app behaves without it. */
  stop(): Promise<void>;
}

/** `api`: the real tutor API on its port, shared by the tests of a worker and stoppable by a test. */
export const test = base.extend<{ api: ApiControl }, { apiWorker: ApiControl }>({
  apiWorker: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature needs the destructured first argument.
    async ({}, use) => {
      // The API being started is held from the moment it is spawned, so a test that times out while it starts
      // cannot leave it running on the port for the next worker (which would then fail to start its own).
      let running: { settings: string; api: Promise<RunningApi> } | null = null;
      const control: ApiControl = {
        async stop() {
          const current = running;
          running = null;
          const api = await current?.api.catch(() => null);
          await api?.stop();
        },
        async start(settings = {}) {
          const key = JSON.stringify(settings);
          if (running && running.settings !== key) await control.stop();
          if (!running) running = { settings: key, api: startApi({ env: { ...testApiEnv, ...settings } }) };
          const starting = running;
          await starting.api.catch((error) => {
            if (running === starting) running = null;
            throw error;
          });
        },
      };
      await control.start();
      await use(control);
      await control.stop();
    },
    // Room to finish starting the API (up to 30 s) and stop it, on a busy machine.
    { scope: 'worker', timeout: 90_000 },
  ],
  api: async ({ apiWorker }, use) => {
    await apiWorker.start();
    await use(apiWorker);
  },
});

export { expect } from '@playwright/test';
