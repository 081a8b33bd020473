// How many review cards are due, for the badge in the navigation: a tiny store (no query library, which the
// home page does not load), set from every Learn and Review answer, which all carry the count.
import { useSyncExternalStore } from 'react';

let due: number | null = null;
const listeners = new Set<() => void>();

export function setDueCount(count: number | null) {
  if (count === due) return;
  due = count;
  for (const listener of listeners) listener();
}

export const getDueCount = () => due;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The due count, or null before it is known (or when signed out). */
export const useDueCount = () => useSyncExternalStore(subscribe, getDueCount, () => null);
