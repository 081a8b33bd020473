import { test as base } from '@playwright/test';
import { startApi } from '../../scripts/lib/stack.mjs';

type RunningApi = Awaited<ReturnType<typeof startApi>>;

export interface ApiControl {
  /** Starts the API if it is not running. */
  start(): Promise<void>;
  /** Stops the API, e.g. to see how the app behaves without it. */
  stop(): Promise<void>;
}

/** `api`: the real tutor API on its port, shared by the tests of a worker and stoppable by a test. */
export const test = base.extend<{ api: ApiControl }, { apiWorker: ApiControl }>({
  apiWorker: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature needs the destructured first argument.
    async ({}, use) => {
      let running: RunningApi | null = null;
      const control: ApiControl = {
        async start() {
          running ??= await startApi();
        },
        async stop() {
          await running?.stop();
          running = null;
        },
      };
      await control.start();
      await use(control);
      await control.stop();
    },
    { scope: 'worker' },
  ],
  api: async ({ apiWorker }, use) => {
    await apiWorker.start();
    await use(apiWorker);
  },
});

export { expect } from '@playwright/test';
