// What the app has to say about itself, for the banner at the top of every page
// (components/layout/app-status-banner.tsx), and what the actions that need the server check (useOnline):
// - whether the browser has a network (its online/offline events);
// - whether the API answered the last request that tried (a request that failed for want of a network says
//   no, any answer says yes: lib/api-client.ts);
// - whether a new version is installed and waiting. It installs in the background; the page reloads only when
//   the learner accepts, never on its own, so a page never runs code from two versions nor loses what the
//   learner was doing.
import { useSyncExternalStore } from 'react';
import { needNotice, updatingRegistration } from './notice.ts';

export interface AppStatus {
  /** The browser's own view: false when it knows it has no network. */
  online: boolean;
  /** False once a request to the API failed for want of a network, until one gets an answer again. */
  reachable: boolean;
  /** Set when a new version is waiting: activates it and reloads the page. */
  update: (() => void) | null;
}

// Prerendered pages and the first render: nothing to say (the browser's state arrives after hydration).
const initial: AppStatus = { online: true, reachable: true, update: null };
let status = initial;
const listeners = new Set<() => void>();

export function setAppStatus(change: Partial<AppStatus>) {
  if (Object.entries(change).every(([key, value]) => status[key as keyof AppStatus] === value)) return;
  status = { ...status, ...change };
  for (const listener of listeners) listener();
  if (!status.online || !status.reachable || status.update) needNotice();
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

/** Whether the server can be reached now, as far as the app knows: actions that need it check this. */
export function useOnline() {
  const { online, reachable } = useAppStatus();
  return online && reachable;
}

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

if (typeof window !== 'undefined') {
  const connection = () => setAppStatus({ online: navigator.onLine, reachable: true });
  addEventListener('online', connection);
  addEventListener('offline', connection);
  connection();
  const registration = updatingRegistration();
  if (registration) {
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (accepted) location.reload();
    });
    offerUpdate(registration);
    // Another deploy while this one is offered: offer the newest.
    registration.onupdatefound = () => offerUpdate(registration);
  }
}
