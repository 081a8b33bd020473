// Placement: a learner who knows some Kinyarwanda takes a short check and starts at a later unit. The server
// issues the check as an attempt (learn/store.ts) that keeps the right answers, grades the answers sent once,
// and applies the result once: every lesson of the units before the start unit is completed as a lesson is
// (its items become review cards), lessons already done staying as they were. The first answers sent are the
// ones that count; a completion interrupted half way applies the same result again when sent again. A Fastify
// plugin whose routes declare who may call them (plugins/auth.ts's requireSignedIn).
import { randomUUID } from 'node:crypto';
import {
  type PlacementCheckResponse,
  type PlacementCompleteResponse,
  placementCompleteRequestSchema,
} from '@vuga/api-client/contract';
import { buildPlacementCheck, placementResult } from '@vuga/learn';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Catalog } from '../learn/catalog.ts';
import type { Attempt, LearnStore } from '../learn/store.ts';
import { callerOf } from '../plugins/auth.ts';
import { HttpError, parseInput } from '../plugins/errors.ts';
import { type AttemptKind, completeLesson, noSuchAttempt, openAttempt, reviewDays } from './learn.ts';

export interface PlacementOptions {
  catalog: Catalog;
  store: LearnStore;
  /** The time a request's cards are created at, in ms since the epoch (tests set it). */
  now: (request: FastifyRequest) => number;
  /** The checks' seed (RANDOM_SEED: the same check every time); by default each attempt's own id. */
  seed?: string | undefined;
}

/** How long a placement check stays open. */
const PLACEMENT_ATTEMPT_MS = 24 * 60 * 60 * 1000;

const placementAttempt: AttemptKind = {
  kind: 'placement',
  name: 'placement check',
  again: 'Take a new one with POST /learn/placement.',
};

const paramsSchema = z.object({
  attempt_id: z.uuid({
    error: 'the attempt id must be the attempt_id that POST /learn/placement returned',
  }),
});

/** A graded check as its attempt keeps it: the units skipped, and the response once applied. */
interface Graded {
  correct: number;
  questions: number;
  skipped: string[];
  startUnitId: string | null;
  applied: PlacementCompleteResponse | null;
}

async function placement(app: FastifyInstance, { catalog, store, now, seed }: PlacementOptions) {
  const { dueToday } = reviewDays(store);
  // The sign-in is checked before the input is parsed.
  const learnerOnly = { preHandler: app.requireSignedIn };

  app.post('/learn/placement', learnerOnly, async (request): Promise<PlacementCheckResponse> => {
    const caller = callerOf(request);
    const at = now(request);
    const id = randomUUID();
    const { questions } = buildPlacementCheck(catalog.path.units, catalog.item, {
      seed: seed === undefined ? id : `${seed}:placement`,
    });
    if (questions.length === 0) throw new HttpError(404, 'The course has no units to place you in yet.');
    const attempt: Attempt = {
      id,
      kind: 'placement',
      owner: caller.uid,
      subject: 'placement',
      difficulty: null,
      questions: questions.map((question) => question.unitId),
      key: questions.map((question) => question.correctIndex),
      exercises: questions.length,
      answers: {},
      expiresAt: at + PLACEMENT_ATTEMPT_MS,
      result: null,
    };
    await store.createAttempt(attempt);
    return {
      attempt_id: id,
      questions: questions.map(({ unitId, prompt, options }) => ({ unit_id: unitId, prompt, options })),
      expires_at: new Date(attempt.expiresAt).toISOString(),
    };
  });

  app.post(
    '/learn/placement/:attempt_id/complete',
    learnerOnly,
    async (request): Promise<PlacementCompleteResponse> => {
      const caller = callerOf(request);
      const { attempt_id } = parseInput(paramsSchema, request.params, 'path');
      const { answers } = parseInput(placementCompleteRequestSchema, request.body, 'body');
      const at = now(request);
      const unitIds = catalog.path.units.map((unit) => unit.id);
      // Graded at the first completion and kept: answers sent again (a repeat, another tab) change nothing.
      const graded = await store.updateAttempt(attempt_id, (stored) => {
        const attempt = openAttempt(stored, placementAttempt, caller.uid, at);
        const kept = attempt.result as Graded | null;
        if (kept?.applied) {
          throw new HttpError(
            409,
            'This placement check is already complete and its result applied. To place again, take a new check.',
          );
        }
        if (kept) return { value: kept };
        if (answers.length !== attempt.questions.length) {
          throw new HttpError(
            400,
            `answers must hold one option index for each of the check's ${attempt.questions.length} questions, in order (${answers.length} sent)`,
          );
        }
        const key = attempt.key ?? [];
        const result = placementResult(
          unitIds,
          attempt.questions.map((unitId, index) => ({ unitId, correctIndex: key[index] ?? -1 })),
          answers,
        );
        const next: Graded = {
          correct: result.correct,
          questions: attempt.questions.length,
          skipped: result.knownUnitIds,
          startUnitId: unitIds[result.startIndex] ?? null,
          applied: null,
        };
        return { next: { ...attempt, result: next }, value: next };
      });
      if (!graded) throw noSuchAttempt(placementAttempt);

      const skipped = new Set(graded.skipped);
      const [done, wordsBefore] = await Promise.all([
        store.completedLessons(caller.email),
        store.wordsLearned(caller.email),
      ]);
      const lessons = catalog.path.units
        .filter((unit) => skipped.has(unit.id))
        .flatMap((unit) => unit.lessons)
        .filter((lesson) => !done.has(lesson.id));
      const added = await Promise.all(
        lessons.map((lesson) => completeLesson(store, caller.email, lesson, at)),
      );
      const [wordsAfter, due] = await Promise.all([
        store.wordsLearned(caller.email),
        dueToday(caller.email, at),
      ]);
      const start = catalog.path.units.findIndex((unit) => unit.id === graded.startUnitId);
      const response: PlacementCompleteResponse = {
        correct: graded.correct,
        questions: graded.questions,
        start_unit_id: graded.startUnitId,
        start_unit_index: start === -1 ? unitIds.length : start,
        start_lesson_id: catalog.path.units[start]?.lessons[0]?.id ?? null,
        units_skipped: skipped.size,
        lessons_completed: lessons.length,
        cards_added: added.reduce((sum, count) => sum + count, 0),
        words_added: Math.max(0, wordsAfter - wordsBefore),
        due,
      };
      // Closed once applied: from then on a completion is refused (409), and adds nothing.
      await store.updateAttempt(attempt_id, (attempt) => {
        const kept = attempt.result as Graded;
        return kept.applied
          ? { value: undefined }
          : { next: { ...attempt, result: { ...kept, applied: response } }, value: undefined };
      });
      return response;
    },
  );
}

/** The routes as a plugin (`app.register(placementRoutes, options)`), kept on the app as dashboards.ts's are. */
export const placementRoutes = fp(placement, { name: 'placement-routes' });
