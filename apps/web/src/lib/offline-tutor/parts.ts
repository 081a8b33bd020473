// Which parts of the download (@vuga/tutor/sections' names) the offline tutor's worker reads ahead, without
// blocking, before an answer parses them: read by the worker's first script (tutor.worker.ts) as soon as it
// knows what it is asked, and by the engine (engine.ts) before an answer and in its warm-up.

/** The parts every answer needs at once: the lexicon and the index's maps. */
export const eagerParts = ['content', 'index'] as const;

/**
 * The parts a translation parses on first use: the memory, where the parts of the learned words of the side it
 * translates from are (the parts themselves are small and read when a word needs one; a download stored before
 * they were parted has each side whole: memoryWords.en), and for English the attested forms whole: the first
 * en-rw translation read 20 of their parts, each a synchronous read of 2 to 4 ms from Cache Storage. Read at
 * once when first parsed (FileReaderSync), the memory and the learned words made the first en-rw translation
 * slower than reading the whole file had.
 */
export const translationParts = new Map<string, readonly string[]>([
  [
    'en-rw',
    ['content.memory', 'memoryWords.en.directory', 'memoryWords.en', 'evidence.directory', 'evidence.parted'],
  ],
  [
    'rw-en',
    ['content.memory', 'memoryWords.rw.directory', 'memoryWords.rw', 'memorySenses', 'index.forms.directory'],
  ],
]);
