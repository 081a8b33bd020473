// The Firestore store for the browser, written once for both web SDKs: `firebase/firestore` (./store) and the
// smaller `firebase/firestore/lite` (./store-lite), whose modular functions have the same names and meaning.
// The types are the lite SDK's; ./store adapts the full SDK to them.
import type * as Lite from 'firebase/firestore/lite';
import type { DocumentData, Firestore, Transaction } from 'firebase/firestore/lite';
import { buildActivity, buildQuizResult, type QuizResultInput, type WhenOptions } from './activity.ts';
import { emptyAdminAnalytics } from './admin.ts';
import { BEST_SCORE_OVER, COLLECTIONS } from './constants.ts';
import { emptyLearnerDashboard } from './dashboard.ts';
import {
  type AnalyticsReader,
  loadAdminAnalytics,
  loadAdminUsers,
  loadLearnerDashboard,
  type TodayOptions,
} from './reader.ts';
import { activityFromData, dailyStatsFromData, quizResultFromData, userStatsFromData } from './records.ts';
import { applyStatsChange, nextBestScore, type StatsChange, statsChange } from './stats.ts';
import type {
  ActivityEvent,
  ActivityRecord,
  AdminAnalytics,
  AdminUserRow,
  LearnerDashboard,
  QuizResultRecord,
} from './types.ts';

/** The SDK functions the store uses. */
export type FirestoreSdk = Pick<
  typeof Lite,
  | 'addDoc'
  | 'arrayUnion'
  | 'collection'
  | 'doc'
  | 'getDoc'
  | 'getDocs'
  | 'increment'
  | 'limit'
  | 'orderBy'
  | 'query'
  | 'runTransaction'
  | 'serverTimestamp'
  | 'where'
>;

// ---- What is written: one function per document shape, also used by the rules tests ---------------------

/** The document shapes, with the sentinels (server time, increment, arrayUnion) of the given SDK. */
export function documentShapes(sdk: FirestoreSdk) {
  const { arrayUnion, increment, serverTimestamp } = sdk;

  /** The activity document: the server's time, so the feed's order and the rules' checks can trust it. */
  function activityData(activity: ActivityRecord): DocumentData {
    return { ...activity, timestamp: serverTimestamp() };
  }

  function quizResultData(result: QuizResultRecord): DocumentData {
    return { ...result, timestamp: serverTimestamp() };
  }

  /** The update of an existing stats document: increment() transforms, so concurrent tabs lose nothing. */
  function statsUpdateData(change: StatsChange, newBest?: number): DocumentData {
    const data: DocumentData = { lastActive: serverTimestamp() };
    for (const [field, amount] of Object.entries(change.increments)) data[field] = increment(amount);
    if (change.quizScore !== undefined) data.lastQuizScore = change.quizScore;
    if (newBest !== undefined) data.bestQuizScore = newBest;
    return data;
  }

  /** A new stats document: the first activity applied to zeros. */
  function statsCreateData(email: string, change: StatsChange): DocumentData {
    return {
      ...applyStatsChange(null, change),
      userEmail: email,
      createdAt: serverTimestamp(),
      lastActive: serverTimestamp(),
    };
  }

  function dayUpdateData(email: string): DocumentData {
    return { activeUsers: arrayUnion(email), lastUpdated: serverTimestamp() };
  }

  function dayCreateData(date: string, email: string): DocumentData {
    return { activeUsers: [email], date, createdAt: serverTimestamp(), lastUpdated: serverTimestamp() };
  }

  return { activityData, quizResultData, statsUpdateData, statsCreateData, dayUpdateData, dayCreateData };
}

// ---- Reads ------------------------------------------------------------------------------------------------

