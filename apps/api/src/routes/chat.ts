// POST /chat and GET /available-sentences: the tutor's answer with the native recording of its word attached.
import {
  AUDIO_ROUTES,
  type AvailableSentencesResponse,
  type ChatResponse,
  chatRequestSchema,
} from '@vuga/api-client/contract';
import { matchKey, type NativeClip, type Tutor } from '@vuga/tutor';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../plugins/auth.ts';
import { parseInput } from '../plugins/errors.ts';
import type { RouteRateLimit } from '../plugins/rate-limit.ts';

type AudioFields = Pick<ChatResponse, 'audio_url' | 'source' | 'votes' | 'duration'>;

const noRecording: AudioFields = {
  audio_url: null,
  // No native clip: the word will be spoken by synthesis once speech exists (spec §3's other source).
  source: 'tts_generated',
  votes: { up: 0, down: 0 },
  duration: 0,
};

/**
 * Native recordings by the tutor's match key of their sentence (case, tone marks and apostrophes folded), so
 * an answer's word finds its clip when it is the same text. Of several clips of one sentence the best voted wins.
 */
export function clipIndex(clips: readonly NativeClip[]): Map<string, NativeClip> {
  const index = new Map<string, NativeClip>();
  for (const clip of clips) {
    const key = matchKey(clip.sentence);
    if (!key) continue;
    const current = index.get(key);
    if (!current || clip.upVotes - clip.downVotes > current.upVotes - current.downVotes) index.set(key, clip);
  }
  return index;
}

export function audioFor(word: string, clips: Map<string, NativeClip>): AudioFields {
  const clip = word ? clips.get(matchKey(word)) : undefined;
  if (!clip) return noRecording;
  return {
    audio_url: `${AUDIO_ROUTES.common_voice}${encodeURIComponent(clip.file)}`,
    source: 'common_voice',
    votes: { up: clip.upVotes, down: clip.downVotes },
    duration: clip.durationMs / 1000,
  };
}

export function chatRoutes(
  app: FastifyInstance,
  { tutor, auth, rateLimit }: { tutor: Tutor; auth: Auth; rateLimit: RouteRateLimit },
) {
  const clips = clipIndex(tutor.content.clips);

  app.post('/chat', { config: { rateLimit } }, async (request): Promise<ChatResponse> => {
    const body = parseInput(chatRequestSchema, request.body, 'body');
    await auth.checkClaims(request, body.user_email);
    const answer = tutor.answer(body.question);
    return {
      response: answer.response,
      type: answer.type,
      category: answer.category,
      difficulty: answer.difficulty,
      confidence: answer.confidence,
      word: answer.word,
      enhanced_pronunciation: answer.enhanced_pronunciation,
      suggestions: answer.suggestions,
      ...audioFor(answer.word, clips),
      available_count: tutor.status().nativeWords,
    };
  });

  app.get(
    '/available-sentences',
    async (): Promise<AvailableSentencesResponse> => tutor.availableSentences(),
  );
}
