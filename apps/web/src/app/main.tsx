// The browser entry: a prerendered public page (dist/<page>.html, see prerender.tsx; it loads this once it has
// painted) is hydrated once its page's module is loaded; any other address (the app shell, dist/app.html) is
// rendered from scratch.
import { applyTheme } from '@vuga/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { registerServiceWorker } from '../lib/offline/register-service-worker.ts';
import { appHistory } from '../lib/router-history.ts';
import { getSettings } from '../lib/settings.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes, preloadPages, samePage } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Apply the stored theme before React renders, so a dark-mode learner never sees a light flash (prerendered
// pages already did it in an inline script; this keeps the app shell right too).
applyTheme(getSettings().preferences.theme);

/**
 * Resolves in a task of its own. Starting the app is cut into steps, each in its own task: a slow phone would
 * otherwise spend one long task evaluating this chunk, reading the address, loading the page's module and
 * setting React up, and a tap on the page meanwhile would wait for all of it.
 */
function nextTask() {
  // A message rather than a timer, like React's scheduler: no 4 ms clamp, and a test's paused clock holds none.
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function start(root: HTMLElement) {
  await nextTask();
  const history = appHistory();
  // A prerendered page (prerender-plugin.ts notes the address it was rendered for) is hydrated where it belongs; the
  // HTML of another page (a host answering an app address with some other page's file) is replaced.
  const renderedFor = root.dataset.path;
  const prerendered = renderedFor !== undefined && samePage(renderedFor, history.location.pathname);

  const app = (
    <StrictMode>
      <AppProviders>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </AppProviders>
    </StrictMode>
  );

  // Rendering as a transition lets React yield to the browser between components (no long task), so a page
  // already on screen answers input while it becomes interactive.
  if (prerendered) {
    // The page's module must be in place before hydrating, or React would find a loading page where the HTML
    // has the content. Not a top-level await: the page's module imports this chunk, which must finish
    // evaluating first. If the module fails to load, the page tries once more as it hydrates and else shows
    // RouteError.
    await nextTask();
    await preloadPages(history.location.pathname).catch(() => undefined);
    await nextTask();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    startTransition(() => {
      createRoot(root).render(app);
    });
  }
}

void start(container);
registerServiceWorker();
