// The dashboards' Firestore reads in the browser, written once for both web SDKs: `firebase/firestore`
// (./store) and the smaller `firebase/firestore/lite` (./store-lite), whose modular functions have the same
// names and meaning. The types are the lite SDK's; ./store adapts the full SDK to them. Browsers only read
// learner records: the API writes them (./admin-writer), and firestore.rules refuse every client write.
import type * as Lite from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { emptyAdminAnalytics } from './admin-figures.ts';
import { COLLECTIONS } from './constants.ts';
import { emptyLearnerDashboard } from './dashboard.ts';
import {
  type AnalyticsReader,
  loadAdminAnalytics,
  loadAdminUsers,
  loadLearnerDashboard,
  type TodayOptions,
} from './reader.ts';
import { activityFromData, dailyStatsFromData, quizResultFromData, userStatsFromData } from './records.ts';
import { storageId } from './storage-id.ts';
import type { AdminAnalytics, AdminUserRow, LearnerDashboard } from './types.ts';

/** The SDK functions the store uses. */
export type FirestoreSdk = Pick<
  typeof Lite,
  'collection' | 'doc' | 'getDoc' | 'getDocs' | 'limit' | 'orderBy' | 'query' | 'where'
>;

// ---- Reads ------------------------------------------------------------------------------------------------

/** The dashboards' reads with the web SDK; security rules limit a learner to their own records. */
export function createWebReader(sdk: FirestoreSdk, db: Firestore): AnalyticsReader {
  const { collection, doc, getDoc, getDocs, limit, orderBy, query, where } = sdk;
  const activities = collection(db, COLLECTIONS.activities);
  return {
    async userStats(email) {
      const snapshot = await getDoc(doc(db, COLLECTIONS.userStats, storageId(email)));
      return snapshot.exists() ? userStatsFromData(snapshot.id, snapshot.data()) : null;
    },
    async userActivities(email, count) {
      const snapshot = await getDocs(
        query(activities, where('userEmail', '==', email), orderBy('timestamp', 'desc'), limit(count)),
      );
      return snapshot.docs.map((d) => activityFromData(d.data()));
    },
    async userQuizResults(email, count) {
      const snapshot = await getDocs(
        query(
          collection(db, COLLECTIONS.quizResults),
          where('userEmail', '==', email),
          orderBy('timestamp', 'desc'),
          limit(count),
        ),
      );
      return snapshot.docs.map((d) => quizResultFromData(d.data()));
    },
    async hasActivityOn(email, date) {
      const snapshot = await getDocs(
        query(activities, where('userEmail', '==', email), where('date', '==', date), limit(1)),
      );
      return !snapshot.empty;
    },
    async allUserStats() {
      const snapshot = await getDocs(collection(db, COLLECTIONS.userStats));
      return snapshot.docs.map((d) => userStatsFromData(d.id, d.data()));
    },
    async latestActivities(count) {
      const snapshot = await getDocs(query(activities, orderBy('timestamp', 'desc'), limit(count)));
      return snapshot.docs.map((d) => activityFromData(d.data()));
    },
    async dailyStats(date) {
      const snapshot = await getDoc(doc(db, COLLECTIONS.dailyStats, date));
      return snapshot.exists() ? dailyStatsFromData(snapshot.id, snapshot.data()) : null;
    },
  };
}

// ---- The store --------------------------------------------------------------------------------------------

export type AnalyticsLogger = (message: string, error: unknown) => void;

export interface StoreOptions {
  /** Where failed reads are reported (they never reach the learner, docs/product.md §8). */
  log?: AnalyticsLogger;
}

export interface ReadOptions<T> extends TodayOptions {
  /**
   * Tried when the Firestore read fails (the API's /learner/dashboard or /admin/*); its failure → defaults.
   */
  fallback?: () => Promise<T>;
}

export interface AnalyticsStore {
  learnerDashboard(email: string, options?: ReadOptions<LearnerDashboard>): Promise<LearnerDashboard>;
  adminAnalytics(options?: ReadOptions<AdminAnalytics>): Promise<AdminAnalytics>;
  adminUsers(options?: ReadOptions<AdminUserRow[]>): Promise<AdminUserRow[]>;
  reader: AnalyticsReader;
}

export function createAnalyticsStoreWith(
  sdk: FirestoreSdk,
  db: Firestore,
  options: StoreOptions = {},
): AnalyticsStore {
  const log: AnalyticsLogger =
    options.log ?? ((message, error) => console.warn(`[analytics] ${message}`, error));
  const reader = createWebReader(sdk, db);

  async function read<T>(what: string, load: () => Promise<T>, options: ReadOptions<T>, empty: () => T) {
    try {
      return await load();
    } catch (error) {
      log(`reading ${what} failed`, error);
    }
    if (options.fallback) {
      try {
        return await options.fallback();
      } catch (error) {
        log(`the fallback for ${what} failed`, error);
      }
    }
    return empty();
  }

  return {
    reader,
    learnerDashboard: (email, options = {}) =>
      read(
        'the learner dashboard',
        () => loadLearnerDashboard(reader, email, options),
        options,
        emptyLearnerDashboard,
      ),
    adminAnalytics: (options = {}) =>
      read('the admin analytics', () => loadAdminAnalytics(reader, options), options, emptyAdminAnalytics),
    adminUsers: (options = {}) =>
      read(
        'the admin users',
        () => loadAdminUsers(reader, options),
        options,
        () => [],
      ),
  };
}
