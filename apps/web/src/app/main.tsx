// The browser entry: a prerendered public page (dist/<page>.html, see prerender.tsx) is hydrated once its route
// module is loaded; any other address (the app shell, dist/app.html) is rendered from scratch.
import { applyTheme } from '@vuga/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes, RouterProvider } from 'react-router-dom';
import { getSettings } from '../lib/settings.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

declare global {
  interface Window {
    /** Written into prerendered pages by React Router's StaticRouterProvider. */
    __staticRouterHydrationData?: HydrationState;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Apply the stored theme before React renders, so a dark-mode learner never sees a light flash (prerendered
// pages already did it in an inline script; this keeps the app shell right too).
applyTheme(getSettings().preferences.theme);

const hydrationData = window.__staticRouterHydrationData;
const prerendered = hydrationData !== undefined && container.hasChildNodes();

if (prerendered) {
  // The page's lazy route modules must be in place before hydrating, or React would find a loading page
  // where the HTML has the content.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createBrowserRouter(routes, prerendered ? { hydrationData } : {})} />
    </AppProviders>
  </StrictMode>
);

// Rendering as a transition lets React yield to the browser between components (no long task), so a page
// already on screen answers input while it becomes interactive.
startTransition(() => {
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
