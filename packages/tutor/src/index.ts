// @vuga/tutor's public surface: the content loader and schemas, the tutor factory and its interface, and the
// rule functions other packages may want on their own (numbers, syllables, word forms).
export { answerBlocks, type Block, blocksToText, parseBlocks, type Span } from './blocks.ts';
export {
  ContentError,
  clipsDir,
  defaultContentDir,
  loadContent,
  loadContentFromSource,
  parseClipIndex,
} from './content/load.ts';
export * from './content/schema.ts';
export type { CalendarWord, Content, MemoryPair } from './content/types.ts';
export { conjugate, pluralByClass, type VerbForm } from './morphology.ts';
export { matchKey, normalize } from './normalize.ts';
export { numberToKinyarwanda } from './numbers.ts';
export { syllabify } from './syllables.ts';
export { createTutor, type TutorOptions } from './tutor.ts';
export * from './types.ts';
