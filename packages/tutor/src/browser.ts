// @vuga/tutor/browser: what the web app's offline tutor needs (apps/web/src/lib/offline-tutor), with no file
// reading: the engine built from the prebuilt content (content/prebuilt.ts) fetched over the network instead
// of read from dist/content.json. The loader's code is still in the engine's import graph (tutor.ts's default
// arguments), so the web worker's build stubs node:* (apps/web/offline-tutor-plugin.ts); none of it runs.
import type { Evidence } from './confidence.ts';
import { evidenceFrom } from './confidence.ts';
import { contentFromSections, sectionsFormat } from './content/sections.ts';
import type { BankItem, Content, LearnedWords, ModelIndex } from './content/types.ts';

export { answerBlocks, blocksToText } from './blocks.ts';
export type { NativeClip } from './content/schema.ts';
export type { Content } from './content/types.ts';
export { matchKey } from './normalize.ts';
export { createTutor, type TutorOptions } from './tutor.ts';
export type { PracticeQuestion, Tutor } from './types.ts';

/** dist/content.json as JSON.parse gives it (content/prebuilt.ts's Prebuilt; the fingerprint is not checked). */
export interface PrebuiltContent {
  content: Content;
  evidence: string;
  index: ModelIndex;
  quizBank: BankItem[];
  memoryWords: LearnedWords;
}

/** The content as loadContent gives it from a prebuilt file. */
export function contentFromPrebuilt(prebuilt: PrebuiltContent): Content {
  const evidence: Evidence = evidenceFrom(prebuilt.evidence.split('\n'));
  return {
    ...prebuilt.content,
    evidence,
    index: prebuilt.index,
    quizBank: prebuilt.quizBank,
    memoryWords: prebuilt.memoryWords,
  };
}

/**
 * The content from the offline download's text: the sectioned file (content/sections.ts) the build emits, or
 * dist/content.json itself as the first offline builds stored it (a device that downloaded it then keeps it).
 */
export function contentFromDownload(text: string): Content {
  return text.startsWith(`{"format":"${sectionsFormat}"`)
    ? contentFromSections(text)
    : contentFromPrebuilt(JSON.parse(text) as PrebuiltContent);
}
