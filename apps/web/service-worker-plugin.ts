// Vite plugin that writes the service worker (dist/sw.js) with Workbox once the build is complete: after the
// prerender plugin (prerender-plugin.ts) has written the public pages and the app shell, so their HTML is in the
// precache beside the app's chunks, stylesheet, fonts and icons. The installed app then opens with no network:
// a prerendered page from its own file (Workbox's clean URLs: /about is about.html), an app page (/learn, a
// lesson, …) from the app shell, as Hosting's rewrites do. A new build is a new worker that waits until the
// learner chooses "Reload to update" (lib/offline/service-worker.ts): skipWaiting is off, so a page never runs
// with code from two versions.
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { generateSW } from 'workbox-build';
import { shellPaths } from './src/config/paths.ts';

/** The worker's file, served at the root so its scope is the whole app. */
export const serviceWorkerFile = 'sw.js';

/** An app page's address as a pattern (`*` is one path segment, as in shellPaths). */
const addressPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '[^/]+')}$`);

export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vuga:service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Last, and only once the prerender plugin's closeBundle (which writes the HTML) has finished.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const dist = resolve(config.root, config.build.outDir);
        const { count, size, warnings } = await generateSW({
          mode: 'production',
          globDirectory: dist,
          swDest: resolve(dist, serviceWorkerFile),
          // Every page's HTML, the chunks, the stylesheet, the Latin font files and the icons. The other font
          // subsets (Cyrillic, Greek, Vietnamese, …) load from the network only if a page shows such text.
          globPatterns: [
            '*.html',
            'assets/*.{js,css}',
            'assets/*-latin-*.woff2',
            'icons/*',
            'favicon.svg',
            'manifest.webmanifest',
          ],
          // Chunks carry a content hash in their name: no revision query needed.
          dontCacheBustURLsMatching: /^assets\//,
          navigateFallback: '/app.html',
          navigateFallbackAllowlist: shellPaths.map(addressPattern),
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: false,
          inlineWorkboxRuntime: true,
          sourcemap: false,
          disableDevLogs: true,
        });
        for (const warning of warnings) config.logger.warn(`service worker: ${warning}`);
        config.logger.info(
          `service worker: ${count} files precached, ${(size / 1024).toFixed(1)} kB (uncompressed)`,
        );
      },
    },
  };
}
