import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{packages,apps}/*/{src,test}/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Components and hooks: rendered in jsdom with Testing Library.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'dom',
          include: ['{packages,apps}/*/{src,test}/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/dom-setup.ts'],
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
