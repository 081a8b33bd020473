// The durable outbox of learner records the database did not take (it was down, slow or refused): one JSON
// file per record in OUTBOX_DIR, named by the record's idempotency key, so a record survives a restart and a
// retry writes it at most once (see @vuga/analytics/admin-writer). Bounded: past OUTBOX_MAX_RECORDS a new
// record is dropped and counted, so a long outage cannot fill the disk. A record the database refuses for a
// reason no retry can fix is buried: moved to dead/ with that reason (shown to the administrator), so it never
// holds up the others.
import { mkdirSync, readdirSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LearnerRecord } from '@vuga/analytics/admin-writer';

const SUFFIX = '.json';
const KEY = /^[A-Za-z0-9-]{1,64}$/;

export interface Outbox {
  /** Keeps a record on disk; false when the outbox is full (the record is dropped and counted). */
  add(record: LearnerRecord): Promise<boolean>;
  /** The keys waiting, oldest first. */
  keys(): string[];
  read(key: string): Promise<LearnerRecord>;
  remove(key: string): Promise<void>;
  /** Moves a record the database refuses for good to the dead letters, with the reason. */
  bury(key: string, reason: string): Promise<void>;
  /** The dead letters, newest first (at most `limit`). */
  deadLetters(limit: number): Promise<DeadLetter[]>;
  /** Records waiting, dropped since start-up (outbox full) and dead letters. */
  counts(): { pending: number; dropped: number; dead: number };
}

/** A record the database refused for good: what it was, why, and when it was set aside. */
export interface DeadLetter {
  key: string;
  reason: string;
  buriedAt: string;
  type: string;
  user: string;
}

/** A record as JSON on disk: dates as ISO strings, read back as dates. */
function parse(text: string): LearnerRecord {
  const data = JSON.parse(text) as LearnerRecord;
  const activity = { ...data.activity, timestamp: new Date(data.activity.timestamp) };
  const quizResult = data.quizResult && {
    ...data.quizResult,
    timestamp: new Date(data.quizResult.timestamp),
  };
  return quizResult ? { key: data.key, activity, quizResult } : { key: data.key, activity };
}

const DEAD = 'dead';

export function createOutbox({ dir, maxRecords }: { dir: string; maxRecords: number }): Outbox {
  const deadDir = join(dir, DEAD);
  mkdirSync(deadDir, { recursive: true });
  let dead = readdirSync(deadDir).filter((name) => name.endsWith(SUFFIX)).length;
  // Insertion order is the drain order; records left by an earlier run come first, in name order.
  const pending = new Set(
    readdirSync(dir)
      .filter((name) => name.endsWith(SUFFIX))
      .map((name) => name.slice(0, -SUFFIX.length))
      .filter((key) => KEY.test(key))
      .sort(),
  );
  let dropped = 0;
  const fileOf = (key: string) => join(dir, `${key}${SUFFIX}`);

  return {
    async add(record) {
      if (!KEY.test(record.key)) throw new Error(`Invalid record key: ${JSON.stringify(record.key)}`);
      if (pending.has(record.key)) return true;
      if (pending.size >= maxRecords) {
        dropped += 1;
        return false;
      }
      pending.add(record.key);
      // Written whole then renamed, so a crash never leaves half a record under its real name.
      const temporary = join(dir, `.${record.key}.tmp`);
      try {
        await writeFile(temporary, JSON.stringify(record), { flush: true });
        await rename(temporary, fileOf(record.key));
      } catch (error) {
        pending.delete(record.key);
        throw error;
      }
      return true;
    },
    keys: () => [...pending],
    read: async (key) => parse(await readFile(fileOf(key), 'utf8')),
    async remove(key) {
      await unlink(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      pending.delete(key);
    },
    async bury(key, reason) {
      const record = await readFile(fileOf(key), 'utf8').then(parse);
      const letter: DeadLetter = {
        key,
        reason: reason.slice(0, 500),
        buriedAt: new Date().toISOString(),
        type: record.activity.type,
        user: record.activity.userEmail,
      };
      await writeFile(join(deadDir, `${key}${SUFFIX}`), JSON.stringify({ ...letter, record }), {
        flush: true,
      });
      await unlink(fileOf(key));
      pending.delete(key);
      dead += 1;
    },
    async deadLetters(limit) {
      const names = readdirSync(deadDir)
        .filter((name) => name.endsWith(SUFFIX))
        .sort()
        .reverse()
        .slice(0, limit);
      const letters = await Promise.all(
        names.map(async (name): Promise<DeadLetter[]> => {
          try {
            const { key, reason, buriedAt, type, user } = JSON.parse(
              await readFile(join(deadDir, name), 'utf8'),
            ) as DeadLetter;
            return [{ key, reason, buriedAt, type, user }];
          } catch {
            // A file that cannot be read (removed meanwhile, or edited by hand) is left out of the list.
            return [];
          }
        }),
      );
      return letters.flat();
    },
    counts: () => ({ pending: pending.size, dropped, dead }),
  };
}
