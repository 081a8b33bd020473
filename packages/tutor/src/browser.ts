// @vuga/tutor/browser: what the web app's offline tutor needs (apps/web/src/lib/offline-tutor), with no file
// reading: the engine built from the prebuilt content (content/prebuilt.ts) fetched over the network instead
// of read from dist/content.json. The loader's code is still in the engine's import graph (tutor.ts's default
// arguments), so the web worker's build stubs node:* (apps/web/offline-tutor-plugin.ts); none of it runs.
import type { Evidence } from './confidence.ts';
import { evidenceFrom } from './confidence.ts';
import {
  byteOffsetsFormats,
  contentFromParts,
  contentFromSections,
  type SectionsHeader,
  sectionsStart,
} from './content/sections.ts';
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

/** Reads a Blob's bytes as text at once: a worker's FileReaderSync (not in a page or in Node). */
export type ReadBlobSync = (blob: Blob) => string;
function workerReader(): ReadBlobSync | undefined {
  const Reader = (globalThis as { FileReaderSync?: new () => { readAsText(blob: Blob): string } })
    .FileReaderSync;
  if (!Reader) return undefined;
  const reader = new Reader();
  return (blob) => reader.readAsText(blob);
}

/** The most a download's header takes (its nine parts' names and offsets: about 400 bytes). */
const headerBytes = 4096;
/** The parts every answer needs at once, read ahead without blocking. */
const eagerParts = ['content', 'index'];

/** The content from the stored download, and a way to read parts ahead before a sync answer needs them. */
export interface DownloadedContent {
  content: Content;
  /**
   * Reads the named parts (content/sections.ts's names, e.g. memoryWords.en) without blocking, so that their
   * first use parses them without a synchronous read; parts already read, or not in the download, are skipped.
   */
  readAhead(names: readonly string[]): Promise<void>;
}

/**
 * The content from the stored download as a Blob. In a worker, each part of the sectioned download is read
 * from the Blob on its own when it is parsed (the lexicon and the index now, the others on first use, with
 * FileReaderSync unless read ahead), not the whole file as text: Chromium took about half a second to read
 * its 12 MB from Cache Storage, and a first answer needs an eighth of it. Elsewhere, or for an older
 * download, the whole text.
 */
export async function contentFromDownloadBlob(
  blob: Blob,
  readSync: ReadBlobSync | undefined = workerReader(),
): Promise<DownloadedContent> {
  const head = readSync ? await blob.slice(0, headerBytes).text() : '';
  const newline = head.indexOf('\n');
  const byteOffsets = byteOffsetsFormats.some((format) => head.startsWith(`{"format":"${format}"`));
  if (!readSync || newline < 0 || !byteOffsets)
    return { content: contentFromDownload(await blob.text()), readAhead: async () => undefined };
  const { sections } = JSON.parse(head.slice(0, newline)) as SectionsHeader;
  const body = new TextEncoder().encode(head.slice(0, newline + 1)).length;
  const part = (start: number, length: number) => blob.slice(body + start, body + start + length);
  const ahead = new Map<number, string>();
  const used = new Set<number>();
  const readAhead = async (names: readonly string[]) => {
    await Promise.all(
      names.map(async (name) => {
        const place = sections[name];
        if (!place || used.has(place[0]) || ahead.has(place[0])) return;
        const text = await part(...place).text();
        if (!used.has(place[0])) ahead.set(place[0], text);
      }),
    );
  };
  await readAhead(eagerParts);
  const content = contentFromParts(sections, (start, length) => {
    used.add(start);
    const text = ahead.get(start);
    ahead.delete(start);
    return text ?? readSync(part(start, length));
  });
  return { content, readAhead };
}
