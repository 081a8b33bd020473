// POST /chat and GET /available-sentences: the tutor's answer with a recording of its word attached — the
// native Common Voice clip when one exists, else synthesised speech (made when first played, see audio.ts).
// A Fastify plugin; both routes are open to everyone (no preHandler), POST /chat rate limited.
import {
  type AvailableSentencesResponse,
  type ChatResponse,
  chatRequestSchema,
} from '@vuga/api-client/contract';
import type { Tutor } from '@vuga/tutor';
import { type BodyHelpers, chatBody } from '@vuga/tutor/responses';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseInput } from '../plugins/errors.ts';
import type { RouteRateLimit } from '../plugins/rate-limit.ts';
import type { Recorder } from '../recorder.ts';

export interface ChatOptions {
  tutor: Tutor;
  rateLimit: RouteRateLimit;
  recorder: Recorder;
  /** A text's recording and its "Add to review" text (server.ts makes them once for chat and translate). */
  helpers: BodyHelpers;
}

async function chat(app: FastifyInstance, { tutor, rateLimit, recorder, helpers }: ChatOptions) {
  // Anyone; a signed-in caller (whose claimed email must be theirs) has the question recorded.
  app.post('/chat', { config: { rateLimit } }, async (request): Promise<ChatResponse> => {
    const body = parseInput(chatRequestSchema, request.body, 'body');
    const caller = await app.identifyClaiming(request, body.user_email);
    const answer = tutor.answer(body.question);
    // A pronunciation answer counts as a pronunciation activity (buildActivity decides by its type).
    if (caller?.email && !body.analytics_opt_out) {
      await recorder.record({
        email: caller.email,
        timeZone: body.time_zone,
        event: {
          type: 'chat',
          question: body.question,
          response: {
            type: answer.type,
            category: answer.category,
            confidence: answer.confidence,
            word: answer.word,
          },
        },
      });
    }
    return chatBody(tutor, answer, helpers);
  });

  app.get(
    '/available-sentences',
    async (): Promise<AvailableSentencesResponse> => tutor.availableSentences(),
  );
}

/** The routes as a plugin (`app.register(chatRoutes, options)`), kept on the app as dashboards.ts's are. */
export const chatRoutes = fp(chat, { name: 'chat-routes' });
