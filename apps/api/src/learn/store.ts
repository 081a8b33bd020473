// Where a learner's review cards, review log and completed lessons live: Firestore, under
// learners/{storageId(email)}/{cards,reviews,lessons}, written only here (firebase-admin) — a card state
// written by a browser could be forged, like a quiz score. Browsers may read their own (firestore.rules). The
// attempts the server issues (a quiz, a lesson) live in attempts/{uuid}, which no browser may read: a quiz
// attempt holds its answers. A memory store with the same behaviour serves the unit tests.

import { storageId } from '@vuga/analytics';
import { type Retention, type ReviewCard, type ReviewLogEntry, retention, retentionOf } from '@vuga/learn';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * A quiz, lesson or placement check the server issued to one caller: what was asked, what was answered, and
 * its result.
 */
export interface Attempt {
  id: string;
  kind: 'quiz' | 'lesson' | 'placement';
  /** The uid it was issued to; null for a visitor's quiz (nothing of it is recorded). */
  owner: string | null;
  /** The lesson's id, or the quiz's category. */
  subject: string;
  /** The quiz's difficulty (null for a lesson). */
  difficulty: string | null;
  /** A quiz's question ids, in the order issued; a placement check's unit of each question. */
  questions: string[];
  /** A placement check's right option of each question, in order (never sent to a browser). */
  key?: number[];
  /** A lesson's exercises, and whether each was right at its first answer (by index; absent: unanswered). */
  exercises: number;
  answers: Record<string, boolean>;
  /** A lesson's answers taken, by the idempotency key the client sent with each: a repeat is not applied. */
  keys?: Record<string, number>;
  /** When it was issued (ms since the epoch); absent on attempts issued before it was kept. */
  issuedAt?: number;
  expiresAt: number;
  /** The result of the one submission or completion that closed it; null while open. */
  result: unknown;
}

/** The grading of one showing of a card (the card as it was due at `dueAt`), kept to answer a repeat. */
export interface GradedShowing {
  dueAt: number;
  grade: ReviewLogEntry['grade'];
  verdict: 'exact' | 'nearly' | 'wrong' | null;
  expected: string | null;
  /** The idempotency key the grade was sent with, if any: a repeat of it gets this result. */
  key?: string;
  /** When it was graded (ms since the epoch). */
  at?: number;
}

/** A card as stored: its schedule, and the last showing graded. */
export type StoredCard = ReviewCard & { graded?: GradedShowing };

/** A grading's outcome: what to write (none: nothing changes) and the caller's value. */
export type CardChange<T> = (card: StoredCard) => {
  write?: { card: StoredCard; log: ReviewLogEntry };
  value: T;
};

/** What an attempt change returns: the attempt to store (none: unchanged) and the caller's value. */
export type AttemptChange<T> = (attempt: Attempt) => { next?: Attempt; value: T };

export interface LearnStore {
  createAttempt(attempt: Attempt): Promise<void>;
  /** Changes an attempt atomically (concurrent changes see each other's); undefined when there is none. */
  updateAttempt<T>(id: string, change: AttemptChange<T>): Promise<T | undefined>;
  /** The learner's cards due at `now` (at most `limit`, soonest due first) and how many are due in all. */
  due(email: string, now: number, limit: number): Promise<{ cards: ReviewCard[]; count: number }>;
  /** The learner's review log since `since` (ms since the epoch): the day's reviews, for the daily limits. */
  reviewedSince(email: string, since: number): Promise<ReviewLogEntry[]>;
  card(email: string, cardId: string): Promise<ReviewCard | undefined>;
  /** Creates the cards the learner does not have yet (existing ones keep their schedule); how many were new. */
  addCards(
    email: string,
    cards: readonly ReviewCard[],
    lesson?: { id: string; completedAt: number },
  ): Promise<number>;
  /**
   * Grades a card atomically: `apply` gets its current state (re-read when another grading got there first)
   * and returns the next state and the log entry to write, if any; undefined when the learner has no such card.
   */
  review<T>(email: string, cardId: string, apply: CardChange<T>): Promise<T | undefined>;
  completedLessons(email: string): Promise<Set<string>>;
  /** Items with cards (one card per item and direction: counted by the recognise direction). */
  wordsLearned(email: string): Promise<number>;
  /** Retention from the review log (@vuga/learn `retention`: reviews of learned cards not graded "again"). */
  retention(email: string): Promise<Retention>;
  /** Lessons completed at or after `since` (ms since the epoch): today's, for the daily XP. */
  lessonsCompletedSince(email: string, since: number): Promise<number>;
  /** The learner's daily XP goal; null until they choose one. */
  dailyGoal(email: string): Promise<number | null>;
  setDailyGoal(email: string, xp: number): Promise<void>;
  /** Removes everything kept for the learner (account deletion), their attempts too; how many documents. */
  deleteAll(email: string, uid: string): Promise<number>;
}