/** The dashboards' reads with the web SDK; security rules limit a learner to their own records. */
export function createWebReader(sdk: FirestoreSdk, db: Firestore): AnalyticsReader {
  const { collection, doc, getDoc, getDocs, limit, orderBy, query, where } = sdk;
  const activities = collection(db, COLLECTIONS.activities);
  return {
    async userStats(email) {
      const snapshot = await getDoc(doc(db, COLLECTIONS.userStats, email));
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
  /** Where failed writes and reads are reported (they never reach the learner, spec §8). */
  log?: AnalyticsLogger;
}

export interface ReadOptions<T> extends TodayOptions {
  /** Tried when the Firestore read fails (the API's /learner/dashboard or /admin/*); its failure → defaults. */
  fallback?: () => Promise<T>;
}

export interface AnalyticsStore {
  /** Records an activity: the activity, the stats counters, the day's active users. Never throws. */
  recordActivity(email: string, event: ActivityEvent, when?: WhenOptions): Promise<ActivityRecord>;
  /** Records a quiz result (the quiz's activity is recorded separately with recordActivity). Never throws. */
  recordQuizResult(email: string, result: QuizResultInput, when?: WhenOptions): Promise<QuizResultRecord>;
  learnerDashboard(email: string, options?: ReadOptions<LearnerDashboard>): Promise<LearnerDashboard>;
  adminAnalytics(options?: ReadOptions<AdminAnalytics>): Promise<AdminAnalytics>;
  adminUsers(options?: ReadOptions<AdminUserRow[]>): Promise<AdminUserRow[]>;
  reader: AnalyticsReader;
}

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String(error.code) : '';

export function createAnalyticsStoreWith(
  sdk: FirestoreSdk,
  db: Firestore,
  options: StoreOptions = {},
): AnalyticsStore {
  const { addDoc, collection, doc, runTransaction } = sdk;
  const { activityData, quizResultData, statsUpdateData, statsCreateData, dayUpdateData, dayCreateData } =
    documentShapes(sdk);
  const log: AnalyticsLogger =
    options.log ?? ((message, error) => console.warn(`[analytics] ${message}`, error));
  const reader = createWebReader(sdk, db);

  async function quietly(what: string, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      log(`${what} failed`, error);
    }
  }

  /** Reads the stats first: creates them when missing, and finds whether a quiz raises the best score. */
  function countInTransaction(email: string, change: StatsChange) {
    const ref = doc(db, COLLECTIONS.userStats, email);
    return runTransaction(db, async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists()) {
        tx.set(ref, statsCreateData(email, change));
        return;
      }
      const best = Number(snapshot.data().bestQuizScore ?? 0);
      const raised = nextBestScore(best, change.quizScore);
      tx.update(ref, statsUpdateData(change, raised > best ? raised : undefined));
    });
  }

  /**
   * One write committed on its own (the Commit RPC of a transaction without reads) rather than through the
   * full SDK's shared write stream: these writes fail when the document is missing, and a failure on the stream
   * makes the SDK resend the writes queued behind it (seen on the emulator as ALREADY_EXISTS for added
   * activities when two tabs write at once). The SDK retries a commit refused for contention or a transient
   * error, but not not-found or permission-denied, which the callers handle.
   */
  function commitAlone(write: (tx: Transaction) => void) {
    return runTransaction(db, async (tx) => write(tx));
  }

  async function countInStats(email: string, activity: ActivityRecord) {
    const change = statsChange(activity);
    // A quiz over 80 may raise the best score, which needs the current one: Firestore has no max() transform.
    if (change.quizScore !== undefined && change.quizScore > BEST_SCORE_OVER) {
      return countInTransaction(email, change);
    }
    try {
      await commitAlone((tx) => tx.update(doc(db, COLLECTIONS.userStats, email), statsUpdateData(change)));
    } catch (error) {
      // A missing document answers not-found (or permission-denied: the rules see a create without fields).
      if (!['not-found', 'permission-denied'].includes(codeOf(error))) throw error;
      await countInTransaction(email, change);
    }
  }

  async function markActive(email: string, date: string) {
    const ref = doc(db, COLLECTIONS.dailyStats, date);
    try {
      await commitAlone((tx) => tx.update(ref, dayUpdateData(email)));
    } catch {
      // The day does not exist yet. A learner may not read dailyStats, so no read-then-write transaction:
      // create it, and if another tab or learner created it meanwhile (the rules refuse a create over it),
      // add us to theirs.
      try {
        await commitAlone((tx) => tx.set(ref, dayCreateData(date, email)));
      } catch {
        await commitAlone((tx) => tx.update(ref, dayUpdateData(email)));
      }
    }
  }

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
    async recordActivity(email, event, when) {
      const activity = buildActivity(email, event, when);
      await Promise.all([
        quietly('recording the activity', () =>
          addDoc(collection(db, COLLECTIONS.activities), activityData(activity)),
        ),
        quietly('counting the activity', () => countInStats(email, activity)),
        quietly('marking the day active', () => markActive(email, activity.date)),
      ]);
      return activity;
    },
    async recordQuizResult(email, input, when) {
      const result = buildQuizResult(email, input, when);
      await quietly('recording the quiz result', () =>
        addDoc(collection(db, COLLECTIONS.quizResults), quizResultData(result)),
      );
      return result;
    },
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
