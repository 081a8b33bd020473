// Records what a learner did after the API answered: the activity, the quiz result, the counters and the day's
// active users, written to Firestore by @vuga/analytics/admin-writer. The learner gets the answer whatever
// happens here: a write that fails or takes longer than RECORD_TIMEOUT_MS goes to the durable outbox
// (outbox.ts), which is drained while Firestore answers again. While records wait there, new ones join them
// rather than each waiting for the timeout, and a drain retries with back-off. A drain tells the database
// being down (stop, retry later) from one record being refused (skip it, go on with the others): a record
// refused for good POISON_TRIES times is buried with its reason, so one bad record never stops the rest.
import { randomUUID } from 'node:crypto';
import { type ActivityEvent, buildActivity, buildQuizResult, type QuizResultInput } from '@vuga/analytics';
import type { AdminWriter, LearnerRecord } from '@vuga/analytics/admin-writer';
import type { FastifyBaseLogger } from 'fastify';
import type { DeadLetter, Outbox } from './outbox.ts';

export interface RecordInput {
  email: string;
  event: ActivityEvent;
  /** A scored quiz's result, recorded with its activity. */
  quizResult?: QuizResultInput;
  /** The learner's IANA time zone: the record's day (default UTC). */
  timeZone?: string | undefined;
  /** When the learner did it (ms since the epoch) by the route's clock; default now. */
  at?: number | undefined;
}

/** 'skipped': nothing is recorded (no database configured, or the learner opted out). */
export type RecordOutcome = 'written' | 'queued' | 'dropped' | 'skipped';

export interface Recorder {
  record(input: RecordInput): Promise<RecordOutcome>;
  /** Tries to write everything waiting in the outbox until it is empty or `deadline` (ms since epoch) passes. */
  flush(deadline: number): Promise<void>;
  /** Records waiting in the outbox, dropped (outbox full) and buried (refused for good). */
  backlog(): { pending: number; dropped: number; dead: number };
  /** The records refused for good, newest first, with the reasons (admin system health). */
  deadLetters(limit: number): Promise<DeadLetter[]>;
  /**
   * Drops the records waiting in the outbox for a learner whose account is being deleted, so a later drain
   * does not bring their activity and counters back.
   */
  forget(email: string): Promise<number>;
  /** Stops the retry timer (the outbox stays on disk for the next start). */
  close(): void;
}

export interface RecorderOptions {
  /** The Firestore writer, loaded on first use (firebase-admin starts slowly). */
  writer: () => Promise<AdminWriter>;
  outbox: Outbox;
  /** How long the answer waits for the database before the record goes to the outbox. */
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** First retry delay of the outbox; doubles on each failed drain up to 30 s. */
  retryMs?: number;
}

/** Sortable by time (the outbox drains in name order after a restart), unique by the UUID. */
export const recordKey = (now: Date) => `${now.getTime().toString(36)}-${randomUUID()}`;

export function learnerRecord(input: RecordInput, now = new Date()): LearnerRecord {
  const when = { now, timeZone: input.timeZone ?? 'UTC' };
  const activity = buildActivity(input.email, input.event, when);
  const key = recordKey(now);
  return input.quizResult
    ? { key, activity, quizResult: buildQuizResult(input.email, input.quizResult, when) }
    : { key, activity };
}

class TimeoutError extends Error {}
/** The writer could not be loaded or reached: nothing is known about the record itself. */
class UnavailableError extends Error {}

/** gRPC codes (firebase-admin's `error.code`) of a record that will be refused again: bad data. */
const RECORD_CODES = new Set([3 /* INVALID_ARGUMENT */, 11 /* OUT_OF_RANGE */]);
/** gRPC codes of the database's state, which a retry can outlast. */
const DATABASE_CODES = new Set([
  1 /* CANCELLED */, 4 /* DEADLINE_EXCEEDED */, 7 /* PERMISSION_DENIED */, 8 /* RESOURCE_EXHAUSTED */,
  10 /* ABORTED */, 14 /* UNAVAILABLE */, 16 /* UNAUTHENTICATED */,
]);
/** Errors of Node's sockets: the database cannot be reached. */
const NETWORK = /^E[A-Z]+$/;

/**
 * Whom a failed write is about: the record (skip it, go on with the others), the database (stop, retry later),
 * or either ('unknown': UNKNOWN, INTERNAL… — the Firestore emulator answers UNKNOWN to text that is not
 * UTF-8), which the next record decides (if it is written, the database is up and this record was refused),
 * or, when none follows, a read of the database.
 */
export function failureOf(error: unknown): 'record' | 'database' | 'unknown' {
  if (error instanceof TimeoutError || error instanceof UnavailableError) return 'database';
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  if (typeof code === 'number') {
    return RECORD_CODES.has(code) ? 'record' : DATABASE_CODES.has(code) ? 'database' : 'unknown';
  }
  if (typeof code === 'string') return NETWORK.test(code) ? 'database' : 'unknown';
  // No code: the SDK refused the record before sending it (an invalid document path or value).
  return error instanceof Error ? 'record' : 'unknown';
}

/** Failures for good before a record is buried (a first refusal may be a fluke of a database restarting). */
export const POISON_TRIES = 3;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const MAX_RETRY_MS = 30_000;

type Pass = 'done' | 'down' | 'refused';

