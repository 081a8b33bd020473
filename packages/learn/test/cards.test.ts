// FSRS review cards: creation per direction, grading at an injected time, due selection and retention.
import { describe, expect, it } from 'vitest';
import {
  cardId,
  createCard,
  createCards,
  createScheduler,
  dueCount,
  gradeFromVerdict,
  type ReviewCard,
  type ReviewLogEntry,
  recallProbability,
  retention,
  reviewCard,
  selectDue,
} from '../src/cards.ts';

const minute = 60_000;
const day = 86_400_000;
const t0 = Date.UTC(2026, 0, 1, 9, 0, 0);

describe('createCard', () => {
  it('makes a new card per direction, due at once', () => {
    const [recognise, produce] = createCards('murakoze', t0);
    expect(recognise).toMatchObject({
      id: 'murakoze:rw-en',
      itemId: 'murakoze',
      direction: 'rw-en',
      state: 'new',
      due: t0,
      lastReview: null,
      reps: 0,
      lapses: 0,
    });
    expect(produce?.id).toBe('murakoze:en-rw');
    expect(cardId('a:b', 'en-rw')).toBe('a:b:en-rw');
  });
});

describe('reviewCard', () => {
  const card = createCard('yego', 'rw-en', t0);

  it('follows the learning steps (1 and 10 minutes) for a new card', () => {
    expect(reviewCard(card, 'again', t0).card).toMatchObject({ state: 'learning', due: t0 + minute });
    // Hard on the first step waits halfway between the two steps, rounded up to a whole minute.
    expect(reviewCard(card, 'hard', t0).card).toMatchObject({ state: 'learning', due: t0 + 6 * minute });
    expect(reviewCard(card, 'good', t0).card).toMatchObject({ state: 'learning', due: t0 + 10 * minute });
  });

  it('graduates a new card straight to days with easy', () => {
    const easy = reviewCard(card, 'easy', t0).card;
    expect(easy.state).toBe('review');
    expect(easy.scheduledDays).toBeGreaterThanOrEqual(1);
    expect(easy.due).toBe(t0 + easy.scheduledDays * day);
    expect(easy.lastReview).toBe(t0);
    expect(easy.reps).toBe(1);
  });

  it('spaces reviews further apart after each success and brings a lapse back in minutes', () => {
    let current: ReviewCard = card;
    const intervals: number[] = [];
    for (let i = 0; i < 4; i++) {
      const at = current.due;
      current = reviewCard(current, 'good', at).card;
      intervals.push(current.due - at);
    }
    expect(current.state).toBe('review');
    // Each interval is longer than the one before.
    expect(intervals.every((gap, i) => i === 0 || gap > intervals[i - 1]!)).toBe(true);
    const lapse = reviewCard(current, 'again', current.due);
    expect(lapse.card).toMatchObject({ state: 'relearning', lapses: 1, due: current.due + 10 * minute });
    expect(lapse.card.stability).toBeLessThan(current.stability);
  });

  it('logs the grade, the state before and the next due time', () => {
    const { card: next, log } = reviewCard(card, 'good', t0 + 5);
    expect(log).toEqual({
      cardId: 'yego:rw-en',
      itemId: 'yego',
      direction: 'rw-en',
      grade: 'good',
      state: 'new',
      reviewedAt: t0 + 5,
      due: next.due,
      scheduledDays: 0,
    });
  });

  it('does not read the machine clock: the same inputs give the same card', () => {
    const a = reviewCard(reviewCard(card, 'easy', t0).card, 'good', t0 + 30 * day).card;
    const b = reviewCard(reviewCard(card, 'easy', t0).card, 'good', t0 + 30 * day).card;
    expect(a).toEqual(b);
    expect(a.lastReview).toBe(t0 + 30 * day);
  });

  it('schedules less often with a lower retention target', () => {
    const learned = reviewCard(card, 'easy', t0).card;
    const strict = reviewCard(learned, 'good', learned.due, createScheduler({ requestRetention: 0.95 })).card;
    const relaxed = reviewCard(learned, 'good', learned.due, createScheduler({ requestRetention: 0.8 })).card;
    expect(relaxed.scheduledDays).toBeGreaterThan(strict.scheduledDays);
  });
});

