// Learner activity → Firestore through @vuga/analytics, loaded on demand (the home page never pays for the
// Firestore SDK). Writes never throw (spec §8); a learner who opted out in Settings → Privacy is not recorded.
import type { ActivityEvent, QuizResultInput } from '@vuga/analytics';
import type { AnalyticsStore } from '@vuga/analytics/store-lite';
import { loadFirestore } from './firebase.ts';
import { getSettings } from './settings.ts';

let storePromise: Promise<AnalyticsStore> | null = null;
/** Writes still on their way, so a read in this tab can wait for them and show what the learner just did. */
const pending = new Set<Promise<void>>();

function track(write: Promise<unknown>): Promise<void> {
  const done = write.then(() => undefined);
  pending.add(done);
  return done.finally(() => pending.delete(done));
}

/** Resolves when every activity and quiz result recorded so far in this tab has been written (or failed). */
export async function writesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

export function loadAnalyticsStore(): Promise<AnalyticsStore> {
  storePromise ??= Promise.all([loadFirestore(), import('@vuga/analytics/store-lite')]).then(
    ([db, { createAnalyticsStore }]) => createAnalyticsStore(db),
  );
  return storePromise;
}

export async function recordActivity(email: string | null | undefined, event: ActivityEvent): Promise<void> {
  if (!email || getSettings().privacy.analyticsOptOut) return;
  return track(
    loadAnalyticsStore()
      .then((store) => store.recordActivity(email, event))
      .catch((error) => console.warn('[analytics] recording the activity failed', error)),
  );
}

export async function recordQuizResult(
  email: string | null | undefined,
  result: QuizResultInput,
): Promise<void> {
  if (!email || getSettings().privacy.analyticsOptOut) return;
  return track(
    loadAnalyticsStore()
      .then((store) => store.recordQuizResult(email, result))
      .catch((error) => console.warn('[analytics] recording the quiz result failed', error)),
  );
}
