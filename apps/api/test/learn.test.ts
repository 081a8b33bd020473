// Learn and Review through the routes, with the real tutor's content, an in-memory card store and a clock the
// test moves: the path, a lesson's items and exercises, completing it (cards for both directions, once),
// reviewing typed and graded answers under FSRS, cards coming due again as time passes, and bad input.
import {
  addReviewCardResponseSchema,
  learnPathResponseSchema,
  lessonCompleteResponseSchema,
  lessonResponseSchema,
  reviewDueResponseSchema,
  reviewGradeResponseSchema,
  unitAudioResponseSchema,
  unitGuideResponseSchema,
} from '@vuga/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { memoryLearnStore } from '../src/learn/store.ts';
import { bearer, doLesson, realTutor, recordingRecorder, testConfig, testServer } from './support.ts';

const DAY = 86_400_000;
let clock = Date.UTC(2026, 10, 23, 9, 0, 0);
let app: FastifyInstance;
const { recorded, recorder } = recordingRecorder();
beforeAll(async () => {
  app = await testServer({ learnStore: memoryLearnStore(), now: () => clock, recorder });
}, 60_000);
afterAll(() => app.close());

const learner = bearer('learner-token');
const get = (url: string, headers: Record<string, string> = learner) =>
  app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: object, headers: Record<string, string> = learner) =>
  app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
const inject: Parameters<typeof doLesson>[0] = (request) => app.inject(request);
/** A grade of a card as GET /review/due showed it. */
const grading = (card: { id: string; due_at: string }, answer: object) => ({
  card_id: card.id,
  due_at: card.due_at,
  ...answer,
});

