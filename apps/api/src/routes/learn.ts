// Learn and Review: the path of lessons, a lesson's items and exercises, and spaced repetition of the words a
// learner has met. The server keeps the cards (learn/store.ts): it creates them when a lesson is completed or
// a word is added, and schedules them with FSRS (@vuga/learn) when the learner grades one — or grades a typed
// answer itself — so a card's schedule cannot be forged by a browser. Learning is recorded only when it
// happened: a lesson is an attempt the server issues, grades exercise by exercise and completes once every
// exercise has an answer; a card's showing (its due time) is graded once, a repeat gets the first result.
// A Fastify plugin: the path, units and lessons are open to everyone (a visitor may try the first lesson), the
// review routes declare that they are the signed-in learner's (plugins/auth.ts's requireSignedIn).
import { randomUUID } from 'node:crypto';
import { startOfLocalDay } from '@vuga/analytics';
import {
  type AddReviewCardResponse,
  addReviewCardRequestSchema,
  type LearnItemView,
  type LearnPathResponse,
  type LessonAnswerResponse,
  type LessonAttemptResponse,
  type LessonCompleteResponse,
  type LessonExercise,
  type LessonResponse,
  lessonAnswerRequestSchema,
  lessonCompleteRequestSchema,
  type ReviewCardView,
  type ReviewDueResponse,
  type ReviewGradeResponse,
  reviewDayQuerySchema,
  reviewGradeRequestSchema,
  type UnitAudioResponse,
  type UnitGuideResponse,
} from '@vuga/api-client/contract';
import {
  checkAnswer,
  createCards,
  type Exercise,
  gradeExercise,
  gradeFromVerdict,
  kindOf,
  type LearnItem,
  type Lesson,
  type ReviewCard,
  reviewCard,
  selectDue,
} from '@vuga/learn';
import type { NativeClip } from '@vuga/tutor';
import { audioFor } from '@vuga/tutor/responses';
import type { Speech } from '@vuga/tutor/speech';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Catalog } from '../learn/catalog.ts';
import type { Attempt, GradedShowing, LearnStore } from '../learn/store.ts';
import { callerOf } from '../plugins/auth.ts';
import { HttpError, parseInput } from '../plugins/errors.ts';
import type { Recorder } from '../recorder.ts';

export interface LearnOptions {
  catalog: Catalog;
  store: LearnStore;
  /** Each grading is also a learner activity (type 'review'): a day of reviews extends the streak. */
  recorder: Recorder;
  clips: Map<string, NativeClip>;
  speech?: Speech | undefined;
  /** The time a request's cards are created, due and graded at, in ms since the epoch (tests set it). */
  now: (request: FastifyRequest) => number;
}

/** Most cards in one review session. */
const SESSION_CARDS = 20;
/** Due cards read to choose a session from (studied first, then new). */
const DUE_WINDOW = 200;

const dueQuerySchema = reviewDayQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(SESSION_CARDS).default(SESSION_CARDS),
});
/** The day of a request that sends none: UTC, and the default daily limit of new cards. */
const defaultDay = reviewDayQuerySchema.parse({});

const lessonParamsSchema = z.object({ id: z.string().min(1).max(100) });
const attemptParamsSchema = z.object({
  id: z.uuid({
    error: 'the attempt id must be the attempt_id that POST /learn/lessons/:id/attempts returned',
  }),
});
/** How long a lesson attempt stays open (a lesson left half done can be finished within the week). */
const LESSON_ATTEMPT_MS = 7 * 24 * 60 * 60 * 1000;
/** How far a client's clock may run ahead of (or behind) the server's. */
export const CLOCK_SKEW_MS = 2 * 60 * 1000;
/** The oldest review grade made offline that is still applied when it arrives: a week, as a lesson attempt. */
export const REVIEW_SYNC_MS = LESSON_ATTEMPT_MS;

/**
 * When a record sent later really happened (issue 30): the client's `answered_at`, `completed_at` or
 * `reviewed_at`, accepted only inside its limits — not before `from` (the attempt was issued, the card was due
 * or last graded), not after `until` (the attempt expired) and not in the future, each give or take the clock
 * skew — and kept within them. Without one, the record happened now.
 */
