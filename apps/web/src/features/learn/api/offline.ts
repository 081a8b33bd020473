// What the learn feature keeps on the device so lessons and reviews work offline (issue 30): a copy of the
// path, each lesson, each unit's guidebook and the due review cards as last read, the next lessons with an
// attempt the server issued while online (so the server still vouches for what is recorded), and the
// recordings of their units and of the due cards (lib/offline/course-audio.ts). A read that fails for want of
// a network gives the copy instead; the records made offline go to the outbox (lib/offline/outbox.ts).
import { ApiError, type LearnPathResponse, type LessonResponse } from '@vuga/api-client';
import { apiClient } from '../../../lib/api-client.ts';
import { keepUnitAudio } from '../../../lib/offline/course-audio.ts';
import { offlineDb } from '../../../lib/offline/offline-db.ts';

/** Lessons kept ready ahead of the learner: the next ones on the path not completed. */
const LESSONS_AHEAD = 2;
/** A kept attempt is not used when it expires within this (ms): a lesson can take a while. */
const ATTEMPT_MARGIN_MS = 60 * 60 * 1000;

const unreachable = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
/** The device's database, or none (a browser without IndexedDB, private modes): the app works online. */
const database = () => (typeof indexedDB === 'undefined' ? null : offlineDb().catch(() => null));

/** Reads through the network, keeping a copy; offline, the copy. */
export async function withCopy<T>(name: string, email: string, read: () => Promise<T>): Promise<T> {
  const key = `${name}:${email}`;
  try {
    const value = await read();
    void database()?.then((db) =>
      db?.put('copies', { key, value, savedAt: Date.now() }).catch(() => undefined),
    );
    return value;
  } catch (error) {
    if (!unreachable(error)) throw error;
    const kept = await (await database())?.get('copies', key).catch(() => undefined);
    if (kept) return kept.value as T;
    throw error;
  }
}

/** Changes a kept copy (a card graded offline leaves the due cards). */
export async function changeCopy<T>(name: string, email: string, change: (value: T) => T) {
  const db = await database();
  const key = `${name}:${email}`;
  const kept = await db?.get('copies', key);
  if (db && kept) await db.put('copies', { ...kept, value: change(kept.value as T) });
}

/** A kept attempt of the lesson, taken once (the next lesson keeps another); null when there is none. */
export async function takeAttempt(email: string, lessonId: string): Promise<string | null> {
  const db = await database();
  if (!db || email === '') return null;
  const kept = await db.get('lessons', `${email}:${lessonId}`);
  if (!kept?.attemptId || kept.expiresAt < Date.now() + ATTEMPT_MARGIN_MS) return null;
  await db.put('lessons', { ...kept, attemptId: null });
  return kept.attemptId;
}

/** Keeps the next lessons (content and a new attempt each) and their units' recordings ready for offline. */
export async function keepAhead(email: string, path: LearnPathResponse) {
  const db = await database();
  if (!db || email === '') return;
  const next = path.units
    .flatMap((unit) => unit.lessons.map((lesson) => ({ ...lesson, unit: unit.id })))
    .filter((lesson) => !lesson.completed)
    .slice(0, LESSONS_AHEAD);
  // The recordings first, so a lesson ready offline has them (one that cannot be fetched now is tried on the
  // next visit: the lessons are kept all the same).
  for (const unit of new Set(next.map((lesson) => lesson.unit)))
    await keepUnitAudio(unit).catch(() => undefined);
  for (const { id } of next) {
    const kept = await db.get('lessons', `${email}:${id}`);
    if (kept?.attemptId && kept.expiresAt > Date.now() + ATTEMPT_MARGIN_MS) continue;
    const lesson: LessonResponse = await withCopy(`lesson:${id}`, '', () => apiClient.lesson(id));
    const attempt = await apiClient.startLesson(id);
    await db.put('lessons', {
      id: `${email}:${id}`,
      lessonId: id,
      email,
      lesson,
      attemptId: attempt.attempt_id,
      expiresAt: Date.parse(attempt.expires_at),
    });
  }
}

/** How many lessons are ready offline for the learner (the e2e test waits for them). */
export async function lessonsReady(email: string) {
  const db = await database();
  if (!db) return 0;
  return (await db.getAll('lessons')).filter((kept) => kept.email === email && kept.attemptId).length;
}
