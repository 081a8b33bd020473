// POST /translate: English ↔ Kinyarwanda through the tutor's phrasebook, translation memory, sentence patterns
// and glosses, with how it was made as blocks.
import { type TranslateResponse, translateRequestSchema } from '@vuga/api-client/contract';
import type { Tutor } from '@vuga/tutor';
import { audioFor, clipIndex, reviewTextOf, translateBody } from '@vuga/tutor/responses';
import type { Speech } from '@vuga/tutor/speech';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../learn/catalog.ts';
import type { Auth } from '../plugins/auth.ts';
import { parseInput } from '../plugins/errors.ts';
import type { RouteRateLimit } from '../plugins/rate-limit.ts';
import type { Recorder } from '../recorder.ts';

export function translateRoutes(
  app: FastifyInstance,
  {
    tutor,
    auth,
    rateLimit,
    recorder,
    catalog,
    speech,
  }: {
    tutor: Tutor;
    auth: Auth;
    rateLimit: RouteRateLimit;
    recorder: Recorder;
    catalog: Catalog;
    speech?: Speech;
  },
) {
  const clips = clipIndex(tutor.content.clips);
  // The body is @vuga/tutor/responses' (the offline tutor in the browser makes the same one).
  const helpers = {
    audioFor: (text: string) => audioFor(text, clips, speech),
    reviewText: (rw: string) => reviewTextOf(catalog.itemByText, rw),
  };

  app.post('/translate', { config: { rateLimit } }, async (request): Promise<TranslateResponse> => {
    const body = parseInput(translateRequestSchema, request.body, 'body');
    const caller = await auth.checkClaims(request, body.user_email);
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
