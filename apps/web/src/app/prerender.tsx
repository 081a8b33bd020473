// The build-time renderer (server side of the prerender in ../../prerender-plugin.ts): renders one public page to HTML
// with React Router's StaticRouter, in the state every visitor first sees (signed out, or loading where a stored
// session would change it), so the browser hydrates it without a mismatch.
import { autoTheme, darkTheme, lightTheme } from '@vuga/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { settingsKey } from '../lib/settings.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes, notFoundPath, preloadPages, titleFor } from './router.tsx';

export { notFoundPath, settingsKey };
/** The theme classes, for the inline script that applies a stored theme before the first paint. */
export const themeClasses = { light: lightTheme, dark: darkTheme, auto: autoTheme };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title of the matched route. */
  title: string;
}

export async function render(path: string): Promise<RenderedPage> {
  // Its code loaded first, as the browser does before hydrating: the page renders, not its loading state.
  await preloadPages(path);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { html, title: titleFor(path) };
}
