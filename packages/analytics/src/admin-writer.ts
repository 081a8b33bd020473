// The learner records written on the server with firebase-admin. The API answered the chat or translation and
// scored the quiz for a verified token, so it is the only writer: clients may only read (firestore.rules).
//   import { createAdminWriter } from '@vuga/analytics/admin-writer';
//   await createAdminWriter(getFirestore()).write(learnerRecord(key, activity, quizResult));
// Same collections and fields as docs/product.md §7. Each record carries an idempotency key, used as the
// document id of its activity (and quiz result) and created in the same transaction as the counters, so
// writing a record twice (a retry after a timeout whose write did land) counts it once.
import { FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { BEST_SCORE_OVER, COLLECTIONS } from './constants.ts';
import { applyStatsChange, emptyCounters, nextBestScore, type StatsChange, statsChange } from './stats.ts';
import { storageId } from './storage-id.ts';
import type { ActivityRecord, QuizResultRecord } from './types.ts';

/** One thing a learner did, as the server records it. */
export interface LearnerRecord {
  /** Idempotency key (letters, digits, '-'; at most 64): the id of the activity and quiz result documents. */
  key: string;
  activity: ActivityRecord;
  /** A quiz's result (docs/product.md §3's quiz result record), recorded with its activity. */
  quizResult?: QuizResultRecord;
}

/** 'written' the first time; 'duplicate' when the key was already recorded (nothing was counted again). */
export type WriteOutcome = 'written' | 'duplicate';

export interface AdminWriter {
  write(record: LearnerRecord): Promise<WriteOutcome>;
  /** Forgets which days the learner was marked active on (their account is being deleted). */
  forget(email: string): void;
  /** Reads one small document: resolves when the database answers (the outbox's health check). */
  ping(): Promise<void>;
}

const KEY = /^[A-Za-z0-9-]{1,64}$/;

// gRPC status codes the Firestore server SDK reports in `error.code`.
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;

export interface AdminWriterOptions {
  /**
   * Attempts of a transaction refused for contention (firebase-admin retries ABORTED with back-off). Only a
   * quiz over 80 percent reads the stats in its transaction (Firestore has no max() transform for the best
   * score), so only those contend; many at once for one learner need more than the SDK's default 5.
   */
  maxAttempts?: number;
}

export function createAdminWriter(db: Firestore, { maxAttempts = 30 }: AdminWriterOptions = {}): AdminWriter {
  const activities = db.collection(COLLECTIONS.activities);
  const quizResults = db.collection(COLLECTIONS.quizResults);
  const userStats = db.collection(COLLECTIONS.userStats);
  const dailyStats = db.collection(COLLECTIONS.dailyStats);

  /** The counters as field transforms: concurrent writers never lose a count. */
  function increments(change: StatsChange) {
    const data: Record<string, unknown> = { lastActive: FieldValue.serverTimestamp() };
    for (const [field, amount] of Object.entries(change.increments))
      data[field] = FieldValue.increment(amount);
    if (change.quizScore !== undefined) data.lastQuizScore = change.quizScore;
    return data;
  }

  function createRecords(tx: Transaction | WriteBatch, { key, activity, quizResult }: LearnerRecord) {
    // create() fails the whole commit with ALREADY_EXISTS when this key was recorded before.
    tx.create(activities.doc(key), activity);
    if (quizResult) tx.create(quizResults.doc(key), quizResult);
  }

  /**
   * The records and the counters in one atomic commit (a batch: nothing is read, so no transaction is
   * needed); the stats document must exist (see ensureStats).
   */
  function countBlind(record: LearnerRecord, change: StatsChange) {
    const batch = db.batch();
    createRecords(batch, record);
    batch.update(userStats.doc(storageId(record.activity.userEmail)), increments(change));
    return batch.commit();
  }

  /** A quiz that may raise the best score: read the stats, then write, retried on contention. */
  function countWithBest(record: LearnerRecord, change: StatsChange) {
    const email = record.activity.userEmail;
    const stats = userStats.doc(storageId(email));
    return db.runTransaction(
      async (tx) => {
        const snapshot = await tx.get(stats);
        createRecords(tx, record);
        if (!snapshot.exists) {
          // set, not create: the read above already guards this document, and ALREADY_EXISTS must only ever
          // mean "this record's key was recorded before".
          tx.set(stats, newStats(email, record.activity.timestamp, change));
          return;
        }
        const best = Number(snapshot.get('bestQuizScore') ?? 0);
        const raised = nextBestScore(best, change.quizScore);
        tx.update(stats, { ...increments(change), ...(raised > best ? { bestQuizScore: raised } : {}) });
      },
      { maxAttempts },
    );
  }

  function newStats(email: string, createdAt: Date, change?: StatsChange) {
    return {
      ...(change ? applyStatsChange(null, change) : emptyCounters()),
      userEmail: email,
      createdAt,
      lastActive: FieldValue.serverTimestamp(),
    };
  }

  /** Creates a learner's stats document with zero counters unless it exists. */
  async function ensureStats(email: string, createdAt: Date) {
    try {
      await userStats.doc(storageId(email)).create(newStats(email, createdAt));
    } catch (error) {
      if (codeOf(error) !== ALREADY_EXISTS) throw error;
    }
  }

  // The (learner, day) pairs already added to a day's active users. Every learner's every record would
  // otherwise write the one document of the day, a hotspot (Firestore sustains about one write a second on a
  // document): with this, each writer writes it once per learner and day. Bounded: past the limit it starts
  // again.
  const markedActive = new Set<string>();
  const MARKED_ACTIVE_MAX = 100_000;

  /** Adds the learner to the day's active users, creating the day; idempotent (arrayUnion). */
  async function markActive(email: string, date: string) {
    const pair = `${date}\0${email}`;
    if (markedActive.has(pair)) return;
    await addActive(email, date);
    if (markedActive.size >= MARKED_ACTIVE_MAX) markedActive.clear();
    markedActive.add(pair);
  }

  async function addActive(email: string, date: string) {
    const day = dailyStats.doc(date);
    const add = () =>
      day.update({ activeUsers: FieldValue.arrayUnion(email), lastUpdated: FieldValue.serverTimestamp() });
    try {
      await add();
    } catch (error) {
      if (codeOf(error) !== NOT_FOUND) throw error;
      const now = FieldValue.serverTimestamp();
      try {
        await day.create({ activeUsers: [email], date, createdAt: now, lastUpdated: now });
      } catch (raced) {
        if (codeOf(raced) !== ALREADY_EXISTS) throw raced;
        await add();
      }
    }
  }

  async function countOnce(record: LearnerRecord): Promise<WriteOutcome> {
    const change = statsChange(record.activity);
    try {
      if (change.quizScore !== undefined && change.quizScore > BEST_SCORE_OVER) {
        await countWithBest(record, change);
      } else {
        try {
          await countBlind(record, change);
        } catch (error) {
          if (codeOf(error) !== NOT_FOUND) throw error;
          await ensureStats(record.activity.userEmail, record.activity.timestamp);
          await countBlind(record, change);
        }
      }
      return 'written';
    } catch (error) {
      if (codeOf(error) === ALREADY_EXISTS) return 'duplicate';
      throw error;
    }
  }

  return {
    async write(record) {
      if (!KEY.test(record.key)) throw new Error(`Invalid record key: ${JSON.stringify(record.key)}`);
      const outcome = await countOnce(record);
      // Also for a duplicate: the earlier attempt may have counted the record and then failed here.
      await markActive(record.activity.userEmail, record.activity.date);
      return outcome;
    },
    forget(email) {
      for (const pair of markedActive) if (pair.endsWith(`\0${email}`)) markedActive.delete(pair);
    },
    async ping() {
      await dailyStats.doc('0000-00-00').get();
    },
  };
}
