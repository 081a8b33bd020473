import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

// A test's time limit catches a hang, not slowness (speed is measured by the benchmarks): tests that build the
// real tutor take a second alone and several on a busy machine, so the unit and dom limits leave room for that.
const busyMachineTimeoutMs = 30_000;

// Tests import the kit's TypeScript source, not its built dist/ (what the "@vuga/source" condition of its
// package.json exports names, which tsconfig.base.json uses). An alias rather than the condition, because
// vanilla-extract's own Vite server, which evaluates .css.ts files, takes a project's aliases but not its conditions.
const workspaceSource = {
  resolve: {
    alias: [
      {
        find: /^@vuga\/ui$/,
        replacement: fileURLToPath(new URL('packages/ui/src/index.ts', import.meta.url)),
      },
    ],
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...workspaceSource,
        // Message modules take the kit's English labels from @vuga/ui, whose styles are vanilla-extract files.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          include: ['{packages,apps}/*/{src,test}/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          setupFiles: ['tests/web-env-setup.ts'],
          exclude: [...configDefaults.exclude, '**/*.emulator.test.ts', '**/*.package.test.ts'],
          environment: 'node',
          testTimeout: busyMachineTimeoutMs,
          hookTimeout: busyMachineTimeoutMs,
        },
      },
      {
        // Packages as other apps install them: packed, installed with npm outside the workspace, built, run.
        test: {
          name: 'package',
          include: ['packages/*/test/**/*.package.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        // Tests against the Firebase emulators (Firestore with firestore.rules, Auth), started once for all.
        test: {
          name: 'emulators',
          include: ['{packages,apps}/*/test/**/*.emulator.test.ts'],
          environment: 'node',
          globalSetup: ['tests/emulators-setup.ts'],
          // The files share one emulator and clear its data: one file at a time.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Components and hooks: rendered in jsdom with Testing Library.
        ...workspaceSource,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'dom',
          include: ['{packages,apps}/*/{src,test}/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/dom-setup.ts'],
          testTimeout: busyMachineTimeoutMs,
          hookTimeout: busyMachineTimeoutMs,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' }), vanillaExtractPlugin()],
        optimizeDeps: {
          include: [
            '@vanilla-extract/css',
            '@vanilla-extract/css/fileScope',
            '@vanilla-extract/recipes/createRuntimeFn',
          ],
        },
        test: {
          name: 'storybook',
          // Screenshots of every story in both themes against committed baselines (visual regression).
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
