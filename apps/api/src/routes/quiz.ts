// The quiz: categories, a generated quiz, and scoring by question id against the server's bank (a client
// cannot change the correct answers by sending its own).
import {
  type GeneratedQuiz,
  type QuizCategoriesResponse,
  type QuizSubmitResponse,
  quizGenerateRequestSchema,
  quizSubmitRequestSchema,
} from '@vuga/api-client/contract';
import type { Tutor } from '@vuga/tutor';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../plugins/auth.ts';
import { parseInput } from '../plugins/errors.ts';

export function quizRoutes(app: FastifyInstance, { tutor, auth }: { tutor: Tutor; auth: Auth }) {
  app.get(
    '/quiz/categories',
    async (): Promise<QuizCategoriesResponse> => ({
      categories: tutor.quizCategories(),
    }),
  );

  app.post('/quiz/generate', async (request): Promise<GeneratedQuiz> => {
    const body = parseInput(quizGenerateRequestSchema, request.body, 'body');
    return tutor.generateQuiz({
      category: body.category,
      difficulty: body.difficulty,
      count: body.num_questions,
    });
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
    return result;
  });
}
