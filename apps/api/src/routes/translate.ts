// POST /translate: English ↔ Kinyarwanda through the tutor's phrasebook, translation memory, sentence patterns
// and glosses, with how it was made as blocks. A Fastify plugin; the route is open to everyone (no
// preHandler), rate limited.
import { type TranslateResponse, translateRequestSchema } from '@vuga/api-client/contract';
import type { Tutor } from '@vuga/tutor';
import { type BodyHelpers, translateBody } from '@vuga/tutor/responses';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseInput } from '../plugins/errors.ts';
import type { RouteRateLimit } from '../plugins/rate-limit.ts';
import type { Recorder } from '../recorder.ts';

export interface TranslateOptions {
  tutor: Tutor;
  rateLimit: RouteRateLimit;
  recorder: Recorder;
  /** A text's recording and its "Add to review" text (server.ts makes them once for chat and translate). */
  helpers: BodyHelpers;
}

async function translate(app: FastifyInstance, { tutor, rateLimit, recorder, helpers }: TranslateOptions) {
  // Anyone; a signed-in caller (whose claimed email must be theirs) has the translation recorded.
  app.post('/translate', { config: { rateLimit } }, async (request): Promise<TranslateResponse> => {
    const body = parseInput(translateRequestSchema, request.body, 'body');
    const caller = await app.identifyClaiming(request, body.user_email);
    const translation = tutor.translate(body.text, body.direction);
    if (caller?.email && !body.analytics_opt_out) {
      await recorder.record({
        email: caller.email,
        timeZone: body.time_zone,
        event: {
          type: 'translation',
          originalText: body.text,
          translatedText: translation.translated_text,
          direction: body.direction,
        },
      });
    }
    return translateBody(translation, body, helpers);
  });
}

/** The route as a plugin (`app.register(translateRoutes, options)`), kept on the app as dashboards.ts's are. */
export const translateRoutes = fp(translate, { name: 'translate-routes' });
