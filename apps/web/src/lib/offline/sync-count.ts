// How many records made offline wait in the outbox (outbox.ts) and how many the server refused for good: what
// the offline banner and the ends of a lesson and a review session say. Apart from the outbox so that reading
// the figures loads no IndexedDB code.
import { useSyncExternalStore } from 'react';

export interface SyncCount {
  /** Records not yet acknowledged by the server. */
  waiting: number;
  /** Records the server refused (4xx): kept to be seen, never sent again. */
  failed: number;
}

const none: SyncCount = { waiting: 0, failed: 0 };
let count = none;
const listeners = new Set<() => void>();

export function setSyncCount(next: SyncCount) {
  if (next.waiting === count.waiting && next.failed === count.failed) return;
  count = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const getSyncCount = () => count;

export const useSyncCount = () => useSyncExternalStore(subscribe, getSyncCount, () => none);