export function clientTime(
  value: string | undefined,
  name: string,
  now: number,
  limits: { from: number; fromReason: string; until?: number; untilReason?: string },
): number {
  if (value === undefined) return now;
  const at = Date.parse(value);
  if (at > now + CLOCK_SKEW_MS) {
    throw new HttpError(
      400,
      `${name} ${value} is in the future: send the time it happened, by a clock that is right.`,
    );
  }
  if (at < limits.from - CLOCK_SKEW_MS) {
    throw new HttpError(
      422,
      `${name} ${value} is before ${limits.fromReason} (${new Date(limits.from).toISOString()}): it cannot be applied.`,
    );
  }
  if (limits.until !== undefined && at > limits.until) {
    throw new HttpError(
      422,
      `${name} ${value} is after ${limits.untilReason} (${new Date(limits.until).toISOString()}): it cannot be applied.`,
    );
  }
  return Math.min(Math.max(at, limits.from), now, limits.until ?? now);
}

/** When an attempt was issued (attempts issued before it was kept: its lifetime before it expires). */
const issuedAt = (attempt: Attempt) => attempt.issuedAt ?? attempt.expiresAt - LESSON_ATTEMPT_MS;
const attemptLimits = (attempt: Attempt) => ({
  from: issuedAt(attempt),
  fromReason: 'the lesson attempt was issued',
  until: attempt.expiresAt,
  untilReason: 'the lesson attempt expired',
});

/**
 * The cards the learner's day still holds, in session order: studied ones, then new ones up to the day's
 * limit less those already begun today, never the other direction of an item reviewed today. Its length is
 * the honest due count (what the sessions will show), the navigation's badge.
 */
export function reviewDays(store: LearnStore) {
  const reviewDay = async (email: string, at: number, day: z.output<typeof reviewDayQuerySchema>) => {
    const [{ cards }, today] = await Promise.all([
      store.due(email, at, DUE_WINDOW),
      store.reviewedSince(email, startOfLocalDay(at, day.time_zone ?? 'UTC')),
    ]);
    const begun = new Set(today.filter((entry) => entry.state === 'new').map((entry) => entry.cardId)).size;
    return selectDue(cards, at, { newLimit: Math.max(0, day.new_per_day - begun), reviewedToday: today });
  };
  const dueToday = async (email: string, at: number, day = defaultDay) =>
    (await reviewDay(email, at, day)).length;
  return { reviewDay, dueToday };
}

/** A kind of attempt, as its errors name it and say how to get a new one. */
export interface AttemptKind {
  kind: Attempt['kind'];
  name: string;
  again: string;
}
const lessonAttempt: AttemptKind = {
  kind: 'lesson',
  name: 'lesson attempt',
  again: 'Start the lesson again.',
};

/** The 404 of an attempt that is not there, or not the caller's (the two are not told apart). */
export const noSuchAttempt = ({ name, again }: AttemptKind) =>
  new HttpError(404, `There is no such ${name} of yours. ${again}`);

/** The caller's attempt of this kind (open, or closed with its result), or the reason there is none. */
export function openAttempt(attempt: Attempt, of: AttemptKind, uid: string | null, at: number): Attempt {
  if (attempt.kind !== of.kind || attempt.owner !== uid) throw noSuchAttempt(of);
  if (attempt.result === null && attempt.expiresAt < at) {
    throw new HttpError(410, `This ${of.name} has expired. ${of.again}`);
  }
  return attempt;
}

/**
 * A visitor's lesson (the trial lesson, owner null) becomes the caller's once they sign in: the attempt id,
 * which only that browser holds, is the proof. Anyone else's attempt stays as it is (and is not found).
 */
const claimedBy = (attempt: Attempt, uid: string | null): Attempt =>
  attempt.owner === null && uid !== null && attempt.kind === 'lesson' ? { ...attempt, owner: uid } : attempt;

/** A lesson completed: its items become review cards (both directions); how many cards were new. */
export const completeLesson = (store: LearnStore, email: string, lesson: Lesson, at: number) =>
  store.addCards(
    email,
    lesson.itemIds.flatMap((id) => createCards(id, at)),
    { id: lesson.id, completedAt: at },
  );

