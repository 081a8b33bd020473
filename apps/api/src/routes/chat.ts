// POST /chat and GET /available-sentences: the tutor's answer with a recording of its word attached — the
// native Common Voice clip when one exists, else synthesised speech (made when first played, see audio.ts).
import {
  type AvailableSentencesResponse,
  type ChatResponse,
  chatRequestSchema,
} from '@vuga/api-client/contract';
import { answerBlocks, blocksToText, type Tutor } from '@vuga/tutor';
import type { Speech } from '@vuga/tutor/speech';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../plugins/auth.ts';
import { parseInput } from '../plugins/errors.ts';
import type { RouteRateLimit } from '../plugins/rate-limit.ts';
import type { Recorder } from '../recorder.ts';
import { audioFor, clipIndex } from '../recordings.ts';

export function chatRoutes(
  app: FastifyInstance,
  {
    tutor,
    auth,
    rateLimit,
    speech,
    recorder,
  }: { tutor: Tutor; auth: Auth; rateLimit: RouteRateLimit; speech?: Speech; recorder: Recorder },
) {
  const clips = clipIndex(tutor.content.clips);

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
    // The answer as blocks, and `response` as their plain text: no markup reaches a learner either way.
    const blocks = answerBlocks(answer.response);
    return {
      response: blocksToText(blocks),
      blocks: blocks.map((block) =>
        block.kind === 'example'
          ? { ...block, audio_url: audioFor(block.rw, clips, speech).audio_url }
          : block,
      ),
      type: answer.type,
      category: answer.category,
      difficulty: answer.difficulty,
      confidence: answer.confidence,
      word: answer.word,
      enhanced_pronunciation: answer.enhanced_pronunciation,
      suggestions: answer.suggestions,
      ...audioFor(answer.word, clips, speech),
      available_count: tutor.status().nativeWords,
    };
  });

  app.get(
    '/available-sentences',
    async (): Promise<AvailableSentencesResponse> => tutor.availableSentences(),
  );
}
