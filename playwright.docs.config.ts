import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

// The kit's Storybook docs pages as readers see them (`pnpm test:docs`): the Foundations pages and a sample of
// component pages, opened in the light and the dark theme and compared with committed screenshots. The stories
// themselves are captured by the storybook Vitest project; this covers what only a docs page shows (the page's
// own theme, prop tables, guidelines, modals in their frames). The pages come from the static build
// (`build-storybook`, storybook-static/), answered from disk by the test itself (tests/docs/docs-pages.spec.ts):
// no server, no port, so it runs beside the end-to-end tests without their lock.
export default defineConfig({
  testDir: 'tests/docs',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost',
    browserName: 'chromium',
    viewport: { width: 1200, height: 900 },
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
