// Where the dashboards' data comes from. The rules live in @vuga/analytics; the API only chooses the reader:
// Firestore through firebase-admin when a Firestore is configured, else an empty store (the dashboards then
// answer zeros in the right shape, as docs/product.md §8's fallback does).
import type { AnalyticsReader } from '@vuga/analytics';
import type { Config } from './config.ts';
import { firebaseAdminApp } from './firebase.ts';

/** A store with no users and no activity. */
export const emptyAnalyticsReader: AnalyticsReader = {
  userStats: async () => null,
  userActivities: async () => [],
  userQuizResults: async () => [],
  hasActivityOn: async () => false,
  allUserStats: async () => [],
  latestActivities: async () => [],
  dailyStats: async () => null,
};

/**
 * firebase-admin's Firestore for the project (the emulator when FIRESTORE_EMULATOR_HOST is set in the
 * environment: firebase-admin reads it itself). The SDK loads on first read to keep start-up fast.
 */
export function firestoreAnalyticsReader(projectId: string): AnalyticsReader {
  let reader: Promise<AnalyticsReader> | undefined;
  const load = async () => {
    const { getFirestore } = await import('firebase-admin/firestore');
    const { createAdminReader } = await import('@vuga/analytics/admin');
    return createAdminReader(getFirestore(await firebaseAdminApp(projectId)));
  };
  // A failed load (the SDK could not start) is retried by the next request rather than remembered.
  const target = () =>
    (reader ??= load().catch((error: unknown) => {
      reader = undefined;
      throw error;
    }));
  return {
    userStats: async (email) => (await target()).userStats(email),
    userActivities: async (email, limit) => (await target()).userActivities(email, limit),
    userQuizResults: async (email, limit) => (await target()).userQuizResults(email, limit),
    hasActivityOn: async (email, date) => (await target()).hasActivityOn(email, date),
    allUserStats: async () => (await target()).allUserStats(),
    latestActivities: async (limit) => (await target()).latestActivities(limit),
    dailyStats: async (date) => (await target()).dailyStats(date),
  };
}

/**
 * The reader for a configuration: Firestore when an emulator is configured or when running against a real
 * project (FIREBASE_PROJECT_ID not a demo-* project), else the empty store.
 */
export function analyticsReaderFor(config: Config): AnalyticsReader {
  return usesFirestore(config) ? firestoreAnalyticsReader(config.FIREBASE_PROJECT_ID) : emptyAnalyticsReader;
}

/** Firestore is there: an emulator is configured, or the project is a real one (not demo-*). */
export function usesFirestore(config: Config): boolean {
  return Boolean(config.FIRESTORE_EMULATOR_HOST) || !config.FIREBASE_PROJECT_ID.startsWith('demo-');
}
