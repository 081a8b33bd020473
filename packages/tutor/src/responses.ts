// @vuga/tutor/responses: POST /chat and POST /translate's response bodies made from the tutor's answers, with
// the recording of a Kinyarwanda text (its native Common Voice clip, else synthesised speech) and the text
// "Add to review" may add. One place for both who answer: the API's routes (apps/api/src/routes/chat.ts,
// translate.ts) and the web app's offline tutor in its Web Worker (apps/web/src/lib/offline-tutor/answers.ts).
// Browser-safe: no file reading; synthesis is passed in (the server's speech cache, or none offline).
// The routes from the contract's plain values: the offline worker imports no zod schema (constants.ts).
import { AUDIO_ROUTES } from '@vuga/api-client/constants';
import type { ChatResponse, PracticeQuestion, TranslateResponse } from '@vuga/api-client/contract';
import {
  buildLearningPath,
  type LearnItem,
  type LearningPath,
  type TaughtItems,
  taughtItems,
} from '@vuga/learn';
import { answerBlocks, blocksToText } from './blocks.ts';
import type { NativeClip } from './content/schema.ts';
import type { Content } from './content/types.ts';
import { matchKey } from './normalize.ts';
import type { Direction, Tutor, PracticeQuestion as TutorPractice } from './types.ts';

export type AudioFields = Pick<ChatResponse, 'audio_url' | 'source' | 'votes' | 'duration'>;

/** Speech synthesis as the answers need it: a text's file name (null when none can be made) and its length. */
export interface Synthesis {
  fileFor(text: string): string | null;
  duration(file: string): number | undefined;
}

const noRecording: AudioFields = {
  audio_url: null,
  // docs/product.md §3 knows two sources and no "none": with no clip and no synthesis (espeak-ng missing,
  // nothing to say, offline) the answer keeps the synthesis source and a null URL, and /health says
  // tts_audio: false.
  source: 'tts_generated',
  votes: { up: 0, down: 0 },
  duration: 0,
};

/**
 * Native recordings by the tutor's match key of their sentence (case, tone marks and apostrophes folded), so
 * an answer's word finds its clip when it is the same text. Of several clips of one sentence the best voted
 * wins.
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

/**
 * The recording of a word or phrase: its native clip, else the synthesised file's name (hashing is
 * microseconds, so the answer stays fast; the audio is made when the URL is first fetched). The duration of
 * synthesised speech is known only once it has been made (0 until then). No synthesis: no audio.
 */
export function audioFor(word: string, clips: Map<string, NativeClip>, speech?: Synthesis): AudioFields {
  const clip = word ? clips.get(matchKey(word)) : undefined;
  if (!clip) {
    const file = word ? speech?.fileFor(word) : null;
    if (!file) return noRecording;
    return {
      ...noRecording,
      audio_url: `${AUDIO_ROUTES.tts_generated}${file}`,
      duration: speech?.duration(file) ?? 0,
    };
  }
  return {
    audio_url: `${AUDIO_ROUTES.common_voice}${encodeURIComponent(clip.file)}`,
    source: 'common_voice',
    votes: { up: clip.upVotes, down: clip.downVotes },
    duration: clip.durationMs / 1000,
  };
}

/** Affixes and bound stems ("-ra-", "-inshi") are grammar, not words to drill on their own. */
const isBound = (rw: string) => rw.startsWith('-') || rw.endsWith('-');

/** The tutor's words and phrases as @vuga/learn items (what Learn and Review teach once reviewed). */
export function learnItems(content: Content): LearnItem[] {
  const items: LearnItem[] = [];
  for (const file of content.lexicon) {
    for (const entry of file.entries) {
      if (isBound(entry.rw)) continue;
      const example = entry.examples?.[0];
      items.push({
        id: `word-${entry.id}`,
        text: entry.rw,
        gloss: entry.en,
        audio: entry.rw,
        ...(example && { example: { text: example.rw, gloss: example.en } }),
        status: entry.status,
      });
    }
  }
  for (const file of content.phrases) {
    for (const phrase of file.entries) {
      items.push({
        id: `phrase-${phrase.id}`,
        text: phrase.rw,
        // "Sorry / Excuse me" is two meanings: each one counts when options and typed answers are compared.
        gloss: phrase.en.split(' / ').map((gloss) => gloss.trim()),
        audio: phrase.rw,
        status: phrase.status,
      });
    }
  }
  return items;
}

/** The authored course over these items, seeded so it is the same for everyone. */
export const learningPath = (content: Content, items: LearnItem[]): LearningPath =>
  buildLearningPath(content.course ?? { units: [] }, items, { seed: 'vuga' });

