import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { nodeStubs, offlineTutorContent } from './offline-tutor-plugin.ts';
import { prerender } from './prerender-plugin.ts';
import { reactDomSignals } from './react-dom-signals-plugin.ts';
import { serviceWorker } from './service-worker-plugin.ts';
import { parseEnv } from './src/config/env-schema.ts';

// React Router's package exports only its development build (warnings and checks); builds use its production one.
const reactRouter = dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
    'react-router/package.json',
  ),
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouter, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouter, 'dist/production/dom-export.mjs') },
];

// The kit's TypeScript source, not its built dist/ (packages/ui/package.json's "@vuga/source" condition, as
// in tsconfig.base.json; an alias reaches vanilla-extract's own Vite server, which conditions do not).
const uiSource = {
  find: /^@vuga\/ui$/,
  replacement: fileURLToPath(new URL('../../packages/ui/src/index.ts', import.meta.url)),
};

/**
 * Preloads the Latin file of the kit's typeface (@vuga/ui's Figtree), which every page's text needs: the browser
 * fetches it beside the stylesheet instead of after it, so the text is usually drawn in it from the first paint.
 * The other subsets load only if a page uses their characters.
 */
function preloadFont(file: RegExp): Plugin {
  return {
    name: 'vuga:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((name) => file.test(name))
          .map((name) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${name}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          })),
    },
  };
}

/**
 * Marks the app's entry chunk (React, the router, the layout and the home page: all of it runs as a page starts)
 * for eager compilation with V8's explicit compile hint. Chromium then compiles its functions on a background
 * thread while the file streams in, instead of on the main thread at each function's first call, in the tasks
 * that hydrate a prerendered page (the home page's main thread after its first paint, in Lighthouse's traces:
 * median 399 → 313 ms and 367 → 323 ms in two alternated series). Other browsers read a comment.
 */
function compileHint(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'vuga:compile-hint',
    apply: 'build',
    // Added after minifying, which drops comments; the file's name still changes with it.
    augmentChunkHash: (chunk) => (chunk.isEntry ? hint : undefined),
    // Last, after Vite adds its preload map above the code: the hint must be the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && file.isEntry) file.code = hint + file.code;
      },
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    react(),
    reactDomSignals(),
    vanillaExtractPlugin(),
    preloadFont(/\/figtree-latin-wght-normal-[\w-]+\.woff2$/),
    ...(isSsrBuild ? [] : [compileHint()]),
    prerender(),
    serviceWorker(),
    offlineTutorContent(),
  ],
  // The offline tutor's worker (src/lib/offline-tutor/tutor.worker.ts): a module, with the engine's file loader
  // given stubs (offline-tutor-plugin.ts).
  worker: { format: 'es', plugins: () => [nodeStubs()] },
  // VITE_* values from .env files and the environment, checked once here (a bad value fails the build).
  define: { __VUGA_ENV__: JSON.stringify(parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))) },
  resolve: { alias: [uiSource, ...(command === 'build' ? productionReactRouter : [])] },
  build: {
    target: 'es2022',
    sourcemap: false,
    // No polyfill for <link rel="modulepreload"> (about 350 bytes gzip of the home page's JavaScript): every
    // browser that supports it (Chromium, Firefox 115+, Safari 17+) preloads a page's chunks as before; an older
    // one loads them as their imports are found, which is slower to start a page but changes nothing else.
    modulePreload: { polyfill: false },
    // One stylesheet for every page: the prerendered pages inline the rules they use and load it whole with their
    // code (prerender-plugin.ts), so a page's styles never arrive after its HTML with its route's code.
    cssCodeSplit: false,
    // Everything the entry imports statically (React, the router, the layout, the home page) in one chunk: a
    // page starts with one file instead of about twenty, which also compress better together (101 → 93 kB
    // gzip for the home page).
    // The API's client, the connection state it feeds and the banner that shows it in one chunk
    // (lib/offline/notice.ts): a page that talks to the API lists one file for all of them, and the app's chunk,
    // which lists every page's files, stays within its budget. The feedback form's choices
    // (api-client/src/feedback-form.ts) in a chunk of their own: the feedback page imports them as it starts, and
    // the rest of the API's client only when feedback is sent.
    rolldownOptions: {
      output: {
        // Seven characters of hash rather than eight in the browser's chunks: the app's chunk lists every chunk's
        // file for its preloads, and the names' hashes, which do not compress, are part of the home page's
        // JavaScript. (The prerender's Node build keeps the default.)
        ...(isSsrBuild ? {} : { chunkFileNames: 'assets/[name]-[hash:7].js' }),
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'feedback-form', test: /\/packages\/api-client\/src\/feedback-form\.ts$/ },
            { name: 'Banner', test: /\/packages\/ui\/src\/components\/Banner\/Banner\.(tsx|css\.ts)$/ },
            {
              name: 'api-client',
              test: /\/(packages\/api-client\/src\/(?!feedback-form\.ts$).*|apps\/web\/src\/(lib\/(api-client|offline\/(app-status|offline-content))\.ts|components\/layout\/app-status-banner\.tsx))$/,
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
}));
