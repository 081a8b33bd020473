// @vuga/tutor/browser: what the web app's offline tutor needs (apps/web/src/lib/offline-tutor), with no file
// reading: the engine built from the prebuilt content (content/prebuilt.ts) fetched over the network instead
// of read from dist/content.json. The loader's code is still in the engine's import graph (tutor.ts's default
// arguments), so the web worker's build stubs node:* (apps/web/offline-tutor-plugin.ts); none of it runs.
import type { Evidence } from './confidence.ts';
import { evidenceFrom } from './confidence.ts';
import { type OpenedDownload, openDownload, type ReadBlobSync, workerReader } from './content/download.ts';
import { contentFromParts, contentFromSections, sectionsStart } from './content/sections.ts';
import type { BankItem, Content, LearnedWords, ModelIndex } from './content/types.ts';

export { answerBlocks, blocksToText } from './blocks.ts';
export { type OpenedDownload, openDownload, type ReadBlobSync } from './content/download.ts';
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
  /** Not in the content.json of the first offline downloads. */
  memorySenses?: Content['memorySenses'];
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
    ...(prebuilt.memorySenses && { memorySenses: prebuilt.memorySenses }),
  };
}

/**
 * The content from the offline download's text: the sectioned file (content/sections.ts) the build emits, or
 * dist/content.json itself as the first offline builds stored it (a device that downloaded it then keeps it).
 */
export function contentFromDownload(text: string): Content {
  return text.startsWith(sectionsStart)
    ? contentFromSections(text)
    : contentFromPrebuilt(JSON.parse(text) as PrebuiltContent);
}

/** The parts every answer needs at once, read ahead without blocking. */
const eagerParts = ['content', 'index'];

/** The content from the stored download, and a way to read parts ahead before a sync answer needs them. */
export interface DownloadedContent {
  content: Content;
  /**
   * Reads the named parts (content/sections.ts's names, e.g. memoryWords.en.directory) without blocking, so
   * that their first use parses them without a synchronous read; parts already read, or not in the download,
   * are skipped.
   */
  readAhead(names: readonly string[]): Promise<void>;
}

/**
 * The content from a download opened with openDownload (@vuga/tutor/download), which may have been opened
 * before this code loaded: each part is read from the Blob on its own when it is parsed (the lexicon and the
 * index now, the others on first use, with FileReaderSync unless read ahead), not the whole file as text.
 */
export async function contentFromOpenedDownload(download: OpenedDownload): Promise<DownloadedContent> {
  await download.readAhead(eagerParts);
  return {
    content: contentFromParts(download.sections, download.read),
    readAhead: download.readAhead,
  };
}

/**
 * The content from the stored download as a Blob. In a worker, each part of the sectioned download is read
 * from the Blob on its own when it is parsed (contentFromOpenedDownload): Chromium took about half a second to
 * read its 12 MB from Cache Storage, and a first answer needs an eighth of it. Elsewhere, or for an older
 * download, the whole text.
 */
export async function contentFromDownloadBlob(
  blob: Blob,
  readSync: ReadBlobSync | undefined = workerReader(),
): Promise<DownloadedContent> {
  const download = await openDownload(blob, readSync);
  if (!download) return { content: contentFromDownload(await blob.text()), readAhead: async () => undefined };
  return contentFromOpenedDownload(download);
}
