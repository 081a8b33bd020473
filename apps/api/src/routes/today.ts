// GET /learner/today and POST /learner/goal: the signed-in learner's day. The next step and the
// recommendations come from their own state (due cards, the next lesson, weak quiz topics); the XP from the
// records the server wrote today (lessons completed, cards graded, quizzes scored), never from a number a
// browser sent. The goal is kept with the learner's cards, so it follows them to another device. A Fastify
// plugin whose routes declare who may call them (plugins/auth.ts's requireSignedIn).
import {
  type AnalyticsReader,
  activeDaysEndingToday,
  DEFAULT_DAILY_GOAL,
  LEARNER_FETCH_LIMIT,
  learningStreak,
  localDate,
  nextLessonOf,
  nextSteps,
  type Step,
  startOfLocalDay,
  weakCategories,
  xpOf,
} from '@vuga/analytics';
import {
  type DailyGoalResponse,
  dailyGoalRequestSchema,
  reviewDayQuerySchema,
  type TodayResponse,
  type TodayStep,
} from '@vuga/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Catalog } from '../learn/catalog.ts';
import type { LearnStore } from '../learn/store.ts';
import { callerOf } from '../plugins/auth.ts';
import { HttpError, parseInput } from '../plugins/errors.ts';
import { reviewDays } from './learn.ts';

export interface TodayOptions {
  analytics: AnalyticsReader;
  catalog: Catalog;
  store: LearnStore;
  now: (request: FastifyRequest) => number;
}

const toWire = (step: Step): TodayStep => {
  if (step.kind !== 'lesson') return step;
  return {
    kind: 'lesson',
    lesson_id: step.lessonId,
    unit_number: step.unitNumber,
    unit_title: step.unitTitle,
    lesson_number: step.lessonNumber,
    first: step.first,
  };
};

async function learnerDay(app: FastifyInstance, { analytics, catalog, store, now }: TodayOptions) {
  const { dueToday } = reviewDays(store);
  // The sign-in is checked before the input is parsed.
  const learnerOnly = { preHandler: app.requireSignedIn };

  app.get('/learner/today', learnerOnly, async (request): Promise<TodayResponse> => {
    const learner = callerOf(request);
    const day = parseInput(reviewDayQuerySchema, request.query, 'query');
    const email = learner.email;
    const at = now(request);
    const timeZone = day.time_zone ?? 'UTC';
    const today = localDate(new Date(at), timeZone);
    const since = startOfLocalDay(at, timeZone);
    try {
      const [due, completed, reviewed, lessonsToday, goal, quizzes, activities] = await Promise.all([
        dueToday(email, at, day),
        store.completedLessons(email),
        store.reviewedSince(email, since),
        store.lessonsCompletedSince(email, since),
        store.dailyGoal(email),
        analytics.userQuizResults(email, LEARNER_FETCH_LIMIT),
        analytics.userActivities(email, LEARNER_FETCH_LIMIT),
      ]);
      const units = catalog.path.units.map((unit) => ({
        title: unit.title,
        lessons: unit.lessons.map((lesson) => ({ id: lesson.id, completed: completed.has(lesson.id) })),
      }));
      const xp = xpOf({
        lessons: lessonsToday,
        reviews: reviewed.length,
        quizCorrect: quizzes.filter((quiz) => quiz.date === today).map((quiz) => quiz.score),
      });
      const fetched = activities.map((activity) => activity.date);
      const activeDays =
        activities.length < LEARNER_FETCH_LIMIT
          ? fetched
          : await activeDaysEndingToday(analytics, email, today, fetched);
      const steps = nextSteps({
        due,
        nextLesson: nextLessonOf(units),
        weak: weakCategories(quizzes),
        quizAttempts: quizzes.length,
      });
      return {
        steps: steps.map(toWire),
        due,
        streak: learningStreak(activeDays, today),
        xp: {
          today: xp.total,
          goal: goal ?? DEFAULT_DAILY_GOAL,
          lessons: xp.lessons,
          reviews: xp.reviews,
          quizzes: xp.quizzes,
        },
      };
    } catch (error) {
      request.log.error({ err: error }, 'reading the day failed');
      throw new HttpError(503, 'Failed to fetch your day. Try again.');
    }
  });

  app.post('/learner/goal', learnerOnly, async (request): Promise<DailyGoalResponse> => {
    const learner = callerOf(request);
    const { xp } = parseInput(dailyGoalRequestSchema, request.body, 'body');
    await store.setDailyGoal(learner.email, xp);
    return { xp };
  });
}

/** The routes as a plugin (`app.register(todayRoutes, options)`), kept on the app as dashboards.ts's are. */
export const todayRoutes = fp(learnerDay, { name: 'today-routes' });