async function learn(app: FastifyInstance, { catalog, store, recorder, clips, speech, now }: LearnOptions) {
  const audioUrl = (text: string) => audioFor(text, clips, speech).audio_url;

  const findLesson = (params: unknown) => {
    const { id } = parseInput(lessonParamsSchema, params, 'path');
    const found = catalog.lesson(id);
    if (!found) throw new HttpError(404, `There is no lesson "${id}". GET /learn/path lists the lessons.`);
    return found;
  };

  /** An exercise with `audio` plays its item's recording: one with no recording is left out. */
  const withAudio = (exercise: Exercise): LessonExercise | null => {
    if (!('audio' in exercise)) return exercise;
    const url = audioUrl(exercise.audio);
    return url ? { ...exercise, audio: url } : null;
  };

  const { reviewDay, dueToday } = reviewDays(store);

  const cardView = (card: ReviewCard, item: LearnItem): ReviewCardView => ({
    id: card.id,
    item_id: item.id,
    direction: card.direction,
    prompt: card.direction === 'rw-en' ? item.text : item.gloss[0]!,
    answers: card.direction === 'rw-en' ? [...item.gloss] : [item.text],
    audio_url: audioUrl(item.text),
    state: card.state,
    due_at: new Date(card.due).toISOString(),
  });

  // The path is the same for everyone: only `completed` and the figures are the learner's.
  let shared: LearnPathResponse | undefined;
  const anonymousPath = (): LearnPathResponse => {
    shared ??= {
      units: catalog.path.units.map((unit) => ({
        id: unit.id,
        title: unit.title,
        goal: unit.goal,
        lessons: unit.lessons.map((lesson) => ({
          id: lesson.id,
          items: lesson.itemIds.length,
          completed: false,
        })),
      })),
      lessons_completed: 0,
      words_learned: 0,
      due: 0,
      retention: null,
      reviews: 0,
      retention_basis: 'all',
    };
    return shared;
  };

  // Anyone: a visitor gets the path alone, a signed-in learner (whose query is then parsed) their progress too.
  app.get('/learn/path', async (request): Promise<LearnPathResponse> => {
    const email = (await app.identifyClaiming(request))?.email;
    if (!email) return anonymousPath();
    const day = parseInput(reviewDayQuerySchema, request.query, 'query');
    const [completed, wordsLearned, due, kept] = await Promise.all([
      store.completedLessons(email),
      store.wordsLearned(email),
      dueToday(email, now(request), day),
      store.retention(email),
    ]);
    const figures = {
      words_learned: wordsLearned,
      due,
      retention: kept.rate,
      reviews: kept.reviews,
      retention_basis: kept.basis,
    };
    const { units } = anonymousPath();
    if (completed.size === 0) return { units, lessons_completed: 0, ...figures };
    let lessonsCompleted = 0;
    const progress = units.map((unit) => ({
      ...unit,
      lessons: unit.lessons.map((lesson) => {
        if (!completed.has(lesson.id)) return lesson;
        lessonsCompleted++;
        return { ...lesson, completed: true };
      }),
    }));
    return { units: progress, lessons_completed: lessonsCompleted, ...figures };
  });

  const itemView = (item: LearnItem): LearnItemView => ({
    id: item.id,
    text: item.text,
    gloss: [...item.gloss],
    audio_url: audioUrl(item.text),
    example: item.example ?? null,
  });

  app.get('/learn/units/:id/guide', async (request): Promise<UnitGuideResponse> => {
    const { id } = parseInput(lessonParamsSchema, request.params, 'path');
    const guide = catalog.guide(id);
    if (!guide) throw new HttpError(404, `There is no unit "${id}". GET /learn/path lists the units.`);
    const { unit, grammar } = guide;
    return {
      id: unit.id,
      title: unit.title,
      goal: unit.goal,
      key_phrases: guide.keyPhrases.map(itemView),
      grammar: grammar
        ? {
            title: grammar.title,
            summary: grammar.summary,
            examples: grammar.examples.map((example) => ({
              text: example.rw,
              gloss: example.en,
              audio_url: audioUrl(example.rw),
            })),
            reviewed: grammar.status === 'reviewed',
          }
        : null,
      dialogue: guide.dialogue.map((line) => ({ ...line, audio_url: audioUrl(line.text) })),
    };
  });

  // Named on every request, as the lessons' own URLs are: naming a synthesised file is what lets its first
  // request make it, should it not have been prepared (prepare-audio.ts).
  app.get('/learn/units/:id/audio', async (request): Promise<UnitAudioResponse> => {
    const { id } = parseInput(lessonParamsSchema, request.params, 'path');
    const texts = catalog.recordings(id);
    if (!texts) throw new HttpError(404, `There is no unit "${id}". GET /learn/path lists the units.`);
    return {
      unit_id: id,
      recordings: texts.flatMap((text) => {
        const url = audioUrl(text);
        return url ? [{ text, audio_url: url }] : [];
      }),
    };
  });

  app.get('/learn/lessons/:id', async (request): Promise<LessonResponse> => {
    const { lesson, unit } = findLesson(request.params);
    return {
      id: lesson.id,
      unit_id: unit.id,
      items: lesson.itemIds.map((id) => itemView(catalog.item(id)!)),
      exercises: exercisesOf(lesson).map(({ shown }) => shown),
    };
  });

  /**
   * The exercises a learner is given (and graded on), in order: those that can be shown. The same for everyone
   * and for the life of the process (the recordings do not change), so worked out once per lesson.
   */
  const shownExercises = new WeakMap<object, { exercise: Exercise; shown: LessonExercise }[]>();
  const exercisesOf = (lesson: { exercises: readonly Exercise[] }) => {
    let list = shownExercises.get(lesson);
    if (!list) {
      list = lesson.exercises.flatMap((exercise) => {
        const shown = withAudio(exercise);
        return shown ? [{ exercise, shown }] : [];
      });
      shownExercises.set(lesson, list);
    }
    return list;
  };

  /** The one lesson a visitor may do before signing up: the course's first (unit 1, lesson 1). */
  const isTrialLesson = (id: string) => catalog.path.units[0]?.lessons[0]?.id === id;
  /**
   * The signed-in caller, or null for a visitor; an account without an email cannot keep records. The lesson
   * routes below are open to everyone and ask it first, before their input: a visitor may do the trial lesson.
   */
  const callerOrVisitor = async (request: FastifyRequest) => {
    const caller = await app.identifyClaiming(request);
    if (caller && !caller.email) throw new HttpError(403, 'This account has no email address.');
    return caller;
  };

  app.post('/learn/lessons/:id/attempts', async (request): Promise<LessonAttemptResponse> => {
    const caller = await callerOrVisitor(request);
    const { lesson } = findLesson(request.params);
    if (!caller && !isTrialLesson(lesson.id)) {
      throw new HttpError(
        401,
        'Sign in to do this lesson: only the first lesson can be tried without an account.',
      );
    }
    const at = now(request);
    const attempt: Attempt = {
      id: randomUUID(),
      kind: 'lesson',
      owner: caller?.uid ?? null,
      subject: lesson.id,
      difficulty: null,
      questions: [],
      exercises: exercisesOf(lesson).length,
      answers: {},
      issuedAt: at,
      expiresAt: at + LESSON_ATTEMPT_MS,
      result: null,
    };
    await store.createAttempt(attempt);
    return {
      attempt_id: attempt.id,
      lesson_id: lesson.id,
      exercises: attempt.exercises,
      expires_at: new Date(attempt.expiresAt).toISOString(),
    };
  });

  app.post('/learn/attempts/:id/answers', async (request): Promise<LessonAnswerResponse> => {
    const caller = await callerOrVisitor(request);
    const { id } = parseInput(attemptParamsSchema, request.params, 'path');
    const body = parseInput(lessonAnswerRequestSchema, request.body, 'body');
    const received = now(request);
    let at = received;
    const uid = caller?.uid ?? null;
    const key = body.idempotency_key;
    const graded = await store.updateAttempt(id, (stored) => {
      const attempt = openAttempt(claimedBy(stored, uid), lessonAttempt, uid, received);
      // A repeat of an answer taken before (the network dropped before its reply): its result, not applied again.
      const takenAs = key === undefined ? undefined : attempt.keys?.[key];
      if (takenAs !== undefined) {
        if (takenAs !== body.exercise) {
          throw new HttpError(409, 'This idempotency_key was sent with another exercise: send a new key.');
        }
      } else if (attempt.result !== null) {
        throw new HttpError(409, 'This lesson is already complete.');
      }
      at = clientTime(body.answered_at, 'answered_at', received, attemptLimits(attempt));
      const found = catalog.lesson(attempt.subject);
      const entry = found ? exercisesOf(found.lesson)[body.exercise] : undefined;
      if (!entry || body.exercise >= attempt.exercises) {
        throw new HttpError(
          400,
          `exercise must be the index of one of the lesson's ${attempt.exercises} exercises`,
        );
      }
      const kind = kindOf(entry.exercise);
      const grade = gradeExercise(entry.exercise, body);
      if (!kind || !grade) {
        throw new HttpError(400, `This exercise is answered with ${kind?.answeredWith ?? 'nothing here'}.`);
      }
      // The first answer of an exercise is the one that counts (a missed one may be tried again).
      const index = String(body.exercise);
      const first = takenAs === undefined && !(index in attempt.answers);
      const answers = first ? { ...attempt.answers, [index]: grade.correct } : attempt.answers;
      const keep = key !== undefined && takenAs === undefined;
      return {
        next:
          first || keep
            ? { ...attempt, answers, ...(keep && { keys: { ...attempt.keys, [key]: body.exercise } }) }
            : undefined,
        value: {
          ...grade,
          answered: Object.keys(answers).length,
          exercises: attempt.exercises,
          replayed: takenAs !== undefined,
          // A word said aloud is pronunciation practice, recorded once.
          spoken: first ? (kind.pronounced?.(entry.exercise) ?? null) : null,
        },
      };
    });
    if (!graded) throw noSuchAttempt(lessonAttempt);
    const { spoken, replayed, ...answer } = graded;
    if (spoken && caller?.email && !body.analytics_opt_out) {
      await recorder.record({
        email: caller.email,
        timeZone: body.time_zone,
        at,
        event: { type: 'pronunciation', word: spoken },
      });
    }
    return { exercise: body.exercise, ...answer, ...(replayed && { replayed: true }) };
  });

  app.post('/learn/lessons/:id/complete', async (request): Promise<LessonCompleteResponse> => {
    const signedIn = await callerOrVisitor(request);
    const { lesson } = findLesson(request.params);
    const body = parseInput(lessonCompleteRequestSchema, request.body ?? {}, 'body');
    const received = now(request);
    let at = received;
    const missing = noSuchAttempt(lessonAttempt);
    const uid = signedIn?.uid ?? null;
    // Checked first, closed after the cards exist: a completion that fails half way can be sent again. A
    // visitor's completed lesson is claimed here by the account they then sign in with.
    const checked = await store.updateAttempt(body.attempt_id, (stored) => {
      const attempt = openAttempt(claimedBy(stored, uid), lessonAttempt, uid, received);
      if (attempt.subject !== lesson.id) throw missing;
      // Completed when it really was (offline, then sent): within the attempt's life.
      if (attempt.result === null) {
        at = clientTime(body.completed_at, 'completed_at', received, attemptLimits(attempt));
      }
      const answered = Object.keys(attempt.answers).length;
      if (attempt.result === null && answered < attempt.exercises) {
        throw new HttpError(
          409,
          `Answer every exercise before completing the lesson: ${answered} of ${attempt.exercises} answered.`,
        );
      }
      return { next: attempt.owner === stored.owner ? undefined : attempt, value: attempt };
    });
    if (!checked) throw missing;
    if (checked.result !== null) return checked.result as LessonCompleteResponse;
    // A visitor sees how they did; nothing is kept until they sign in and complete it again.
    if (!signedIn) {
      return {
        lesson_id: lesson.id,
        correct: Object.values(checked.answers).filter(Boolean).length,
        exercises: checked.exercises,
        cards_added: 0,
        due: 0,
      };
    }
    const caller = { ...signedIn, email: signedIn.email! };
    const added = await completeLesson(store, caller.email, lesson, at);
    const result: LessonCompleteResponse = {
      lesson_id: lesson.id,
      correct: Object.values(checked.answers).filter(Boolean).length,
      exercises: checked.exercises,
      cards_added: added,
      due: await dueToday(caller.email, received),
    };
    // Two completions at once: the first to close the attempt gives the result both return, and records the
    // lesson (a day with a lesson is a day of learning).
    const closed = await store.updateAttempt(body.attempt_id, (attempt) =>
      attempt.result === null
        ? { next: { ...attempt, result }, value: { result, closedHere: true } }
        : { value: { result: attempt.result as LessonCompleteResponse, closedHere: false } },
    );
    if (closed?.closedHere && !body.analytics_opt_out) {
      const found = catalog.lesson(lesson.id);
      const number = (found?.unit.lessons.indexOf(lesson) ?? 0) + 1;
      await recorder.record({
        email: caller.email,
        timeZone: body.time_zone,
        at,
        event: {
          type: 'lesson',
          lesson: found ? `${found.unit.title} ${number}` : lesson.id,
          correct: result.correct,
          exercises: result.exercises,
        },
      });
    }
    return closed?.result ?? result;
  });

  // The review routes: the signed-in learner's own cards. The sign-in is checked before the input is parsed.
  const learnerOnly = { preHandler: app.requireSignedIn };

  app.post('/review/cards', learnerOnly, async (request): Promise<AddReviewCardResponse> => {
    const caller = callerOf(request);
    const body = parseInput(addReviewCardRequestSchema, request.body, 'body');
    const item = catalog.itemByText(body.text);
    if (!item) {
      throw new HttpError(
        404,
        `"${body.text}" is not among the reviewed words and phrases Vuga teaches, so it cannot be added to review.`,
      );
    }
    const at = now(request);
    const added = await store.addCards(caller.email, createCards(item.id, at));
    return { item_id: item.id, cards_added: added, due: await dueToday(caller.email, at) };
  });

  app.get('/review/due', learnerOnly, async (request): Promise<ReviewDueResponse> => {
    const caller = callerOf(request);
    const { limit, ...day } = parseInput(dueQuerySchema, request.query, 'query');
    const at = now(request);
    const eligible = await reviewDay(caller.email, at, day);
    return {
      due: eligible.length,
      cards: eligible.slice(0, limit).flatMap((card) => {
        // A card whose item left the reviewed content waits (it is not shown until the item is back).
        const item = catalog.item(card.itemId);
        return item ? [cardView(card, item)] : [];
      }),
    };
  });

  app.post('/review/grade', learnerOnly, async (request): Promise<ReviewGradeResponse> => {
    const caller = callerOf(request);
    const body = parseInput(reviewGradeRequestSchema, request.body, 'body');
    const received = now(request);
    let at = received;
    const dueAt = Date.parse(body.due_at);
    const key = body.idempotency_key;
    type Graded = {
      showing: GradedShowing;
      nextDue: number;
      direction: ReviewCard['direction'];
      itemId: string;
    };
    const outcome = await store.review(caller.email, body.card_id, (card) => {
      // This showing was graded already (a repeat, or a second tab): its first result, applied once. A repeat
      // is known by its idempotency key when it has one.
      const before = card.graded;
      if (
        before &&
        ((key !== undefined && before.key === key) || (before.dueAt === dueAt && card.due !== dueAt))
      ) {
        return {
          value: {
            replayed: true,
            showing: before,
            nextDue: card.due,
            direction: card.direction,
            itemId: card.itemId,
          },
        };
      }
      if (card.due !== dueAt) {
        throw new HttpError(409, 'This card has changed since it was shown. Load the due cards again.');
      }
      if (card.due > received) throw new HttpError(409, 'This card is not due yet.');
      // Graded when it really was (offline, then sent), in order: not before the card was due or last graded.
      const last = card.lastReview ?? 0;
      at = clientTime(body.reviewed_at, 'reviewed_at', received, {
        from: Math.max(card.due, last, received - REVIEW_SYNC_MS),
        fromReason:
          last > card.due
            ? 'the card was last graded'
            : card.due >= received - REVIEW_SYNC_MS
              ? 'the card was due'
              : 'the oldest time a grade sent later is applied (a week ago)',
      });
      const item = catalog.item(card.itemId);
      if (!item) throw new HttpError(409, 'This card is no longer taught; it cannot be graded.');
      const check = body.typed === undefined ? null : checkAnswer(body.typed, cardView(card, item).answers);
      const { card: next, log } = reviewCard(card, body.grade ?? gradeFromVerdict(check!.verdict), at);
      const showing: GradedShowing = {
        dueAt,
        grade: log.grade,
        verdict: check?.verdict ?? null,
        expected: check?.expected ?? null,
        at,
        ...(key !== undefined && { key }),
      };
      const graded: Graded = { showing, nextDue: next.due, direction: next.direction, itemId: next.itemId };
      return { write: { card: { ...next, graded: showing }, log }, value: { replayed: false, ...graded } };
    });
    if (!outcome) throw new HttpError(404, `You have no review card "${body.card_id}".`);
    const item = catalog.item(outcome.itemId);
    const [count] = await Promise.all([
      dueToday(caller.email, received, { ...defaultDay, time_zone: body.time_zone }),
      body.analytics_opt_out || outcome.replayed || !item
        ? undefined
        : recorder.record({
            email: caller.email,
            timeZone: body.time_zone,
            at,
            event: {
              type: 'review',
              word: item.text,
              direction: outcome.direction,
              grade: outcome.showing.grade,
            },
          }),
    ]);
    return {
      card_id: body.card_id,
      grade: outcome.showing.grade,
      verdict: outcome.showing.verdict,
      expected: outcome.showing.expected,
      next_due: new Date(outcome.nextDue).toISOString(),
      due: count,
      ...(outcome.replayed && { replayed: true }),
    };
  });
}

/** The routes as a plugin (`app.register(learnRoutes, options)`), kept on the app as dashboards.ts's are. */
export const learnRoutes = fp(learn, { name: 'learn-routes' });
