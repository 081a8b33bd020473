// The build-time renderer (server side of the prerender in ../../prerender.ts): renders one public page to HTML
// with React Router's static handler, in the state every visitor first sees (signed out, or loading where a
// stored session would change it), so the browser hydrates it without a mismatch.
import { autoTheme, darkTheme, lightTheme } from '@vuga/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { settingsKey } from '../lib/settings.ts';
import { AppProviders } from './providers.tsx';
import { notFoundPath, prerenderedPaths, routes } from './router.tsx';

export { notFoundPath, prerenderedPaths, settingsKey };
/** The theme classes, for the inline script that applies a stored theme before the first paint. */
export const themeClasses = { light: lightTheme, dark: darkTheme, auto: autoTheme };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title of the matched route. */
  title: string;
  status: number;
  /** React Router's hydration state (main.tsx reads it from window.__staticRouterHydrationData). */
  hydrationData: unknown;
}

export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response)
    throw new Error(`${path} redirects (${context.status}); it cannot be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const titles = context.matches.map(
    (match) => (match.route.handle as { title?: string } | undefined)?.title,
  );
  const title = titles.filter(Boolean).at(-1) ?? 'Vuga';
  // Written by prerender.ts into <head>, not after the markup inside #root, which must hold only what hydrates.
  const hydrationData = { loaderData: context.loaderData, actionData: context.actionData, errors: null };
  return { html, title, status: context.statusCode, hydrationData };
}
