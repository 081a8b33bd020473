// Whether the app has something to say about itself above every page (components/layout/app-status-banner.tsx):
// a new version waiting, or no connection. Only this flag is in the code every page loads; what there is to say
// (app-status.ts) and the banner load once it is set, so the home page's JavaScript stays within its budget.
// The connection is followed from the first page that talks to the API (app-status.ts loads with its client):
// the public pages need no server, and open offline from the service worker.
import { useSyncExternalStore } from 'react';

let needed = false;
let updating: ServiceWorkerRegistration | undefined;
const listeners = new Set<() => void>();

/** Something to say; with the registration when a new version of the app was found. */
export function needNotice(registration?: ServiceWorkerRegistration) {
  updating ??= registration;
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

/** The service worker registration that found a new version, if one did. */
export const updatingRegistration = () => updating;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** False on the server and at first render (prerendered pages hydrate without it). */
export const useNoticeNeeded = () =>
  useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
