// The quiz: categories, a generated quiz (listening questions with the recording of their text), and scoring
// by question id against the server's bank (a client cannot change the correct answers by sending its own).
import {
  type GeneratedQuiz,
  type QuizCategoriesResponse,
  type QuizSubmitResponse,
  quizGenerateRequestSchema,
  quizSubmitRequestSchema,
} from '@vuga/api-client/contract';
import type { QuizScore, Tutor } from '@vuga/tutor';
import type { Speech } from '@vuga/tutor/speech';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../plugins/auth.ts';
import { parseInput } from '../plugins/errors.ts';
import type { Recorder } from '../recorder.ts';
import { audioFor, clipIndex } from '../recordings.ts';

export interface QuizRouteOptions {
  tutor: Tutor;
  auth: Auth;
  speech?: Speech;
  recorder: Recorder;
  /** Makes review cards of a signed-in learner's mistakes; how many were new. */
  reviewMistakes?: (email: string, result: QuizScore, request: FastifyRequest) => Promise<number>;
}

export function quizRoutes(
  app: FastifyInstance,
  { tutor, auth, speech, recorder, reviewMistakes }: QuizRouteOptions,
) {
  const clips = clipIndex(tutor.content.clips);

  app.get(
    '/quiz/categories',
    async (): Promise<QuizCategoriesResponse> => ({
      categories: tutor.quizCategories(),
    }),
  );

  app.post('/quiz/generate', async (request): Promise<GeneratedQuiz> => {
    const body = parseInput(quizGenerateRequestSchema, request.body, 'body');
    const quiz = tutor.generateQuiz({
      category: body.category,
      difficulty: body.difficulty,
      count: body.num_questions,
    });
    return {
      ...quiz,
      questions: quiz.questions.map((question) => {
        const url = question.audio_text ? audioFor(question.audio_text, clips, speech).audio_url : null;
        return url ? { ...question, audio_url: url } : question;
      }),
    };
  });

  app.post('/quiz/submit', async (request): Promise<QuizSubmitResponse> => {
    const body = parseInput(quizSubmitRequestSchema, request.body, 'body');
    const caller = await auth.checkClaims(request, body.user_email);
    const result = tutor.scoreQuiz({
      questionIds: body.questions.map((question) => (typeof question === 'string' ? question : question.id)),
      answers: body.answers,
    });
    request.log.info(
      { user: caller?.email ?? 'anonymous', score: result.score, total: result.total_questions },
      'quiz scored',
    );
    // The score and percentage are the server's own; category, difficulty and time are the quiz's labels.
    if (caller?.email && !body.analytics_opt_out) {
      const category = body.category || 'mixed';
      const difficulty = body.difficulty ?? 'mixed';
      await recorder.record({
        email: caller.email,
        timeZone: body.time_zone,
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
