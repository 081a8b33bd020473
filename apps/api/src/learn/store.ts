// Where a learner's review cards, review log and completed lessons live: Firestore, under
// learners/{email}/{cards,reviews,lessons}, written only here (firebase-admin) — a card state written by a
// browser could be forged, like a quiz score. Browsers may read their own (firestore.rules). A memory store
// with the same behaviour serves the unit tests.
import { type Retention, type ReviewCard, type ReviewLogEntry, retention } from '@vuga/learn';
import type { Firestore } from 'firebase-admin/firestore';

export interface LearnStore {
  /** The learner's cards due at `now` (at most `limit`, soonest due first) and how many are due in all. */
  due(email: string, now: number, limit: number): Promise<{ cards: ReviewCard[]; count: number }>;
  /** How many of the learner's cards are due at `now` (one count, no cards read). */
  dueCount(email: string, now: number): Promise<number>;
  card(email: string, cardId: string): Promise<ReviewCard | undefined>;
  /** Creates the cards the learner does not have yet (existing ones keep their schedule); how many were new. */
  addCards(
    email: string,
    cards: readonly ReviewCard[],
    lesson?: { id: string; completedAt: number },
  ): Promise<number>;
  /**
   * Grades a card atomically: `apply` gets its current state (re-read when another grading got there first)
   * and returns the next state and the log entry; undefined when the learner has no such card.
   */
  review(
    email: string,
    cardId: string,
    apply: (card: ReviewCard) => { card: ReviewCard; log: ReviewLogEntry },
  ): Promise<{ card: ReviewCard; log: ReviewLogEntry } | undefined>;
  completedLessons(email: string): Promise<Set<string>>;
  /** Items with cards (one card per item and direction: counted by the recognise direction). */
  wordsLearned(email: string): Promise<number>;
  /** Retention from the review log (@vuga/learn `retention`: reviews of learned cards not graded "again"). */
  retention(email: string): Promise<Retention>;
  /** Removes everything kept for the learner (account deletion); how many documents. */
  deleteAll(email: string): Promise<number>;
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
  const learner = (email: string) => db.collection('learners').doc(email);
  const cards = (email: string) => learner(email).collection('cards');

  return {
    async due(email, now, limit) {
      await ready();
      const query = cards(email).where('due', '<=', now);
      const page = await query.orderBy('due').limit(limit).get();
      // A page short of the limit holds every due card: counting them again would cost a second query.
      const count = page.size < limit ? page.size : (await query.count().get()).data().count;
      return { cards: page.docs.map((doc) => doc.data() as ReviewCard), count };
    },
    async dueCount(email, now) {
      await ready();
      return (await cards(email).where('due', '<=', now).count().get()).data().count;
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
        const result = apply(doc.data() as ReviewCard);
        const batch = db.batch();
        batch.update(ref, { ...result.card }, { lastUpdateTime: doc.updateTime! });
        batch.create(learner(email).collection('reviews').doc(), result.log);
        try {
          await batch.commit();
          return result;
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
      // Counted where the log lives, as `retention` counts it: the reviews of learned cards, and those missed.
      const learned = learner(email).collection('reviews').where('state', '==', 'review');
      const [reviews, missed] = await Promise.all([
        learned.count().get(),
        learned.where('grade', '==', 'again').count().get(),
      ]);
      const total = reviews.data().count;
      const recalled = total - missed.data().count;
      return { reviews: total, recalled, rate: total === 0 ? null : recalled / total };
    },
    async deleteAll(email) {
      await ready();
      let deleted = 0;
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

/** The same behaviour in memory, for unit tests of the routes. */
export function memoryLearnStore(): LearnStore {
  const learners = new Map<
    string,
    { cards: Map<string, ReviewCard>; log: ReviewLogEntry[]; lessons: Set<string> }
  >();
  const of = (email: string) => {
    let data = learners.get(email);
    if (!data) {
      data = { cards: new Map(), log: [], lessons: new Set() };
      learners.set(email, data);
    }
    return data;
  };
  return {
    async due(email, now, limit) {
      const due = [...of(email).cards.values()]
        .filter((card) => card.due <= now)
        .sort((a, b) => a.due - b.due);
      return { cards: due.slice(0, limit), count: due.length };
    },
    dueCount: async (email, now) => [...of(email).cards.values()].filter((card) => card.due <= now).length,
    card: async (email, cardId) => of(email).cards.get(cardId),
    async addCards(email, list, lesson) {
      const data = of(email);
      let added = 0;
      for (const card of list) {
        if (data.cards.has(card.id)) continue;
        data.cards.set(card.id, card);
        added++;
      }
      if (lesson) data.lessons.add(lesson.id);
      return added;
    },
    async review(email, cardId, apply) {
      const data = of(email);
      const card = data.cards.get(cardId);
      if (!card) return undefined;
      const result = apply(card);
      data.cards.set(cardId, result.card);
      data.log.push(result.log);
      return result;
    },
    completedLessons: async (email) => new Set(of(email).lessons),
    wordsLearned: async (email) =>
      [...of(email).cards.values()].filter((c) => c.direction === 'rw-en').length,
    retention: async (email) => retention(of(email).log),
    async deleteAll(email) {
      const data = learners.get(email);
      learners.delete(email);
      return data ? data.cards.size + data.log.length + data.lessons.size : 0;
    },
  };
}
