// Learn and Review: the path of lessons, a lesson's items and exercises, and spaced repetition of the words a
// learner has met. The server keeps the cards (learn/store.ts): it creates them when a lesson is completed or
// a word is added, and schedules them with FSRS (@vuga/learn) when the learner grades one — or grades a typed
// answer itself — so a card's schedule cannot be forged by a browser.
import {
  type AddReviewCardResponse,
  addReviewCardRequestSchema,
  type LearnPathResponse,
  type LessonCompleteResponse,
  type LessonExercise,
  type LessonResponse,
  type ReviewCardView,
  type ReviewDueResponse,
  type ReviewGradeResponse,
  reviewGradeRequestSchema,
} from '@vuga/api-client/contract';
import {
  checkAnswer,
  createCards,
  type Exercise,
  gradeFromVerdict,
  type LearnItem,
  type ReviewCard,
  reviewCard,
  selectDue,
} from '@vuga/learn';
import type { NativeClip } from '@vuga/tutor';
import type { Speech } from '@vuga/tutor/speech';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Catalog } from '../learn/catalog.ts';
import type { LearnStore } from '../learn/store.ts';
import type { Auth } from '../plugins/auth.ts';
import { HttpError, parseInput } from '../plugins/errors.ts';
import type { Recorder } from '../recorder.ts';
import { audioFor } from '../recordings.ts';

export interface LearnRouteOptions {
  auth: Auth;
  catalog: Catalog;
  store: LearnStore;
  /** Each grading is also a learner activity (type 'review'): a day of reviews extends the streak. */
  recorder: Recorder;
  clips: Map<string, NativeClip>;
  speech?: Speech | undefined;
  /** The time a request's cards are created, due and graded at, in ms since the epoch (tests set it). */
  now: (request: FastifyRequest) => number;
}

/** Most cards in one review session, and most never-reviewed ones among them. */
const SESSION_CARDS = 20;
const SESSION_NEW_CARDS = 10;
/** Due cards read to choose a session from (studied first, then new). */
const DUE_WINDOW = 200;

const dueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SESSION_CARDS).default(SESSION_CARDS),
});
const lessonParamsSchema = z.object({ id: z.string().min(1).max(100) });

export function learnRoutes(
  app: FastifyInstance,
  { auth, catalog, store, recorder, clips, speech, now }: LearnRouteOptions,
) {
  const audioUrl = (text: string) => audioFor(text, clips, speech).audio_url;

  const findLesson = (params: unknown) => {
    const { id } = parseInput(lessonParamsSchema, params, 'path');
    const found = catalog.lesson(id);
    if (!found) throw new HttpError(404, `There is no lesson "${id}". GET /learn/path lists the lessons.`);
    return found;
  };

  /** A listening exercise plays its item's recording: one with no recording is left out. */
  const withAudio = (exercise: Exercise): LessonExercise | null => {
    if (exercise.kind !== 'listen-choose') return exercise;
    const url = audioUrl(exercise.audio);
    return url ? { ...exercise, audio: url } : null;
  };

  const cardView = (card: ReviewCard, item: LearnItem): ReviewCardView => ({
    id: card.id,
    item_id: item.id,
    direction: card.direction,
    prompt: card.direction === 'rw-en' ? item.text : item.gloss[0]!,
    answers: card.direction === 'rw-en' ? [...item.gloss] : [item.text],
    audio_url: audioUrl(item.text),
    state: card.state,
  });

  // The path is the same for everyone: only `completed` and the figures are the learner's.
  let shared: LearnPathResponse | undefined;
  const anonymousPath = (): LearnPathResponse => {
    shared ??= {
      units: catalog.path.units.map((unit) => ({
        id: unit.id,
        category: unit.category,
        difficulty: unit.difficulty,
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
    };
    return shared;
  };

  app.get('/learn/path', async (request): Promise<LearnPathResponse> => {
    const email = (await auth.checkClaims(request))?.email;
    if (!email) return anonymousPath();
    const [completed, wordsLearned, due, kept] = await Promise.all([
      store.completedLessons(email),
      store.wordsLearned(email),
      store.dueCount(email, now(request)),
      store.retention(email),
    ]);
    const figures = { words_learned: wordsLearned, due, retention: kept.rate, reviews: kept.reviews };
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

  app.get('/learn/lessons/:id', async (request): Promise<LessonResponse> => {
    const { lesson, unit } = findLesson(request.params);
    return {
      id: lesson.id,
      unit_id: unit.id,
      items: lesson.itemIds.map((id) => {
        const item = catalog.item(id)!;
        return {
          id: item.id,
          text: item.text,
          gloss: [...item.gloss],
          audio_url: audioUrl(item.text),
          example: item.example ?? null,
        };
      }),
      exercises: lesson.exercises.map(withAudio).filter((exercise) => exercise !== null),
    };
  });

  app.post('/learn/lessons/:id/complete', async (request): Promise<LessonCompleteResponse> => {
    const caller = await auth.requireUser(request);
    const { lesson } = findLesson(request.params);
    const at = now(request);
    const cards = lesson.itemIds.flatMap((id) => createCards(id, at));
    const added = await store.addCards(caller.email, cards, { id: lesson.id, completedAt: at });
    return { lesson_id: lesson.id, cards_added: added, due: await store.dueCount(caller.email, at) };
  });

  app.post('/review/cards', async (request): Promise<AddReviewCardResponse> => {
    const caller = await auth.requireUser(request);
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
    return { item_id: item.id, cards_added: added, due: await store.dueCount(caller.email, at) };
  });

  app.get('/review/due', async (request): Promise<ReviewDueResponse> => {
    const caller = await auth.requireUser(request);
    const { limit } = parseInput(dueQuerySchema, request.query, 'query');
    const at = now(request);
    const { cards, count } = await store.due(caller.email, at, DUE_WINDOW);
    const session = selectDue(cards, at, { limit, newLimit: SESSION_NEW_CARDS });
    return {
      due: count,
      cards: session.flatMap((card) => {
        // A card whose item left the reviewed content waits (it is not shown until the item is back).
        const item = catalog.item(card.itemId);
        return item ? [cardView(card, item)] : [];
      }),
    };
  });

  app.post('/review/grade', async (request): Promise<ReviewGradeResponse> => {
    const caller = await auth.requireUser(request);
    const body = parseInput(reviewGradeRequestSchema, request.body, 'body');
    const at = now(request);
    let check: ReturnType<typeof checkAnswer> | null = null;
    const result = await store.review(caller.email, body.card_id, (card) => {
      const item = catalog.item(card.itemId);
      if (!item) throw new HttpError(409, 'This card is no longer taught; it cannot be graded.');
      if (body.typed !== undefined) check = checkAnswer(body.typed, cardView(card, item).answers);
      return reviewCard(card, body.grade ?? gradeFromVerdict(check!.verdict), at);
    });
    if (!result) throw new HttpError(404, `You have no review card "${body.card_id}".`);
    const checked = check as ReturnType<typeof checkAnswer> | null;
    const item = catalog.item(result.card.itemId)!;
    const [count] = await Promise.all([
      store.dueCount(caller.email, at),
      body.analytics_opt_out
        ? undefined
        : recorder.record({
            email: caller.email,
            timeZone: body.time_zone,
            event: {
              type: 'review',
              word: item.text,
              direction: result.card.direction,
              grade: result.log.grade,
            },
          }),
    ]);
    return {
      card_id: result.card.id,
      grade: result.log.grade,
      verdict: checked?.verdict ?? null,
      expected: checked?.expected ?? null,
      next_due: new Date(result.card.due).toISOString(),
      due: count,
    };
  });
}
