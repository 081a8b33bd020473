// The quiz: categories, a generated quiz (listening questions with the recording of their text), and scoring
// by question id against the server's bank (a client cannot change the correct answers by sending its own).
// A generated quiz is an attempt the server keeps (learn/store.ts): it is submitted once, by whoever it was
// issued to, with exactly its questions, before it expires; a repeat gets the first result and counts nothing,
// so a result is recorded once and the answers it reveals cannot be replayed into a perfect score. A Fastify
// plugin; the routes are open to everyone (no preHandler): a signed-in caller's quiz is theirs alone.
import { randomUUID } from 'node:crypto';
import {
  type GeneratedQuiz,
  LIMITS,
  type QuizCategoriesResponse,
  type QuizSubmitResponse,
  quizGenerateRequestSchema,
  quizSubmitRequestSchema,
} from '@vuga/api-client/contract';
import type { QuizScore, Tutor } from '@vuga/tutor';
import type { BodyHelpers } from '@vuga/tutor/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Attempt, LearnStore } from '../learn/store.ts';
import { HttpError, parseInput } from '../plugins/errors.ts';
import type { Recorder } from '../recorder.ts';

export interface QuizOptions {
  tutor: Tutor;
  /** A text's recording (server.ts makes it once for the tutor's routes). */
  audioFor: BodyHelpers['audioFor'];
  recorder: Recorder;
  /** Where the issued quizzes (attempts) are kept. */
  store: LearnStore;
  /** The request's time in ms since the epoch (tests set it). */
  now: (request: FastifyRequest) => number;
  /** Makes review cards of a signed-in learner's mistakes; how many were new. */
  reviewMistakes?: (email: string, result: QuizScore, request: FastifyRequest) => Promise<number>;
}

async function quizzes(
  app: FastifyInstance,
  { tutor, audioFor, recorder, store, now, reviewMistakes }: QuizOptions,
) {
  const noSuchQuiz = () =>
    new HttpError(404, 'There is no such quiz of yours. Start a new quiz (POST /quiz/generate).');

  app.get(
    '/quiz/categories',
    async (): Promise<QuizCategoriesResponse> => ({
      categories: tutor.quizCategories(),
    }),
  );

  app.post('/quiz/generate', async (request): Promise<GeneratedQuiz> => {
    const body = parseInput(quizGenerateRequestSchema, request.body, 'body');
    const caller = await app.identifyClaiming(request);
    const quiz = tutor.generateQuiz({
      category: body.category,
      difficulty: body.difficulty,
      count: body.num_questions,
    });
    const attempt: Attempt = {
      id: randomUUID(),
      kind: 'quiz',
      owner: caller?.uid ?? null,
      subject: quiz.category,
      difficulty: quiz.difficulty,
      questions: quiz.questions.map((question) => question.id),
      exercises: 0,
      answers: {},
      expiresAt: now(request) + quizAttemptMs(quiz.questions.length),
      result: null,
    };
    await store.createAttempt(attempt);
    return {
      quiz_id: attempt.id,
      expires_at: new Date(attempt.expiresAt).toISOString(),
      ...quiz,
      questions: quiz.questions.map((question) => {
        const url = question.audio_text ? audioFor(question.audio_text).audio_url : null;
        return url ? { ...question, audio_url: url } : question;
      }),
    };
  });

  app.post('/quiz/submit', async (request): Promise<QuizSubmitResponse> => {
    const body = parseInput(quizSubmitRequestSchema, request.body, 'body');
    const caller = await app.identifyClaiming(request, body.user_email);
    const questionIds = body.questions.map((question) =>
      typeof question === 'string' ? question : question.id,
    );
    const at = now(request);
    // The attempt is closed with its result in one atomic change: of two submissions at once, one scores.
    const outcome = await store.updateAttempt(body.quiz_id, (attempt) => {
      if (attempt.kind !== 'quiz' || attempt.owner !== (caller?.uid ?? null)) throw noSuchQuiz();
      const labels = { category: attempt.subject, difficulty: attempt.difficulty ?? 'mixed' };
      if (attempt.result !== null)
        return { value: { result: attempt.result as QuizScore, replayed: true, ...labels } };
      if (attempt.expiresAt < at) throw new HttpError(410, 'This quiz has expired. Start a new quiz.');
      if (
        questionIds.length !== attempt.questions.length ||
        questionIds.some((id, index) => id !== attempt.questions[index])
      ) {
        throw new HttpError(
          400,
          'questions must be the questions of this quiz, in the order they were given.',
        );
      }
      const result = tutor.scoreQuiz({ questionIds, answers: body.answers });
      return { next: { ...attempt, result }, value: { result, replayed: false, ...labels } };
    });
    if (!outcome) throw noSuchQuiz();
    if (outcome.replayed) return { ...outcome.result, replayed: true };
    const { result, category, difficulty } = outcome;
    request.log.info(
      { user: caller?.email ?? 'anonymous', score: result.score, total: result.total_questions },
      'quiz scored',
    );
    // The score, percentage and labels are the server's own; only the time taken is the client's word.
    if (caller?.email && !body.analytics_opt_out) {
      await recorder.record({
        email: caller.email,
        timeZone: body.time_zone,
        at,
        event: {
          type: 'quiz',
          score: result.score,
          percentage: result.percentage,
          category,
          difficulty,
          timeTaken: body.time_taken ?? null,
        },
        quizResult: {
          score: result.score,
          percentage: result.percentage,
          totalQuestions: result.total_questions,
          category,
          difficulty,
        },
      });
    }
    if (caller?.email && reviewMistakes) {
      try {
        return { ...result, review_cards_added: await reviewMistakes(caller.email, result, request) };
      } catch (error) {
        // The learner still gets the score; the cards can be added from the results later.
        request.log.error({ err: error }, 'review cards of quiz mistakes could not be made');
      }
    }
    return result;
  });
}

/** The routes as a plugin (`app.register(quizRoutes, options)`), kept on the app as dashboards.ts's are. */
export const quizRoutes = fp(quizzes, { name: 'quiz-routes' });

/** A quiz stays open for its timer (a minute a question, as the app counts) and a margin for slow networks. */
const quizAttemptMs = (questions: number) =>
  (Math.min(questions, LIMITS.maxQuizQuestions) * 60 + 15 * 60) * 1000;
