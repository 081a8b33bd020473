import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

// End-to-end tests run against the real local stack: both Firebase emulators, the tutor API and the built web
// app (started by tests/e2e/global-setup.ts). One worker: the stack is shared and the machine has two cores.
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Limits that catch a hang, not slowness: the stack (emulators, API, Chromium) shares the machine's cores, and
  // on a busy machine a long test (two quizzes taken through) or an answer can take several times its usual time.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // Committed route screenshots (page-checks.ts's expectLooksAsBaseline), beside the specs as the stories' are.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: 'http://127.0.0.1:5173',
    browserName: 'chromium',
    // A fake microphone that needs no permission prompt: the speaking exercise records from it.
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    },
    trace: 'retain-on-failure',
    // The built app installs a service worker (apps/web/service-worker-plugin.ts), which would answer from its
    // precache and carry state from one test to the next: only tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
});
