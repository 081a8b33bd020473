// The README's Vite set-up: the theme's class on <html> in the HTML itself, before the app's script runs.
// (Vite bundles and loads this file itself; the app's tsc checks main.tsx, as the README's readers would.)
import { themeScript } from '@vuga/ui/theme';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    {
      name: 'vuga-theme',
      transformIndexHtml: () => [
        { tag: 'script', children: themeScript({ storageKey: 'theme' }), injectTo: 'head-prepend' },
      ],
    },
  ],
});
