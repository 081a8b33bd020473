// The offline tutor's answers: POST /chat and POST /translate's response bodies made on this device from the
// downloaded content, as apps/api/src/routes/chat.ts and translate.ts make them, so the chat and translate
// screens render them unchanged. apps/api/test/offline-tutor.test.ts holds the two equal over the tutor's
// evaluation set. What the server does besides answering (rate limits, activity records) is not done offline.
// Speech synthesis is the server's: offline, a word without a native recording has no audio (null URL, the
// answer the server gives when it cannot synthesise).
import {
  AUDIO_ROUTES,
  type ChatRequest,
  type ChatResponse,
  chatRequestSchema,
  type PracticeQuestion,
  type TranslateRequest,
  type TranslateResponse,
  translateRequestSchema,
} from '@vuga/api-client/contract';
import { buildLearningPath } from '@vuga/learn';
import {
  answerBlocks,
  blocksToText,
  type Content,
  createTutor,
  matchKey,
  type NativeClip,
  type Tutor,
  type TutorOptions,
  type PracticeQuestion as TutorPractice,
} from '@vuga/tutor/browser';

export interface OfflineTutor {
  chat(body: ChatRequest): ChatResponse;
  translate(body: TranslateRequest): TranslateResponse;
}

type AudioFields = Pick<ChatResponse, 'audio_url' | 'source' | 'votes' | 'duration'>;

const silent: AudioFields = {
  audio_url: null,
  source: 'tts_generated',
  votes: { up: 0, down: 0 },
  duration: 0,
};

/** A text's native recording (the best voted clip of the same sentence), else no audio. */
function recordings(clips: readonly NativeClip[]): (text: string) => AudioFields {
  const byKey = new Map<string, NativeClip>();
  for (const clip of clips) {
    const key = matchKey(clip.sentence);
    const best = byKey.get(key);
    if (key && (!best || clip.upVotes - clip.downVotes > best.upVotes - best.downVotes)) byKey.set(key, clip);
  }
  return (text) => {
    const clip = text ? byKey.get(matchKey(text)) : undefined;
    return clip
      ? {
          audio_url: `${AUDIO_ROUTES.common_voice}${encodeURIComponent(clip.file)}`,
          source: 'common_voice',
          votes: { up: clip.upVotes, down: clip.downVotes },
          duration: clip.durationMs / 1000,
        }
      : silent;
  };
}

/**
 * What "Add to review" may add for a Kinyarwanda text: the reviewed word or phrase with that text, those the
 * course teaches first (the API's learn catalog, apps/api/src/learn/catalog.ts, decides the same way).
 */
function reviewTexts(content: Content): (rw: string) => string | null {
  const items = [
    ...content.lexicon.flatMap((file) =>
      file.entries
        .filter((entry) => !entry.rw.startsWith('-') && !entry.rw.endsWith('-'))
        .map((entry) => ({ id: `word-${entry.id}`, text: entry.rw, gloss: entry.en, status: entry.status })),
    ),
    ...content.phrases.flatMap((file) =>
      file.entries.map((phrase) => ({
        id: `phrase-${phrase.id}`,
        text: phrase.rw,
        gloss: phrase.en.split(' / ').map((gloss) => gloss.trim()),
        status: phrase.status,
      })),
    ),
  ].map((item) => ({ ...item, audio: item.text }));
  const path = buildLearningPath(content.course ?? { units: [] }, items, { seed: 'vuga' });
  const taught = new Set(path.units.flatMap((unit) => unit.lessons.flatMap((lesson) => lesson.itemIds)));
  const reviewed = items.filter((item) => item.status === 'reviewed');
  const byText = new Map<string, string>();
  for (const item of reviewed.sort((a, b) => Number(taught.has(b.id)) - Number(taught.has(a.id)))) {
    const key = matchKey(item.text);
    if (key && !byText.has(key)) byText.set(key, item.text);
  }
  return (rw) => (rw.trim() ? (byText.get(matchKey(rw.trim().replace(/[.!?]+$/u, ''))) ?? null) : null);
}

/** A practice question as plain text: the question, then its options lettered A, B, C… */
const practiceText = ({ question, options }: PracticeQuestion) =>
  [`Here's one to start: ${question}`, ...options.map((o, i) => `${String.fromCharCode(65 + i)}. ${o}`)].join(
    '\n',
  );

export function createOfflineTutor(content: Content, options: TutorOptions = {}): OfflineTutor {
  const tutor: Tutor = createTutor(content, options);
  const audioFor = recordings(content.clips);
  let reviewTextOf: ((rw: string) => string | null) | undefined;
  // Built on the first answer that needs it, as the API's catalog is (tens of milliseconds).
  const reviewText = (rw: string) => {
    reviewTextOf ??= reviewTexts(content);
    return reviewTextOf(rw);
  };

  const practiceQuestion = ({ answer, audio_text, ...question }: TutorPractice): PracticeQuestion => {
    const url = audio_text ? audioFor(audio_text).audio_url : null;
    return {
      ...question,
      ...(audio_text ? { audio_text } : {}),
      ...(url ? { audio_url: url } : {}),
      correct_answer: answer,
    };
  };

  return {
    chat(request) {
      const body = chatRequestSchema.parse(request);
      const answer = tutor.answer(body.question);
      const blocks = answerBlocks(answer.response);
      const practice = answer.practice ? practiceQuestion(answer.practice) : null;
      return {
        response: [blocksToText(blocks), ...(practice ? [practiceText(practice)] : [])].join('\n\n'),
        practice,
        blocks: blocks.map((block) =>
          block.kind === 'example' ? { ...block, audio_url: audioFor(block.rw).audio_url } : block,
        ),
        type: answer.type,
        category: answer.category,
        difficulty: answer.difficulty,
        confidence: answer.confidence,
        word: answer.word,
        review_text: reviewText(answer.word),
        enhanced_pronunciation: answer.enhanced_pronunciation,
        suggestions: answer.suggestions,
        ...audioFor(answer.word),
        available_count: tutor.status().nativeWords,
      };
    },
    translate(request) {
      const body = translateRequestSchema.parse(request);
      const translation = tutor.translate(body.text, body.direction);
      const { explanation = [], ...result } = translation;
      const rw = body.direction === 'en-rw' ? translation.translated_text : body.text;
      return {
        ...result,
        blocks: explanation.flatMap((block) => (block.kind === 'example' ? [] : [block])),
        review_text: translation.method === 'exact' ? reviewText(rw) : null,
        audio_url: translation.method === 'none' || !rw.trim() ? null : audioFor(rw.trim()).audio_url,
      };
    },
  };
}