/** Which items each lesson of that course teaches, without its exercises (itemsByText needs only these). */
export const courseTaught = (content: Content, items: LearnItem[]): TaughtItems =>
  taughtItems(content.course ?? { units: [] }, items);

/**
 * The reviewed item whose text is this one (case, tone marks and apostrophes folded): items in the path first,
 * so a word taught in a lesson is the one added from a chat answer.
 */
export function itemsByText(
  items: readonly LearnItem[],
  path: LearningPath | TaughtItems,
): (text: string) => LearnItem | undefined {
  const taught = new Set(path.units.flatMap((unit) => unit.lessons.flatMap((lesson) => lesson.itemIds)));
  const reviewed = items.filter((item) => item.status === 'reviewed');
  const byText = new Map<string, LearnItem>();
  for (const item of reviewed.sort((a, b) => Number(taught.has(b.id)) - Number(taught.has(a.id)))) {
    const key = matchKey(item.text);
    if (key && !byText.has(key)) byText.set(key, item);
  }
  return (text) => byText.get(matchKey(text));
}

/**
 * The text POST /review/cards accepts for this Kinyarwanda (a taught item's own text), or null: what an answer
 * or a translation offers as "Add to review". A phrase as a sentence ends ("Umuntu mwiza.") is the same phrase.
 */
export const reviewTextOf = (
  itemByText: (text: string) => LearnItem | undefined,
  rw: string,
): string | null => (rw.trim() ? (itemByText(rw.trim().replace(/[.!?]+$/u, ''))?.text ?? null) : null);

/** How a body finds a text's recording and its "Add to review" text. */
export interface BodyHelpers {
  audioFor(text: string): AudioFields;
  reviewText(rw: string): string | null;
}

/** A practice question as plain text: the question, then its options lettered A, B, C… */
function practiceText({ question, options }: PracticeQuestion): string {
  return [
    `Here's one to start: ${question}`,
    ...options.map((o, i) => `${String.fromCharCode(65 + i)}. ${o}`),
  ].join('\n');
}

function practiceQuestion(
  { answer, audio_text, ...question }: TutorPractice,
  audio: BodyHelpers['audioFor'],
): PracticeQuestion {
  const url = audio_text ? audio(audio_text).audio_url : null;
  return {
    ...question,
    ...(audio_text ? { audio_text } : {}),
    ...(url ? { audio_url: url } : {}),
    correct_answer: answer,
  };
}

/** POST /chat's body: the tutor's answer to a question, with a recording of its word attached. */
export function chatBody(
  tutor: Tutor,
  answer: ReturnType<Tutor['answer']>,
  { audioFor: audio, reviewText }: BodyHelpers,
): ChatResponse {
  // The answer as blocks, and `response` as their plain text: no markup reaches a learner either way.
  const blocks = answerBlocks(answer.response);
  const practice = answer.practice ? practiceQuestion(answer.practice, audio) : null;
  return {
    // A practice question is answered in place (`practice`); plain-text readers get it written out.
    response: [blocksToText(blocks), ...(practice ? [practiceText(practice)] : [])].join('\n\n'),
    practice,
    blocks: blocks.map((block) =>
      block.kind === 'example' ? { ...block, audio_url: audio(block.rw).audio_url } : block,
    ),
    type: answer.type,
    category: answer.category,
    difficulty: answer.difficulty,
    confidence: answer.confidence,
    word: answer.word,
    review_text: reviewText(answer.word),
    enhanced_pronunciation: answer.enhanced_pronunciation,
    suggestions: answer.suggestions,
    ...audio(answer.word),
    available_count: tutor.status().nativeWords,
  };
}

/** POST /translate's body: a translation, how it was made as blocks, and the recording of its Kinyarwanda. */
export function translateBody(
  translation: ReturnType<Tutor['translate']>,
  { text, direction }: { text: string; direction: Direction },
  { audioFor: audio, reviewText }: BodyHelpers,
): TranslateResponse {
  const { explanation = [], ...result } = translation;
  // How it was made, as blocks (a pattern, the memory sentence it came from): never any examples to play.
  const rw = direction === 'en-rw' ? translation.translated_text : text;
  return {
    ...result,
    blocks: explanation.flatMap((block) => (block.kind === 'example' ? [] : [block])),
    // Only an exact translation is something to learn (see review_text).
    review_text: translation.method === 'exact' ? reviewText(rw) : null,
    audio_url: translation.method === 'none' || !rw.trim() ? null : audio(rw.trim()).audio_url,
  };
}
