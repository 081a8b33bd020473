// Review cards under FSRS (ts-fsrs does the scheduling): one card per item and direction, stored as plain
// numbers and strings so a database can hold it, graded at a time the caller gives (never the machine clock).
import { type Card, createEmptyCard, type FSRS, type Grade as FsrsGrade, fsrs, Rating, State } from 'ts-fsrs';
import type { AnswerVerdict } from './answer.ts';

/** Recognise (Kinyarwanda shown, English answered) or produce (English shown, Kinyarwanda answered). */
export const directions = ['rw-en', 'en-rw'] as const;
export type Direction = (typeof directions)[number];

export const grades = ['again', 'hard', 'good', 'easy'] as const;
export type Grade = (typeof grades)[number];

export const cardStates = ['new', 'learning', 'review', 'relearning'] as const;
export type CardState = (typeof cardStates)[number];

/** A card as stored: times are milliseconds since the epoch. */
export interface ReviewCard {
  id: string;
  itemId: string;
  direction: Direction;
  state: CardState;
  due: number;
  lastReview: number | null;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
}

/** One grading, kept for retention figures and to rebuild a card. */
export interface ReviewLogEntry {
  cardId: string;
  itemId: string;
  direction: Direction;
  grade: Grade;
  /** The card's state before this review: retention counts only reviews of cards already learned. */
  state: CardState;
  reviewedAt: number;
  /** When the card is next due after this review. */
  due: number;
  scheduledDays: number;
}

export interface SchedulerOptions {
  /** Share of reviews the scheduler aims to have recalled (0.7–0.99); FSRS's default is 0.9. */
  requestRetention?: number;
  /** Longest interval in days. */
  maximumInterval?: number;
  /** Spread long intervals a little so cards learned together do not all come due together. Off by default. */
  enableFuzz?: boolean;
}

export type Scheduler = FSRS;

export function createScheduler(options: SchedulerOptions = {}): Scheduler {
  return fsrs({
    request_retention: options.requestRetention ?? 0.9,
    maximum_interval: options.maximumInterval ?? 36500,
    enable_fuzz: options.enableFuzz ?? false,
  });
}

const defaultScheduler = createScheduler();

const ratingOf: Record<Grade, FsrsGrade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const stateName: Record<State, CardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const stateOf: Record<CardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

/** The stable id of an item's card in one direction. */
export function cardId(itemId: string, direction: Direction): string {
  return `${itemId}:${direction}`;
}

function fromFsrs(card: Card, itemId: string, direction: Direction): ReviewCard {
  return {
    id: cardId(itemId, direction),
    itemId,
    direction,
    state: stateName[card.state],
    due: card.due.getTime(),
    lastReview: card.last_review ? card.last_review.getTime() : null,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
  };
}

function toFsrs(card: ReviewCard, now: number): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    // Deprecated in ts-fsrs and recomputed from last_review; filled for its type.
    elapsed_days:
      card.lastReview === null ? 0 : Math.max(0, Math.floor((now - card.lastReview) / 86_400_000)),
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: stateOf[card.state],
    // Always present (undefined when never reviewed): one object shape keeps ts-fsrs's copies of it fast.
    last_review: card.lastReview === null ? undefined : new Date(card.lastReview),
  };
}

/** A new card for an item in one direction, due at once. */
export function createCard(itemId: string, direction: Direction, now: number): ReviewCard {
  return fromFsrs(createEmptyCard(new Date(now)), itemId, direction);
}

/** Both directions' cards for an item. */
export function createCards(itemId: string, now: number): ReviewCard[] {
  return directions.map((direction) => createCard(itemId, direction, now));
}

/** The grade a typed answer earns: exact → good, nearly → hard, wrong → again. */
export function gradeFromVerdict(verdict: AnswerVerdict): Grade {
  return verdict === 'exact' ? 'good' : verdict === 'nearly' ? 'hard' : 'again';
}

/** Grades a card at `now`: the card's next state and the log entry of this review. */
export function reviewCard(
  card: ReviewCard,
  grade: Grade,
  now: number,
  scheduler: Scheduler = defaultScheduler,
): { card: ReviewCard; log: ReviewLogEntry } {
  const next = scheduler.next(toFsrs(card, now), new Date(now), ratingOf[grade]).card;
  const updated = fromFsrs(next, card.itemId, card.direction);
  return {
    card: updated,
    log: {
      cardId: card.id,
      itemId: card.itemId,
      direction: card.direction,
      grade,
      state: card.state,
      reviewedAt: now,
      due: updated.due,
      scheduledDays: updated.scheduledDays,
    },
  };
}

