// @vuga/tutor/download: the offline download (content/sections.ts's format) opened from the Blob the browser
// stored, its parts read without blocking before an answer needs them. No engine code and no value imports:
// the web worker's first script imports it alone and starts reading the stored content at once, while the
// engine's code (a chunk of its own) is still being fetched and compiled; reading 1.6 MB from Cache Storage
// took Chromium about as long as compiling the engine, and one waited for the other.

/** Where each part is: its start and length (bytes from the body's start; code units in the old format). */
export type Sections = Record<string, [start: number, length: number]>;
export interface SectionsHeader {
  format: string;
  sections: Sections;
}
/** A part's JSON text, from its start and length as the header gives them. */
export type ReadPart = (start: number, length: number) => string;

export const sectionsFormat = 'vuga-tutor-sections/3';
/** How every sectioned download's text starts, whichever version. */
export const sectionsStart = '{"format":"vuga-tutor-sections/';
/** Downloads whose offsets are bytes, as this one's: the list and each learned side whole in /2. */
export const byteOffsetsFormats: readonly string[] = ['vuga-tutor-sections/2', sectionsFormat];

/** Reads a Blob's bytes as text at once: a worker's FileReaderSync (not in a page or in Node). */
export type ReadBlobSync = (blob: Blob) => string;
export function workerReader(): ReadBlobSync | undefined {
  const Reader = (globalThis as { FileReaderSync?: new () => { readAsText(blob: Blob): string } })
    .FileReaderSync;
  if (!Reader) return undefined;
  const reader = new Reader();
  return (blob) => reader.readAsText(blob);
}

/** The most a download's header takes (its parts' names and offsets: about 1,000 bytes). */
const headerBytes = 4096;

/** The stored download opened: its parts, read ahead without blocking or, when not, at once. */
export interface OpenedDownload {
  sections: Sections;
  /**
   * Reads the named parts (sections.ts's names, e.g. memoryWords.en.directory, evidence.parted) without
   * blocking, so that their first use does not wait for a synchronous read; parts already read (or being
   * read), or not in the download, are skipped. A part of parts (*.parted) is kept whole until each of its
   * parts has been read from it: the first English translation read 20 parts of the attested forms, each a
   * synchronous read from Cache Storage of 2 to 4 ms, more than reading them all ahead.
   */
  readAhead(names: readonly string[]): Promise<void>;
  /** A part's text, or a part of a *.parted part's: from what was read ahead, else read at once. */
  read: ReadPart;
}

/**
 * The download stored as a Blob, opened to be read a part at a time: undefined when it cannot be (outside a
 * worker, which has no synchronous read, or a download stored before its offsets were in bytes), for the caller
 * to read it whole.
 */
export async function openDownload(
  blob: Blob,
  readSync: ReadBlobSync | undefined = workerReader(),
): Promise<OpenedDownload | undefined> {
  if (!readSync) return undefined;
  const head = await blob.slice(0, headerBytes).text();
  const newline = head.indexOf('\n');
  const byteOffsets = byteOffsetsFormats.some((format) => head.startsWith(`{"format":"${format}"`));
  if (newline < 0 || !byteOffsets) return undefined;
  const { sections } = JSON.parse(head.slice(0, newline)) as SectionsHeader;
  const body = new TextEncoder().encode(head.slice(0, newline + 1)).length;
  const slice = (start: number, length: number) => blob.slice(body + start, body + start + length);
  /** Parts read ahead whole (by their start), each given once and then let go. */
  const ready = new Map<number, string>();
  /** *.parted parts read ahead: their bytes, until every byte has been read from them. */
  const regions: { start: number; bytes: Uint8Array | undefined; left: number }[] = [];
  /** Parts being read ahead or read ahead (by their start), and parts read. */
  const pending = new Map<number, Promise<void>>();
  const used = new Set<number>();
  const decoder = new TextDecoder();
  const readPart = async (start: number, length: number, parted: boolean) => {
    if (parted) {
      const region = { start, bytes: undefined as Uint8Array | undefined, left: length };
      regions.push(region);
      try {
        region.bytes = new Uint8Array(await slice(start, length).arrayBuffer());
      } finally {
        if (!region.bytes) regions.splice(regions.indexOf(region), 1);
      }
    } else {
      const text = await slice(start, length).text();
      if (!used.has(start)) ready.set(start, text);
    }
  };
  const readAhead = async (names: readonly string[]) => {
    await Promise.all(
      names.map((name) => {
        const place = sections[name];
        if (!place || used.has(place[0])) return undefined;
        let reading = pending.get(place[0]);
        if (!reading) {
          // A read that fails is tried again by the next readAhead that names it (a part not read ahead is
          // read at once when parsed).
          reading = readPart(...place, name.endsWith('.parted')).catch((error: unknown) => {
            pending.delete(place[0]);
            throw error;
          });
          pending.set(place[0], reading);
        }
        return reading;
      }),
    );
  };
  const read: ReadPart = (start, length) => {
    used.add(start);
    const text = ready.get(start);
    if (text !== undefined) {
      ready.delete(start);
      return text;
    }
    const region = regions.find(
      (r) => r.bytes && start >= r.start && start + length <= r.start + r.bytes.length,
    );
    if (region?.bytes) {
      const text = decoder.decode(region.bytes.subarray(start - region.start, start - region.start + length));
      region.left -= length;
      if (region.left <= 0) regions.splice(regions.indexOf(region), 1);
      return text;
    }
    return readSync(slice(start, length));
  };
  return { sections, readAhead, read };
}