describe('the path and a lesson', () => {
  it('lists units of lessons of 4–6 items, with no progress for a visitor', async () => {
    const path = learnPathResponseSchema.parse((await get('/learn/path', {})).json());
    expect(path.units.length).toBeGreaterThan(3);
    for (const unit of path.units) {
      for (const lesson of unit.lessons) {
        expect(lesson.items).toBeGreaterThanOrEqual(4);
        expect(lesson.items).toBeLessThanOrEqual(6);
        expect(lesson.completed).toBe(false);
      }
    }
    expect(path).toMatchObject({ lessons_completed: 0, words_learned: 0, due: 0 });
  });

  it("gives a lesson's items and at least four kinds of exercise on them", async () => {
    const path = learnPathResponseSchema.parse((await get('/learn/path')).json());
    const id = path.units[0]!.lessons[0]!.id;
    const lesson = lessonResponseSchema.parse((await get(`/learn/lessons/${id}`)).json());
    const ids = new Set(lesson.items.map((item) => item.id));
    expect(ids.size).toBe(path.units[0]!.lessons[0]!.items);
    for (const item of lesson.items) expect(item.gloss.length).toBeGreaterThan(0);
    expect(new Set(lesson.exercises.map((exercise) => exercise.kind)).size).toBeGreaterThanOrEqual(4);
    for (const exercise of lesson.exercises) {
      const about = 'itemIds' in exercise ? exercise.itemIds : [exercise.itemId];
      for (const itemId of about) expect(ids.has(itemId)).toBe(true);
      if (exercise.kind === 'listen-choose')
        expect(exercise.audio).toMatch(/^\/(audio|common-voice-audio)\//);
    }
  });

  it("gives a unit's guidebook: key phrases with audio, a grammar note and a dialogue of taught items", async () => {
    const guide = unitGuideResponseSchema.parse((await get('/learn/units/greetings/guide', {})).json());
    expect(guide).toMatchObject({ id: 'greetings', title: 'Greetings' });
    expect(guide.key_phrases.map((item) => item.text)).toContain('muraho');
    for (const item of guide.key_phrases) expect(item.audio_url).toMatch(/^\/(audio|common-voice-audio)\//);
    expect(guide.grammar?.examples.length).toBeGreaterThan(0);
    expect(guide.dialogue[0]).toMatchObject({
      speaker: 'A',
      text: 'Muraho! Amakuru?',
      gloss: 'Hello! How are you?',
    });
    for (const id of ['no-such-unit', '__proto__', 'constructor']) {
      const response = await get(`/learn/units/${id}/guide`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/no unit/);
    }
  });

  it("lists a unit's recordings: every one its lessons and guidebook play, with the text it says", async () => {
    const path = learnPathResponseSchema.parse((await get('/learn/path', {})).json());
    for (const unit of path.units.slice(0, 3)) {
      const played = new Set<string>();
      for (const { id } of unit.lessons) {
        const lesson = lessonResponseSchema.parse((await get(`/learn/lessons/${id}`, {})).json());
        for (const item of lesson.items) if (item.audio_url) played.add(item.audio_url);
        for (const exercise of lesson.exercises)
          if ('audio' in exercise && exercise.audio) played.add(exercise.audio);
      }
      const guide = unitGuideResponseSchema.parse((await get(`/learn/units/${unit.id}/guide`, {})).json());
      for (const said of [...guide.key_phrases, ...(guide.grammar?.examples ?? []), ...guide.dialogue])
        if (said.audio_url) played.add(said.audio_url);

      const audio = unitAudioResponseSchema.parse((await get(`/learn/units/${unit.id}/audio`, {})).json());
      expect(audio.unit_id).toBe(unit.id);
      expect(new Set(audio.recordings.map((recording) => recording.audio_url))).toEqual(played);
      const byText = new Map(audio.recordings.map((recording) => [recording.text, recording.audio_url]));
      expect(byText.size).toBe(audio.recordings.length);
      for (const item of guide.key_phrases) expect(byText.get(item.text)).toBe(item.audio_url);
    }
    for (const id of ['no-such-unit', '__proto__', 'constructor']) {
      const response = await get(`/learn/units/${id}/audio`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/no unit/);
    }
  });

  it('answers an unknown lesson, even one named like a built-in, with 404 and a JSON error', async () => {
    for (const id of ['no-such-lesson', '__proto__', 'constructor']) {
      const response = await get(`/learn/lessons/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/no lesson/);
    }
  });
});

describe('completing a lesson and reviewing', () => {
  let lessonId: string;
  let items: number;

  it('needs a signed-in learner, except for the first lesson, which a visitor may try', async () => {
    const path = learnPathResponseSchema.parse((await get('/learn/path')).json());
    lessonId = path.units[0]!.lessons[0]!.id;
    items = path.units[0]!.lessons[0]!.items;
    const second = path.units[0]!.lessons[1]!.id;
    const refused = await post(`/learn/lessons/${second}/attempts`, undefined, {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatch(/only the first lesson can be tried without an account/);
    expect((await get('/review/due', {})).statusCode).toBe(401);
  });

  it("keeps a visitor's first lesson for the account they sign in with, once, and for no one else", async () => {
    recorded.length = 0;
    const visitor = {};
    const attempt = await doLesson(inject, visitor, lessonId);
    const complete = (headers: Record<string, string>) =>
      post(`/learn/lessons/${lessonId}/complete`, { attempt_id: attempt }, headers);
    // The visitor sees how they did; nothing is kept or recorded.
    const seen = lessonCompleteResponseSchema.parse((await complete(visitor)).json());
    expect(seen).toMatchObject({ lesson_id: lessonId, cards_added: 0, due: 0 });
    expect(seen.correct).toBe(seen.exercises);
    expect(recorded).toEqual([]);
    // Signed in, the same attempt becomes the learner's: cards, and the lesson recorded once.
    const fresh = bearer('second-learner-token');
    const kept = lessonCompleteResponseSchema.parse((await complete(fresh)).json());
    expect(kept).toMatchObject({ lesson_id: lessonId, correct: seen.correct, cards_added: 2 * items });
    expect(recorded.filter((r) => r.event.type === 'lesson')).toHaveLength(1);
    // Now it is theirs: another account, or a visitor with the id, cannot take or replay it.
    expect((await complete(learner)).statusCode).toBe(404);
    expect((await complete(visitor)).statusCode).toBe(404);
    expect((await complete(fresh)).json()).toEqual(kept);
    expect(recorded.filter((r) => r.event.type === 'lesson')).toHaveLength(1);
  });

  it('makes a card per item and direction, once, and shows the progress on the path', async () => {
    recorded.length = 0;
    const attempt = await doLesson(inject, learner, lessonId);
    // The word said aloud is pronunciation practice, recorded when first answered.
    expect(recorded.map((r) => r.event)).toEqual([{ type: 'pronunciation', word: 'muraho' }]);
    const complete = async (attempt_id: string) =>
      lessonCompleteResponseSchema.parse(
        (await post(`/learn/lessons/${lessonId}/complete`, { attempt_id })).json(),
      );
    const first = await complete(attempt);
    const exercises = first.exercises;
    expect(first).toEqual({
      lesson_id: lessonId,
      correct: exercises,
      exercises,
      cards_added: 2 * items,
      // Due today: one direction of each word (the other waits for another day).
      due: items,
    });
    // The lesson is recorded once (a day of lessons is a day of learning); the same attempt again gives its
    // first result, records nothing and adds nothing twice.
    expect(recorded.map((r) => r.event).slice(1)).toEqual([
      { type: 'lesson', lesson: 'Greetings 1', correct: exercises, exercises },
    ]);
    expect(await complete(attempt)).toEqual(first);
    expect(recorded).toHaveLength(2);
    const again = await complete(await doLesson(inject, learner, lessonId));
    expect(again.cards_added).toBe(0);
    const path = learnPathResponseSchema.parse((await get('/learn/path')).json());
    expect(path).toMatchObject({ lessons_completed: 1, words_learned: items, due: items });
    expect(path.units[0]!.lessons[0]!.completed).toBe(true);
  });

  it('grades a typed answer itself and schedules the card later; a wrong one comes back soon', async () => {
    const due = reviewDueResponseSchema.parse((await get('/review/due')).json());
    // One direction a word a day, never both: the first would give the second away.
    expect(due.due).toBe(items);
    expect(new Set(due.cards.map((card) => card.item_id)).size).toBe(due.cards.length);
    const [first, recognise] = due.cards;
    const right = reviewGradeResponseSchema.parse(
      (await post('/review/grade', grading(first!, { typed: first!.answers[0] }))).json(),
    );
    expect(right).toMatchObject({ card_id: first!.id, grade: 'good', verdict: 'exact', due: items - 1 });
    expect(Date.parse(right.next_due)).toBeGreaterThan(clock);

    const wrong = reviewGradeResponseSchema.parse(
      (await post('/review/grade', grading(recognise!, { typed: 'zzzz' }))).json(),
    );
    expect(wrong).toMatchObject({ grade: 'again', verdict: 'wrong', expected: recognise!.answers[0] });
    expect(Date.parse(wrong.next_due) - clock).toBeLessThan(DAY);
  });

  it("records each grading as a review activity at the route's time in the learner's time zone, unless they opted out", async () => {
    const card = reviewDueResponseSchema.parse((await get('/review/due')).json()).cards[0]!;
    recorded.length = 0;
    await post('/review/grade', grading(card, { grade: 'hard', time_zone: 'Africa/Kigali' }));
    expect(recorded).toEqual([
      {
        email: 'learner@vuga.test',
        timeZone: 'Africa/Kigali',
        at: clock,
        event: { type: 'review', word: expect.any(String), direction: card.direction, grade: 'hard' },
      },
    ]);
    const next = reviewDueResponseSchema.parse((await get('/review/due')).json()).cards[0]!;
    await post('/review/grade', grading(next, { grade: 'good', analytics_opt_out: true }));
    expect(recorded).toHaveLength(1);
  });

  it('brings a card back when its time comes (the clock moves, not the test)', async () => {
    const before = reviewDueResponseSchema.parse((await get('/review/due?limit=20')).json());
    const card = before.cards[0]!;
    const graded = reviewGradeResponseSchema.parse(
      (await post('/review/grade', grading(card, { grade: 'easy' }))).json(),
    );
    const dueAt = Date.parse(graded.next_due);
    expect(dueAt - clock).toBeGreaterThanOrEqual(DAY);
    const ids = async () =>
      reviewDueResponseSchema.parse((await get('/review/due?limit=20')).json()).cards.map((c) => c.id);
    clock = dueAt - 1;
    expect(await ids()).not.toContain(card.id);
    clock = dueAt;
    expect(await ids()).toContain(card.id);
  });

  it('judges retention on the reviews of learned cards, every grading before any card is learned', async () => {
    const path = async () => learnPathResponseSchema.parse((await get('/learn/path')).json());
    // The next lesson's words: new cards, not seen before.
    const nextLesson = (await path()).units[0]!.lessons[1]!.id;
    const attempt_id = await doLesson(inject, learner, nextLesson);
    expect((await post(`/learn/lessons/${nextLesson}/complete`, { attempt_id })).statusCode).toBe(200);
    const start = await path();
    // No card has reached review yet: every grading is judged (a learner with 29 graded cards saw "—").
    expect(start.retention_basis).toBe('all');
    const due = reviewDueResponseSchema.parse((await get('/review/due?limit=20')).json()).cards;
    const fresh = due.find((card) => card.state === 'new')!;
    const graded = reviewGradeResponseSchema.parse(
      (await post('/review/grade', grading(fresh, { grade: 'easy' }))).json(),
    );
    const first = await path();
    expect(first).toMatchObject({ reviews: start.reviews + 1, retention_basis: 'all' });
    expect(first.retention).toBeCloseTo(
      (Math.round((start.retention ?? 0) * start.reviews) + 1) / first.reviews,
      5,
    );
    // Once learned (due after 'easy'), only reviews of learned cards count: a miss, then a recall, half.
    clock = Date.parse(graded.next_due);
    await post('/review/grade', { card_id: fresh.id, due_at: graded.next_due, grade: 'again' });
    expect(await path()).toMatchObject({ reviews: 1, retention: 0, retention_basis: 'learned' });
    const learned = reviewDueResponseSchema
      .parse((await get('/review/due?limit=20')).json())
      .cards.find((card) => card.state === 'review')!;
    await post('/review/grade', grading(learned, { grade: 'good' }));
    expect(await path()).toMatchObject({ reviews: 2, retention: 0.5, retention_basis: 'learned' });
  });

  it('adds a word the tutor teaches from a chat answer, and refuses what it does not know', async () => {
    const added = addReviewCardResponseSchema.parse(
      (await post('/review/cards', { text: 'Murakoze' })).json(),
    );
    expect(added.item_id).toMatch(/murakoze/);
    expect(added.cards_added).toBe(2);
    for (const text of ['xyzzy', 'constructor', '__proto__']) {
      const response = await post('/review/cards', { text });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/cannot be added to review/);
    }
  });

  it('answers bad grading input with 4xx and a JSON error that says what to send', async () => {
    const due_at = new Date(clock).toISOString();
    const unknown = await post('/review/grade', { card_id: 'word-nothing:rw-en', due_at, grade: 'good' });
    expect(unknown.statusCode).toBe(404);
    const both = await post('/review/grade', { card_id: 'word-x:rw-en', due_at, grade: 'good', typed: 'x' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toMatch(/either grade .* or typed/);
    const badGrade = await post('/review/grade', { card_id: 'word-x:rw-en', due_at, grade: 'perfect' });
    expect(badGrade.statusCode).toBe(400);
    const badLimit = await get('/review/due?limit=5000');
    expect(badLimit.statusCode).toBe(400);
  });
});

describe('the test clock (TEST_CLOCK=header, test stacks only)', () => {
  it("runs a request's cards at the x-test-now time it sends", async () => {
    const clocked = await testServer({
      config: testConfig({ TEST_CLOCK: 'header' }),
      learnStore: memoryLearnStore(),
    });
    try {
      const at = Date.UTC(2027, 0, 1);
      const send = (method: 'GET' | 'POST', url: string, time: number, payload?: object) =>
        clocked.inject({ method, url, headers: { ...learner, 'x-test-now': String(time) }, payload });
      const path = learnPathResponseSchema.parse((await send('GET', '/learn/path', at)).json());
      const lessonId = path.units[0]!.lessons[0]!.id;
      const attempt_id = await doLesson(
        (request) => clocked.inject(request),
        { ...learner, 'x-test-now': String(at) },
        lessonId,
      );
      await send('POST', `/learn/lessons/${lessonId}/complete`, at, { attempt_id });
      expect(reviewDueResponseSchema.parse((await send('GET', '/review/due', at - 1)).json()).due).toBe(0);
      expect(
        reviewDueResponseSchema.parse((await send('GET', '/review/due', at)).json()).due,
      ).toBeGreaterThan(0);
    } finally {
      await clocked.close();
    }
  });

  it('is refused with a real project', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'header', FIREBASE_PROJECT_ID: 'vuga-prod' })).toThrow(
      /TEST_CLOCK/,
    );
    expect(loadConfig({ TEST_CLOCK: '' }).TEST_CLOCK).toBeUndefined();
  });
});

describe('quiz mistakes', () => {
  it('become review cards of the words the wrong answers were about, for a signed-in learner', async () => {
    const allWrong = async (headers: Record<string, string>) => {
      const quiz = (
        await post(
          '/quiz/generate',
          { category: 'greetings', difficulty: 'mixed', num_questions: 5 },
          headers,
        )
      ).json() as { quiz_id: string; questions: { id: string; options: string[] }[] };
      const ids = quiz.questions.map((question) => question.id);
      // The bank's own key (the engine, not the API), then every question answered with another option.
      const key = realTutor().scoreQuiz({ questionIds: ids, answers: ids.map(() => 0) });
      const answers = key.detailed_results.map((r) => (r.correct_answer + 1) % 4);
      const body = { quiz_id: quiz.quiz_id, questions: ids, answers };
      const submit = async () => (await post('/quiz/submit', body, headers)).json();
      return { ...(await submit()), submit };
    };
    expect((await allWrong({})).review_cards_added).toBeUndefined();
    const before = reviewDueResponseSchema.parse((await get('/review/due')).json()).due;
    const result = await allWrong(learner);
    expect(result.score).toBe(0);
    expect(result.review_cards_added).toBeGreaterThan(0);
    expect(result.review_cards_added % 2).toBe(0); // both directions of each word
    const after = reviewDueResponseSchema.parse((await get('/review/due')).json()).due;
    // Due today: one direction of each new word, within the day's limit of new cards.
    expect(after).toBeGreaterThan(before);
    expect(after - before).toBeLessThanOrEqual(result.review_cards_added / 2);
    // The same submission again: the first result, and no new cards.
    const replay = await result.submit();
    expect(replay).toMatchObject({ replayed: true, score: 0 });
    expect(reviewDueResponseSchema.parse((await get('/review/due')).json()).due).toBe(after);
  });
});

describe('a day of review a person can keep up with', () => {
  it('takes on at most the day’s new cards, never both directions of a word, and counts only those', async () => {
    let day = Date.UTC(2027, 2, 1, 8);
    const own = await testServer({ learnStore: memoryLearnStore(), now: () => day });
    try {
      const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
        own.inject({ method, url, headers: learner, ...(payload && { payload }) });
      const inject: Parameters<typeof doLesson>[0] = (request) => own.inject(request);
      const path = learnPathResponseSchema.parse((await send('GET', '/learn/path')).json());
      // Three lessons in one day: more new words than the day's limit of five.
      for (const lesson of path.units[0]!.lessons.slice(0, 3)) {
        const attempt_id = await doLesson(inject, learner, lesson.id);
        expect((await send('POST', `/learn/lessons/${lesson.id}/complete`, { attempt_id })).statusCode).toBe(
          200,
        );
      }
      const dueOf = async (query: string) =>
        reviewDueResponseSchema.parse((await send('GET', `/review/due?${query}`)).json());
      const limited = await dueOf('new_per_day=5&time_zone=Africa/Kigali');
      expect(limited.due).toBe(5);
      expect(limited.cards).toHaveLength(5);
      // Grade them all: no more new cards today, and no word's other direction.
      for (const card of limited.cards) {
        await send('POST', '/review/grade', grading(card, { grade: 'good', time_zone: 'Africa/Kigali' }));
      }
      day += 60 * 60 * 1000;
      const later = await dueOf('new_per_day=5&time_zone=Africa/Kigali');
      const seen = new Set(limited.cards.map((card) => card.item_id));
      expect(later.cards.filter((card) => card.state === 'new')).toEqual([]);
      expect(later.cards.filter((card) => seen.has(card.item_id) && card.state === 'new')).toEqual([]);
      // The next day: new cards again, up to the limit, and a word's other direction may come.
      day += 24 * 60 * 60 * 1000;
      const tomorrow = await dueOf('new_per_day=5&time_zone=Africa/Kigali');
      expect(tomorrow.cards.filter((card) => card.state === 'new')).toHaveLength(5);
      expect(new Set(tomorrow.cards.map((card) => card.item_id)).size).toBe(tomorrow.cards.length);
    } finally {
      await own.close();
    }
  });
});
