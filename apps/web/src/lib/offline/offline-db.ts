// The app's IndexedDB (through idb): the outbox of records made offline (outbox.ts), and what the learn
// feature keeps to work offline — the next lessons with an attempt the server issued, the due review cards and
// the path. Loaded only by the pages that need it, never with the home page.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A record waiting to be sent, in the order it was made (`seq`). */
export type OutboxRecord = {
  seq?: number;
  /** The idempotency key sent with it: the same on every send. */
  key: string;
  /** The learner it belongs to (sent only while they are signed in); '' for a visitor. */
  email: string;
  /** When it was made (ms since the epoch). */
  madeAt: number;
  /** Set once the server refused it for good (4xx): what it said. */
  failed?: string;
} & (
  | { kind: 'answer'; attemptId: string; body: Record<string, unknown> & { exercise: number } }
  | { kind: 'complete'; lessonId: string; body: Record<string, unknown> & { attempt_id: string } }
  | { kind: 'grade'; body: Record<string, unknown> & { card_id: string; due_at: string } }
);

/** A lesson kept for offline: its content and an attempt of it, not yet begun. */
export interface KeptLesson {
  /** `${email}:${lessonId}`: each learner's own. */
  id: string;
  lessonId: string;
  email: string;
  lesson: unknown;
  attemptId: string | null;
  expiresAt: number;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxRecord };
  lessons: { key: string; value: KeptLesson };
  /** Whole responses kept by name (the path, the due cards), per learner: `${name}:${email}`. */
  copies: { key: string; value: { key: string; value: unknown; savedAt: number } };
}

let db: Promise<IDBPDatabase<OfflineSchema>> | undefined;

export function offlineDb() {
  db ??= openDB<OfflineSchema>('vuga-offline', 1, {
    upgrade(database) {
      database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      database.createObjectStore('lessons', { keyPath: 'id' });
      database.createObjectStore('copies', { keyPath: 'key' });
    },
  });
  return db;
}
