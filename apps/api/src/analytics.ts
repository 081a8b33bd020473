// Where the dashboards' data comes from. The rules live in @vuga/analytics; the API only chooses the reader:
// Firestore through firebase-admin when a Firestore is configured, else an empty store (the dashboards then
// answer zeros in the right shape, as spec §8's fallback does).
import type { AnalyticsReader } from '@vuga/analytics';
import type { Config } from './config.ts';

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
 * firebase-admin's Firestore for the configured project (the emulator when FIRESTORE_EMULATOR_HOST is set;
 * firebase-admin reads that variable itself). The SDK loads on first read to keep start-up fast.
 */
export function firestoreAnalyticsReader(projectId: string, emulatorHost?: string): AnalyticsReader {
  let reader: Promise<AnalyticsReader> | undefined;
  const load = async () => {
    const { getApps, initializeApp } = await import('firebase-admin/app');
    const { getFirestore } = await import('firebase-admin/firestore');
    const { createAdminReader } = await import('@vuga/analytics/admin');
    const name = `vuga-api-${projectId}`;
    const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
    const db = getFirestore(app);
    if (emulatorHost) db.settings({ host: emulatorHost, ssl: false });
    return createAdminReader(db);
  };
  const target = () => (reader ??= load());
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
  const realProject = !config.FIREBASE_PROJECT_ID.startsWith('demo-');
  return config.FIRESTORE_EMULATOR_HOST || realProject
    ? firestoreAnalyticsReader(config.FIREBASE_PROJECT_ID, config.FIRESTORE_EMULATOR_HOST)
    : emptyAnalyticsReader;
}
