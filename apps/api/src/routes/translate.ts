// POST /translate: English ↔ Kinyarwanda through the tutor's phrasebook, translation memory, sentence patterns
// and glosses, with how it was made as blocks.
import { type TranslateResponse, translateRequestSchema } from '@vuga/api-client/contract';
import type { Tutor } from '@vuga/tutor';
import type { Speech } from '@vuga/tutor/speech';
import type { FastifyInstance } from 'fastify';
import { audioFor, clipIndex } from '../audio-urls.ts';
import { type Catalog, reviewTextOf } from '../learn/catalog.ts';
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
    const { explanation = [], ...result } = translation;
    // How it was made, as blocks (a pattern, the memory sentence it came from): never any examples to play.
    const rw = body.direction === 'en-rw' ? translation.translated_text : body.text;
    return {
      ...result,
      blocks: explanation.flatMap((block) => (block.kind === 'example' ? [] : [block])),
      // Only an exact translation is something to learn (see review_text).
      review_text: translation.method === 'exact' ? reviewTextOf(catalog, rw) : null,
      audio_url:
        translation.method === 'none' || !rw.trim() ? null : audioFor(rw.trim(), clips, speech).audio_url,
    };
  });
}
