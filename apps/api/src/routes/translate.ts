// POST /translate: English ↔ Kinyarwanda through the tutor's phrasebook, translation memory and glosses.
import { type TranslateResponse, translateRequestSchema } from '@vuga/api-client/contract';
import type { Tutor } from '@vuga/tutor';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../plugins/auth.ts';
import { parseInput } from '../plugins/errors.ts';
import type { RouteRateLimit } from '../plugins/rate-limit.ts';

export function translateRoutes(
  app: FastifyInstance,
  { tutor, auth, rateLimit }: { tutor: Tutor; auth: Auth; rateLimit: RouteRateLimit },
) {
  app.post('/translate', { config: { rateLimit } }, async (request): Promise<TranslateResponse> => {
    const body = parseInput(translateRequestSchema, request.body, 'body');
    await auth.checkClaims(request, body.user_email);
    return tutor.translate(body.text, body.direction);
  });
}