/** Tries of a grading that finds its card changed since it was read (other gradings of it at once). */
const MAX_GRADING_ATTEMPTS = 50;
/** gRPC status of a write whose precondition (the card's update time) no longer holds. */
const FAILED_PRECONDITION = 9;
const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;

/** Firestore through firebase-admin, loaded on first use (it starts slowly). */
export function firestoreLearnStore(database: () => Promise<Firestore>): LearnStore {
  let db: Firestore;
  const ready = async () => {
    db ??= await database();
  };
  const learner = (email: string) => db.collection('learners').doc(storageId(email));
  const cards = (email: string) => learner(email).collection('cards');
  const attempts = () => db.collection('attempts');

  return {
    async createAttempt(attempt) {
      await ready();
      await attempts().doc(attempt.id).create(attempt);
    },
    async updateAttempt(id, change) {
      await ready();
      const ref = attempts().doc(id);
      return db.runTransaction(async (tx) => {
        const doc = await tx.get(ref);
        if (!doc.exists) return undefined;
        const { next, value } = change(doc.data() as Attempt);
        if (next) tx.set(ref, next);
        return value;
      });
    },
    async due(email, now, limit) {
      await ready();
      const query = cards(email).where('due', '<=', now);
      const page = await query.orderBy('due').limit(limit).get();
      // A page short of the limit holds every due card: counting them again would cost a second query.
      const count = page.size < limit ? page.size : (await query.count().get()).data().count;
      return { cards: page.docs.map((doc) => doc.data() as ReviewCard), count };
    },
    async reviewedSince(email, since) {
      await ready();
      const snapshot = await learner(email).collection('reviews').where('reviewedAt', '>=', since).get();
      return snapshot.docs.map((doc) => doc.data() as ReviewLogEntry);
    },
    async card(email, cardId) {
      await ready();
      const doc = await cards(email).doc(cardId).get();
      return doc.exists ? (doc.data() as ReviewCard) : undefined;
    },
    async addCards(email, list, lesson) {
      await ready();
      const refs = list.map((card) => cards(email).doc(card.id));
      return db.runTransaction(async (tx) => {
        const existing = refs.length > 0 ? await tx.getAll(...refs) : [];
        let added = 0;
        existing.forEach((doc, index) => {
          if (doc.exists) return;
          tx.create(doc.ref, list[index]!);
          added++;
        });
        if (lesson) {
          tx.set(learner(email).collection('lessons').doc(lesson.id), { completedAt: lesson.completedAt });
        }
        return added;
      });
    },
    async review(email, cardId, apply) {
      await ready();
      const ref = cards(email).doc(cardId);
      // Optimistic, like a transaction but in two round trips and without its server-side locks: the card and
      // its log entry are written in one batch only if the card is unchanged since it was read (its update
      // time); otherwise it is read and graded again. No grading is lost or applied twice.
      for (let attempt = 1; ; attempt++) {
        const doc = await ref.get();
        if (!doc.exists) return undefined;
        const { write, value } = apply(doc.data() as StoredCard);
        if (!write) return value;
        const batch = db.batch();
        batch.update(ref, { ...write.card }, { lastUpdateTime: doc.updateTime! });
        batch.create(learner(email).collection('reviews').doc(), write.log);
        try {
          await batch.commit();
          return value;
        } catch (error) {
          if (codeOf(error) !== FAILED_PRECONDITION || attempt >= MAX_GRADING_ATTEMPTS) throw error;
        }
      }
    },
    async completedLessons(email) {
      await ready();
      const snapshot = await learner(email).collection('lessons').get();
      return new Set(snapshot.docs.map((doc) => doc.id));
    },
    async wordsLearned(email) {
      await ready();
      const total = await cards(email).where('direction', '==', 'rw-en').count().get();
      return total.data().count;
    },
    async retention(email) {
      await ready();
      // Counted where the log lives, as `retention` counts it: the reviews of learned cards, and those missed;
      // every grading while no card is learned yet.
      const log = learner(email).collection('reviews');
      const counted = async (query: typeof log | ReturnType<typeof log.where>, basis: Retention['basis']) => {
        const [reviews, missed] = await Promise.all([
          query.count().get(),
          query.where('grade', '==', 'again').count().get(),
        ]);
        const total = reviews.data().count;
        return retentionOf(total, total - missed.data().count, basis);
      };
      const learned = await counted(log.where('state', '==', 'review'), 'learned');
      return learned.reviews > 0 ? learned : counted(log, 'all');
    },
    async lessonsCompletedSince(email, since) {
      await ready();
      const done = await learner(email).collection('lessons').where('completedAt', '>=', since).count().get();
      return done.data().count;
    },
    async dailyGoal(email) {
      await ready();
      const doc = await learner(email).collection('settings').doc('goal').get();
      const xp = doc.exists ? (doc.data() as { xp?: unknown }).xp : undefined;
      return typeof xp === 'number' ? xp : null;
    },
    async setDailyGoal(email, xp) {
      await ready();
      await learner(email).collection('settings').doc('goal').set({ xp });
    },
    async deleteAll(email, uid) {
      await ready();
      let deleted = 0;
      const issued = await attempts().where('owner', '==', uid).get();
      for (let i = 0; i < issued.docs.length; i += 400) {
        const batch = db.batch();
        for (const doc of issued.docs.slice(i, i + 400)) batch.delete(doc.ref);
        await batch.commit();
      }
      deleted += issued.size;
      const writer = db.bulkWriter();
      // The parent document itself is never written (only its collections), but recursiveDelete deletes it too.
      writer.onWriteResult((ref) => {
        if (ref.path !== learner(email).path) deleted++;
      });
      await db.recursiveDelete(learner(email), writer);
      return deleted;
    },
  };
}

