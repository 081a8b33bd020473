// The durable outbox of learner records the database did not take (it was down, slow or refused): one JSON
// file per record in OUTBOX_DIR, named by the record's idempotency key, so a record survives a restart and a
// retry writes it at most once (see @vuga/analytics/admin-writer). Bounded: past OUTBOX_MAX_RECORDS a new
// record is dropped and counted, so a long outage cannot fill the disk.
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
  /** Records waiting and records dropped since start-up. */
  counts(): { pending: number; dropped: number };
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

export function createOutbox({ dir, maxRecords }: { dir: string; maxRecords: number }): Outbox {
  mkdirSync(dir, { recursive: true });
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
    counts: () => ({ pending: pending.size, dropped }),
  };
}