export function createRecorder({ writer, outbox, timeoutMs, log, retryMs = 500 }: RecorderOptions): Recorder {
  let loaded: Promise<AdminWriter> | undefined;
  const load = () =>
    (loaded ??= writer().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  const write = async (record: LearnerRecord) =>
    withTimeout(
      load().then(
        (w) => w.write(record),
        (error: unknown) => {
          throw new UnavailableError(`the database writer could not be loaded: ${String(error)}`);
        },
      ),
      timeoutMs,
    );
  /** Refusals for good so far, per waiting record (a restart starts them again: at most POISON_TRIES more). */
  const refusals = new Map<string, number>();

  let delay = retryMs;
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<Pass> | undefined;
  let closed = false;
  const forgotten = new Set<string>();

  /**
   * One pass over the outbox, oldest first: 'done' when it is empty, 'down' when the database failed (the rest
   * wait for the next pass, after a back-off), 'refused' when only some records were refused.
   */
  async function drainOnce(): Promise<Pass> {
    /** Records that failed for a reason of either kind since the last record written. */
    let unexplained: { key: string; error: unknown }[] = [];
    for (const key of outbox.keys()) {
      let record: LearnerRecord;
      try {
        record = await outbox.read(key);
      } catch (error) {
        log.error({ err: error, key }, 'an outbox record cannot be read; it stays on disk');
        continue;
      }
      if (forgotten.has(record.activity.userEmail)) {
        await outbox.remove(key);
        continue;
      }
      try {
        const outcome = await write(record);
        await outbox.remove(key);
        refusals.delete(key);
        log.info({ key, outcome }, 'outbox record written');
        // The database took this one: the failures before it were about their records.
        for (const failed of unexplained) await refused(failed.key, failed.error);
        unexplained = [];
      } catch (error) {
        const failure = failureOf(error);
        if (failure === 'record') await refused(key, error);
        else if (failure === 'unknown') unexplained.push({ key, error });
        else {
          log.warn(
            { err: error, pending: outbox.counts().pending },
            'the database is still not taking records',
          );
          return 'down';
        }
      }
    }
    // Failures no later record explained: if the database answers a read, they were about their records.
    if (unexplained.length > 0) {
      const up = await withTimeout(
        load().then((w) => w.ping()),
        timeoutMs,
      ).then(
        () => true,
        () => false,
      );
      if (!up) return 'down';
      for (const failed of unexplained) await refused(failed.key, failed.error);
    }
    // Records refused fewer than POISON_TRIES times wait for the next pass.
    return outbox.keys().some((key) => refusals.has(key)) ? 'refused' : 'done';
  }

  /** A record the database refused: tried again on the next passes, then set aside with the reason. */
  async function refused(key: string, error: unknown) {
    const tries = (refusals.get(key) ?? 0) + 1;
    refusals.set(key, tries);
    if (tries < POISON_TRIES) {
      log.warn({ err: error, key, tries }, 'the database refused a record; the others go on');
      return;
    }
    refusals.delete(key);
    await outbox.bury(key, (error as Error).message ?? String(error)).catch((buryError: unknown) => {
      log.error({ err: buryError, key }, 'a refused record could not be set aside');
    });
    log.error({ err: error, key }, 'the database refuses a record for good; it is set aside');
  }

  function drain(): Promise<Pass> {
    draining ??= drainOnce().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  function schedule() {
    if (closed || timer || outbox.counts().pending === 0) return;
    timer = setTimeout(async () => {
      timer = undefined;
      const pass = await drain();
      delay = pass === 'down' ? Math.min(delay * 2, MAX_RETRY_MS) : retryMs;
      schedule();
    }, delay);
    timer.unref();
  }

  async function enqueue(record: LearnerRecord): Promise<RecordOutcome> {
    try {
      if (!(await outbox.add(record))) {
        log.error({ key: record.key }, 'the records outbox is full: a learner record was dropped');
        return 'dropped';
      }
    } catch (error) {
      log.error({ err: error, key: record.key }, 'a learner record could not be kept in the outbox');
      return 'dropped';
    }
    schedule();
    return 'queued';
  }

  schedule();

  return {
    async record(input) {
      // A deleted account's request that was already under way records nothing.
      if (forgotten.has(input.email)) return 'skipped';
      const record = learnerRecord(input, input.at === undefined ? undefined : new Date(input.at));
      // The database was failing a moment ago: do not make this learner wait for it too.
      if (outbox.counts().pending > 0) return enqueue(record);
      try {
        await write(record);
        return 'written';
      } catch (error) {
        log.warn({ err: error, key: record.key }, 'recording failed; the record waits in the outbox');
        // A write that timed out may still land; the outbox's retry then finds its key and counts nothing.
        return enqueue(record);
      }
    },
    async flush(deadline) {
      while (outbox.counts().pending > 0 && Date.now() < deadline) {
        const left = deadline - Date.now();
        const pass = await Promise.race([
          drain(),
          new Promise<'down'>((resolve) => setTimeout(resolve, left, 'down').unref()),
        ]);
        if (pass === 'down') {
          await new Promise((resolve) => setTimeout(resolve, Math.min(retryMs, left)).unref());
        }
      }
    },
    backlog: () => outbox.counts(),
    deadLetters: (limit) => outbox.deadLetters(limit),
    async forget(email) {
      // From now on a drain skips this learner's records (one may be mid-drain now); then remove the rest.
      forgotten.add(email);
      await draining;
      await load().then(
        (loadedWriter) => loadedWriter.forget(email),
        () => undefined,
      );
      let removed = 0;
      for (const key of outbox.keys()) {
        const record = await outbox.read(key).catch(() => undefined);
        if (record?.activity.userEmail !== email) continue;
        await outbox.remove(key);
        removed += 1;
      }
      return removed;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** A recorder that keeps nothing: the local stack without a database, and route tests. */
export const noRecorder: Recorder = {
  record: async () => 'skipped',
  flush: async () => undefined,
  backlog: () => ({ pending: 0, dropped: 0, dead: 0 }),
  deadLetters: async () => [],
  forget: async () => 0,
  close: () => undefined,
};