describe('gradeFromVerdict', () => {
  it('maps a typed answer to a grade', () => {
    expect(gradeFromVerdict('exact')).toBe('good');
    expect(gradeFromVerdict('nearly')).toBe('hard');
    expect(gradeFromVerdict('wrong')).toBe('again');
  });
});

describe('recallProbability', () => {
  it('is 0 for a new card, about the target on the due day, and falls with time', () => {
    const card = createCard('oya', 'en-rw', t0);
    expect(recallProbability(card, t0)).toBe(0);
    const learned = reviewCard(card, 'easy', t0).card;
    expect(recallProbability(learned, learned.due)).toBeCloseTo(0.9, 1);
    expect(recallProbability(learned, learned.due + 60 * day)).toBeLessThan(0.8);
  });
});

describe('selectDue and dueCount', () => {
  const fresh = (id: string, at: number) => createCard(id, 'rw-en', at);
  const studied = (id: string, due: number): ReviewCard => ({ ...fresh(id, t0), state: 'review', due });

  it('takes cards due by now: studied ones most overdue first, then new ones', () => {
    const cards = [
      fresh('n1', t0),
      studied('later', t0 + day),
      studied('recent', t0 - minute),
      fresh('n2', t0 - 2 * day),
      studied('old', t0 - 3 * day),
    ];
    expect(selectDue(cards, t0).map((c) => c.itemId)).toEqual(['old', 'recent', 'n2', 'n1']);
    expect(dueCount(cards, t0)).toBe(4);
    expect(dueCount(cards, t0 + day)).toBe(5);
    expect(dueCount(cards, t0 - 4 * day)).toBe(0);
  });

  it('caps new cards and the session', () => {
    const cards = [fresh('n1', t0), fresh('n2', t0), studied('s1', t0), studied('s2', t0)];
    expect(selectDue(cards, t0, { newLimit: 1 }).map((c) => c.itemId)).toEqual(['s1', 's2', 'n1']);
    expect(selectDue(cards, t0, { limit: 3, newLimit: 0 }).map((c) => c.itemId)).toEqual(['s1', 's2']);
    expect(selectDue(cards, t0, { limit: 1 }).map((c) => c.itemId)).toEqual(['s1']);
  });
});

describe('retention', () => {
  const entry = (
    grade: ReviewLogEntry['grade'],
    state: ReviewLogEntry['state'],
    at: number,
  ): ReviewLogEntry => ({
    cardId: 'x:rw-en',
    itemId: 'x',
    direction: 'rw-en',
    grade,
    state,
    reviewedAt: at,
    due: at + day,
    scheduledDays: 1,
  });

  it('counts only reviews of learned cards, recalled unless graded again', () => {
    const log = [
      entry('again', 'new', t0),
      entry('good', 'learning', t0),
      entry('good', 'review', t0 + day),
      entry('hard', 'review', t0 + 2 * day),
      entry('again', 'review', t0 + 3 * day),
      entry('easy', 'review', t0 + 4 * day),
    ];
    expect(retention(log)).toEqual({ reviews: 4, recalled: 3, rate: 0.75, basis: 'learned' });
    expect(retention(log, { from: t0 + 3 * day })).toEqual({
      reviews: 2,
      recalled: 1,
      rate: 0.5,
      basis: 'learned',
    });
    expect(retention(log, { to: t0 + day })).toEqual({ reviews: 1, recalled: 1, rate: 1, basis: 'learned' });
  });

  it('judges every grading while no card is learned yet (29 new cards graded once showed "—")', () => {
    const fresh = Array.from({ length: 29 }, (_, i) => entry(i < 4 ? 'again' : 'good', 'new', t0 + i));
    expect(retention(fresh)).toEqual({ reviews: 29, recalled: 25, rate: 25 / 29, basis: 'all' });
    expect(retention([...fresh, entry('hard', 'review', t0 + day)])).toEqual({
      reviews: 1,
      recalled: 1,
      rate: 1,
      basis: 'learned',
    });
  });

  it('has no rate without reviews', () => {
    expect(retention([])).toEqual({ reviews: 0, recalled: 0, rate: null, basis: 'all' });
    expect(retention([entry('good', 'learning', t0)]).rate).toBe(1);
  });
});
