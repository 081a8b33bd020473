// Learner records in the browser: read only. The API writes each activity and quiz result when it answers
// (it saw the request and scored the quiz, so the figures can be trusted); the dashboards read them from
// Firestore through @vuga/analytics, loaded on demand (the home page never pays for the Firestore SDK).
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

/**
 * What a chat, translation or quiz request tells the API for its record: the learner's time zone (the day it
 * counts for) and whether they opted out in Settings → Privacy (then nothing is recorded).
 */
export function recordingFields(): { time_zone: string; analytics_opt_out: boolean } {
  return {
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    analytics_opt_out: getSettings().privacy.analyticsOptOut,
  };
}
