// POST /chat and GET /available-sentences: the tutor's answer with a recording of its word attached — the
// native Common Voice clip when one exists, else synthesised speech (made when first played, see audio.ts).
import {
  type AvailableSentencesResponse,
  type ChatResponse,
  chatRequestSchema,
} from '@vuga/api-client/contract';
import type { Tutor } from '@vuga/tutor';
import { audioFor, chatBody, clipIndex, reviewTextOf } from '@vuga/tutor/responses';
import type { Speech } from '@vuga/tutor/speech';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../learn/catalog.ts';
import type { Auth } from '../plugins/auth.ts';
import { parseInput } from '../plugins/errors.ts';
import type { RouteRateLimit } from '../plugins/rate-limit.ts';
import type { Recorder } from '../recorder.ts';

export function chatRoutes(
  app: FastifyInstance,
  {
    tutor,
    auth,
    rateLimit,
    speech,
    recorder,
    catalog,
  }: {
    tutor: Tutor;
    auth: Auth;
    rateLimit: RouteRateLimit;
    speech?: Speech;
    recorder: Recorder;
    catalog: Catalog;
  },
) {
  const clips = clipIndex(tutor.content.clips);

  // The body is @vuga/tutor/responses' (the offline tutor in the browser makes the same one).
  const helpers = {
    audioFor: (text: string) => audioFor(text, clips, speech),
    reviewText: (rw: string) => reviewTextOf(catalog.itemByText, rw),
  };

  app.post('/chat', { config: { rateLimit } }, async (request): Promise<ChatResponse> => {
    const body = parseInput(chatRequestSchema, request.body, 'body');
    const caller = await auth.checkClaims(request, body.user_email);
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
