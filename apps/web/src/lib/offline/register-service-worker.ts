// Registers the service worker (dist/sw.js, service-worker-plugin.ts) once the page has loaded and painted, so
// neither its script nor its precache downloads compete with the page's own. A new version found while an older
// one controls the page (the first install has nothing to update) is handed to the banner (notice.ts), whose
// code offers it to the learner (app-status.ts); until then only these lines run, in every page's JavaScript.
import { needNotice } from './notice.ts';

export function registerServiceWorker() {
  const container = navigator.serviceWorker;
  if (!container || import.meta.env.DEV) return;
  const register = () =>
    container.register('/sw.js').then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // Some browsers (and Playwright with workers blocked) answer without a registration.
        if (!registration) return;
        const found = () => {
          if (container.controller) needNotice(registration);
        };
        if (registration.waiting) found();
        registration.onupdatefound = found;
      },
      // A browser that refuses a worker (a private window): the app works as it did.
      () => undefined,
    );
  if (document.readyState === 'complete') setTimeout(register);
  else addEventListener('load', () => setTimeout(register));
}
