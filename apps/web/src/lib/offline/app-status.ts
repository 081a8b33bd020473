// What the app has to say about itself, for the banner at the top of every page
// (components/layout/app-status-banner.tsx): whether a new version is installed and waiting for the learner to
// reload. It installs in the background and waits; the page reloads only when the learner accepts, never on
// its own, so a page never runs code from two versions nor loses what the learner was doing.
import { useSyncExternalStore } from 'react';
import { updatingRegistration } from './notice.ts';

export interface AppStatus {
  /** Set when a new version is waiting: activates it and reloads the page. */
  update: (() => void) | null;
}

// Prerendered pages and the first render: nothing to say (the browser's state arrives after hydration).
const initial: AppStatus = { update: null };
let status = initial;
const listeners = new Set<() => void>();

export function setAppStatus(change: Partial<AppStatus>) {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useAppStatus = () =>
  useSyncExternalStore(
    subscribe,
    () => status,
    () => initial,
  );

let accepted = false;

/** Offers the registration's new version once it is installed (it may still be installing). */
function offerUpdate(registration: ServiceWorkerRegistration) {
  const offer = (worker: ServiceWorker) =>
    setAppStatus({
      update: () => {
        accepted = true;
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  if (registration.waiting) return offer(registration.waiting);
  const worker = registration.installing;
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed') offer(worker);
  });
}

const registration = updatingRegistration();
if (registration) {
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) location.reload();
  });
  offerUpdate(registration);
  // Another deploy while this one is offered: offer the newest.
  registration.onupdatefound = () => offerUpdate(registration);
}
