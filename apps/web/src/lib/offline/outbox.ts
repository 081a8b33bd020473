// The outbox of records made offline (issue 30): lesson answers, lesson completions and review grades, each
// with an idempotency key and the time it was made. It is sent in order — when the network returns
// (app-status.ts), when a learn page loads and after each new record — one record at a time; a record leaves
// it only once the server acknowledged it. The server applies a key once (a repeat gets the first result,
// `replayed`), so a record sent twice (a reply lost, two tabs) is never counted twice. A record the server
// refuses for good (4xx) stays, marked failed, to be seen, and the next ones go on: one bad record never
// blocks the others. A network failure or a 5xx stops the round; the next one starts from the same record.
// A learner's records are sent only while that learner is signed in: on a shared device, another learner's
// wait for them (the server would refuse them for the wrong account) and are not counted as this one's.
import { ApiError } from '@vuga/api-client';
import { apiClient } from '../api-client.ts';
import { getIdToken } from '../auth-token.ts';
import { type OutboxRecord, offlineDb } from './offline-db.ts';
import { setSyncCount } from './sync-count.ts';

export type { OutboxRecord } from './offline-db.ts';

/** What a record's send came to, kept for the page that is waiting for it (this tab only). */
type Outcome = { ok: true; value: unknown } | { ok: false; error: ApiError };
const outcomes = new Map<string, Outcome>();

/** Figures of this tab's sends, for the end-to-end test and the closing note: sent, and repeats the server saw. */
export const syncFigures = { queued: 0, sent: 0, replayed: 0, failed: 0 };

/** A 4xx that no repeat will change (not 401/403 — a token on its way —, 408 or 429). */
const refusedForGood = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.kind === 'http' &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 403, 408, 429].includes(error.status);

/** A record sent within this of being made happened "now" for the server: it goes without its time. */
const PROMPT_MS = 30_000;
const timeFields = ['answered_at', 'completed_at', 'reviewed_at'];

function send(record: OutboxRecord) {
  // The time a record was made matters only when it waited (offline); one sent at once is timed by the server's
  // own clock, which a test stack may run elsewhere (x-test-now).
  const prompt = Date.now() - record.madeAt < PROMPT_MS;
  const body = {
    ...Object.fromEntries(
      Object.entries(record.body).filter(([name]) => !(prompt && timeFields.includes(name))),
    ),
    idempotency_key: record.key,
  };
  switch (record.kind) {
    case 'answer':
      return apiClient.answerLesson(record.attemptId, body as never);
    case 'complete':
      return apiClient.completeLesson(record.lessonId, body as never);
    case 'grade':
      return apiClient.gradeReview(body as never);
  }
}

/**
 * The signed-in learner's email, from the ID token the records are sent with (its payload is JSON in base64url,
 * as Firebase's getIdTokenResult reads it); null when signed out.
 */
async function signedInEmail(): Promise<string | null> {
  const token = await getIdToken();
  try {
    const payload = Uint8Array.from(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    return (JSON.parse(new TextDecoder().decode(payload)) as { email?: string }).email?.toLowerCase() ?? null;
  } catch {
    return null;
  }
}

/** A visitor's record, or one of the learner signed in now: what this page may send and counts. */
const ours = (record: OutboxRecord, email: string | null) =>
  record.email === '' || record.email.toLowerCase() === email;

async function publish() {
  const email = await signedInEmail();
  const all = (await (await offlineDb()).getAll('outbox')).filter((record) => ours(record, email));
  const failed = all.filter((record) => record.failed).length;
  setSyncCount({ waiting: all.length - failed, failed });
}

/** One round: every record of this learner not failed, in order, until one cannot be sent now. */
async function round() {
  const db = await offlineDb();
  const email = await signedInEmail();
  for (const record of await db.getAll('outbox')) {
    if (record.failed || !ours(record, email)) continue;
    try {
      const value = await send(record);
      outcomes.set(record.key, { ok: true, value });
      syncFigures.sent++;
      if ((value as { replayed?: boolean }).replayed) syncFigures.replayed++;
      await db.delete('outbox', record.seq!);
    } catch (error) {
      if (!refusedForGood(error)) break;
      outcomes.set(record.key, { ok: false, error });
      syncFigures.failed++;
      await db.put('outbox', { ...record, failed: error.serverMessage ?? error.message });
    }
    await publish();
  }
  await publish();
}

let running: Promise<void> | null = null;
let again = false;

/** Sends what waits; one round at a time in this tab (and in this browser, where Web Locks exist). */
export function flush(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const rounds = async () => {
    do {
      again = false;
      await round();
    } while (again);
  };
  const locked = async (): Promise<void> => {
    if (typeof navigator !== 'undefined' && navigator.locks)
      await navigator.locks.request('vuga-outbox', rounds);
    else await rounds();
  };
  const current = locked().finally(() => {
    running = null;
  });
  running = current;
  return current;
}

/** Adds a record to the outbox (after those made before it), with a new key unless it has one. */
type NewRecord = OutboxRecord extends infer R
  ? R extends OutboxRecord
    ? Omit<R, 'key' | 'madeAt' | 'seq'> & { key?: string }
    : never
  : never;

export async function enqueue(record: NewRecord) {
  const kept = { ...record, key: record.key ?? crypto.randomUUID(), madeAt: Date.now() } as OutboxRecord;
  const db = await offlineDb();
  // The same record enqueued twice (a completion retried) stays one.
  const existing = (await db.getAll('outbox')).find((other) => other.key === kept.key);
  if (!existing) {
    await db.add('outbox', kept);
    syncFigures.queued++;
  }
  await publish();
  return kept.key;
}

/**
 * What became of a record: the server's answer, its refusal (thrown), or undefined while it waits (offline).
 * Sends what waits first.
 */
export async function outcomeOf<T>(key: string): Promise<T | undefined> {
  await flush();
  const outcome = outcomes.get(key);
  if (!outcome) return undefined;
  if (!outcome.ok) throw outcome.error;
  return outcome.value as T;
}

/** The records still waiting (failed ones too), oldest first. */
export const waiting = async () => (await offlineDb()).getAll('outbox');
