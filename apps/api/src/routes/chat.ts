// POST /chat and GET /available-sentences: the tutor's answer with a recording of its word attached — the
// native Common Voice clip when one exists, else synthesised speech (made when first played, see audio.ts).
import {
  type AvailableSentencesResponse,
  type ChatResponse,
  chatRequestSchema,
  type PracticeQuestion,
} from '@vuga/api-client/contract';
import { answerBlocks, blocksToText, type Tutor, type PracticeQuestion as TutorPractice } from '@vuga/tutor';
import type { Speech } from '@vuga/tutor/speech';
import type { FastifyInstance } from 'fastify';
import { audioFor, clipIndex } from '../audio-urls.ts';
import { type Catalog, reviewTextOf } from '../learn/catalog.ts';
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

  const practiceQuestion = ({ answer, audio_text, ...question }: TutorPractice): PracticeQuestion => {
    const url = audio_text ? audioFor(audio_text, clips, speech).audio_url : null;
    return {
      ...question,
      ...(audio_text ? { audio_text } : {}),
      ...(url ? { audio_url: url } : {}),
      correct_answer: answer,
    };
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
    // The answer as blocks, and `response` as their plain text: no markup reaches a learner either way.
    const blocks = answerBlocks(answer.response);
    const practice = answer.practice ? practiceQuestion(answer.practice) : null;
    return {
      // A practice question is answered in place (`practice`); plain-text readers get it written out.
      response: [blocksToText(blocks), ...(practice ? [practiceText(practice)] : [])].join('\n\n'),
      practice,
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
      review_text: reviewTextOf(catalog, answer.word),
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

/** A practice question as plain text: the question, then its options lettered A, B, C… */
function practiceText({ question, options }: PracticeQuestion): string {
  return [
    `Here's one to start: ${question}`,
    ...options.map((o, i) => `${String.fromCharCode(65 + i)}. ${o}`),
  ].join('\n');
}
