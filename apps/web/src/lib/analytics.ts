// Learner activity → Firestore through @vuga/analytics, loaded on demand (the home page never pays for the
// Firestore SDK). Writes never throw (spec §8); a learner who opted out in Settings → Privacy is not recorded.
import type { ActivityEvent, QuizResultInput } from '@vuga/analytics';
import type { AnalyticsStore } from '@vuga/analytics/store-lite';
import { loadFirestore } from './firebase.ts';
import { getSettings } from './settings.ts';

let storePromise: Promise<AnalyticsStore> | null = null;

export function loadAnalyticsStore(): Promise<AnalyticsStore> {
  storePromise ??= Promise.all([loadFirestore(), import('@vuga/analytics/store-lite')]).then(
    ([db, { createAnalyticsStore }]) => createAnalyticsStore(db),
  );
  return storePromise;
}

export async function recordActivity(email: string | null | undefined, event: ActivityEvent): Promise<void> {
  if (!email || getSettings().privacy.analyticsOptOut) return;
  try {
    await (await loadAnalyticsStore()).recordActivity(email, event);
  } catch (error) {
    console.warn('[analytics] recording the activity failed', error);
  }
}

export async function recordQuizResult(
  email: string | null | undefined,
  result: QuizResultInput,
): Promise<void> {
  if (!email || getSettings().privacy.analyticsOptOut) return;
  try {
    await (await loadAnalyticsStore()).recordQuizResult(email, result);
  } catch (error) {
    console.warn('[analytics] recording the quiz result failed', error);
  }
}