/** The chance (0–1) that the learner still recalls a card at `now`; 0 for a card never reviewed. */
export function recallProbability(card: ReviewCard, now: number, scheduler: Scheduler = defaultScheduler) {
  if (card.state === 'new') return 0;
  return scheduler.get_retrievability(toFsrs(card, now), new Date(now), false);
}

export interface DueOptions {
  /** Most cards in the session. */
  limit?: number;
  /** Most never-reviewed cards in the session, so a long lesson does not bury the reviews. */
  newLimit?: number;
  /**
   * The cards reviewed earlier the same day: the other direction of each of their items is buried until
   * tomorrow (the first card would give the second away), as Anki does.
   */
  reviewedToday?: readonly { itemId: string; direction: Direction }[];
}

/**
 * The cards due at `now`, in the order to review them: cards already studied first (the most overdue first),
 * then new cards in the order they were created, at most one direction of an item (and none whose other
 * direction was reviewed today). Ties keep the input order.
 */
export function selectDue(cards: readonly ReviewCard[], now: number, options: DueOptions = {}): ReviewCard[] {
  const studied: ReviewCard[] = [];
  const fresh: ReviewCard[] = [];
  for (const card of cards) {
    if (card.due > now) continue;
    (card.state === 'new' ? fresh : studied).push(card);
  }
  studied.sort((a, b) => a.due - b.due);
  fresh.sort((a, b) => a.due - b.due);
  /** The direction each item is reviewed in today: its other direction waits for tomorrow. */
  const shown = new Map<string, Direction>();
  for (const { itemId, direction } of options.reviewedToday ?? [])
    if (!shown.has(itemId)) shown.set(itemId, direction);
  const sibling = (card: ReviewCard) => {
    const direction = shown.get(card.itemId);
    if (direction !== undefined && direction !== card.direction) return true;
    shown.set(card.itemId, card.direction);
    return false;
  };
  let newLeft = Math.max(0, options.newLimit ?? Number.POSITIVE_INFINITY);
  const session: ReviewCard[] = [];
  for (const card of studied) if (!sibling(card)) session.push(card);
  for (const card of fresh) {
    if (newLeft === 0) break;
    if (sibling(card)) continue;
    session.push(card);
    newLeft--;
  }
  return options.limit === undefined ? session : session.slice(0, Math.max(0, options.limit));
}

/** How many cards are due at `now` (for the navigation badge and the dashboard). */
export function dueCount(cards: readonly ReviewCard[], now: number): number {
  let count = 0;
  for (const card of cards) if (card.due <= now) count++;
  return count;
}

export interface Retention {
  /** The reviews the rate is judged on: of learned cards, or every grading while no card is learned yet. */
  reviews: number;
  /** Of those, the ones not graded "again". */
  recalled: number;
  /** recalled / reviews, or null with no reviews to judge by. */
  rate: number | null;
  /** 'learned': reviews of learned cards only; 'all': every grading (no card has reached review yet). */
  basis: 'learned' | 'all';
}

/** The rate of a count, with its basis. */
export const retentionOf = (reviews: number, recalled: number, basis: Retention['basis']): Retention => ({
  reviews,
  recalled,
  rate: reviews === 0 ? null : recalled / reviews,
  basis,
});

/**
 * Retention from a review log: the share of reviews of learned cards that were recalled. Steps of a card
 * still being learned measure the lesson more than memory, so they are left out — but until a first card is
 * learned (days after its lesson) that left nothing, and a learner with 29 graded cards saw "—": then every
 * grading counts, and `basis` says so. `from`/`to` bound the window.
 */
export function retention(
  log: readonly ReviewLogEntry[],
  window: { from?: number; to?: number } = {},
): Retention {
  let reviews = 0;
  let recalled = 0;
  let graded = 0;
  let gradedRecalled = 0;
  for (const entry of log) {
    if (window.from !== undefined && entry.reviewedAt < window.from) continue;
    if (window.to !== undefined && entry.reviewedAt > window.to) continue;
    graded++;
    if (entry.grade !== 'again') gradedRecalled++;
    if (entry.state !== 'review') continue;
    reviews++;
    if (entry.grade !== 'again') recalled++;
  }
  return reviews > 0 ? retentionOf(reviews, recalled, 'learned') : retentionOf(graded, gradedRecalled, 'all');
}