/** Attempts a memory store keeps at most. */
const MEMORY_ATTEMPTS = 10_000;

/**
 * Refuses a document id as Firestore does ('/', '.', '..', '__name__', text that is not UTF-8), so that a route
 * test over the memory store fails where a client's value would name a wrong path in the real one.
 */
function documentId(id: string): string {
  if (id.includes('/') || id === '.' || id === '..' || /^__.*__$/s.test(id) || /\p{Cs}/u.test(id)) {
    throw new Error(`Invalid document id ${JSON.stringify(id)}`);
  }
  return id;
}

/** The same behaviour in memory, for unit tests of the routes. */
export function memoryLearnStore(): LearnStore {
  const learners = new Map<
    string,
    { cards: Map<string, StoredCard>; log: ReviewLogEntry[]; lessons: Map<string, number>; goal?: number }
  >();
  const attempts = new Map<string, Attempt>();
  const of = (email: string) => {
    const id = documentId(storageId(email));
    let data = learners.get(id);
    if (!data) {
      data = { cards: new Map(), log: [], lessons: new Map() };
      learners.set(id, data);
    }
    return data;
  };
  return {
    async createAttempt(attempt) {
      if (attempts.has(attempt.id)) throw new Error(`attempt ${attempt.id} exists`);
      // Bounded like a cache: past the limit the expired ones go first, then the oldest.
      if (attempts.size >= MEMORY_ATTEMPTS) {
        for (const [id, kept] of attempts) if (kept.expiresAt < Date.now()) attempts.delete(id);
        if (attempts.size >= MEMORY_ATTEMPTS) attempts.delete(attempts.keys().next().value!);
      }
      attempts.set(attempt.id, structuredClone(attempt));
    },
    async updateAttempt(id, change) {
      const attempt = attempts.get(id);
      if (!attempt) return undefined;
      const { next, value } = change(structuredClone(attempt));
      if (next) attempts.set(id, structuredClone(next));
      return value;
    },
    async due(email, now, limit) {
      const due = [...of(email).cards.values()]
        .filter((card) => card.due <= now)
        .sort((a, b) => a.due - b.due);
      return { cards: due.slice(0, limit), count: due.length };
    },
    reviewedSince: async (email, since) => of(email).log.filter((entry) => entry.reviewedAt >= since),
    card: async (email, cardId) => of(email).cards.get(documentId(cardId)),
    async addCards(email, list, lesson) {
      const data = of(email);
      let added = 0;
      for (const card of list) {
        if (data.cards.has(card.id)) continue;
        data.cards.set(card.id, card);
        added++;
      }
      if (lesson) data.lessons.set(lesson.id, lesson.completedAt);
      return added;
    },
    async review(email, cardId, apply) {
      const data = of(email);
      const card = data.cards.get(documentId(cardId));
      if (!card) return undefined;
      const { write, value } = apply(structuredClone(card));
      if (write) {
        data.cards.set(cardId, write.card);
        data.log.push(write.log);
      }
      return value;
    },
    completedLessons: async (email) => new Set(of(email).lessons.keys()),
    lessonsCompletedSince: async (email, since) =>
      [...of(email).lessons.values()].filter((at) => at >= since).length,
    dailyGoal: async (email) => of(email).goal ?? null,
    async setDailyGoal(email, xp) {
      of(email).goal = xp;
    },
    wordsLearned: async (email) =>
      [...of(email).cards.values()].filter((c) => c.direction === 'rw-en').length,
    retention: async (email) => retention(of(email).log),
    async deleteAll(email, uid) {
      let issued = 0;
      for (const [id, attempt] of attempts) {
        if (attempt.owner !== uid) continue;
        attempts.delete(id);
        issued++;
      }
      const data = learners.get(storageId(email));
      learners.delete(storageId(email));
      return issued + (data ? data.cards.size + data.log.length + data.lessons.size : 0);
    },
  };
}
