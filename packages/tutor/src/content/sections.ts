// The offline tutor's download (apps/web/offline-tutor-plugin.ts writes it, the browser's worker reads it):
// dist/content.json's parts, each its own JSON text, behind a one-line header giving where each part is. The
// worker parses only what an answer needs now (the lexicon, its index) and the rest on first use (the index's
// rule-made forms, the translation memory and each side of its learned words, the quiz bank, the attestation
// list), so the first answer after the download does not wait for 12 MB of JSON to be parsed and indexed.
//
//   {"format":"vuga-tutor-sections/1","sections":{"content":[0,1860000],"index":[1860000,2876000],…}}\n
//   {…content…}{…index…}…
//
// Offsets are in UTF-8 bytes from the byte after the header's newline, so that the browser's worker reads each
// part from the stored file on its own (Blob.slice) instead of the whole 12 MB as text (half a second in
// Chromium). Downloads stored before (vuga-tutor-sections/1) gave them in UTF-16 code units of the text.
import type { Evidence } from '../confidence.ts';
import { evidenceFrom } from '../confidence.ts';
import type { Content } from './types.ts';

export const sectionsFormat = 'vuga-tutor-sections/2';
/** How every sectioned download's text starts, whichever version. */
export const sectionsStart = '{"format":"vuga-tutor-sections/';
/** The first sectioned downloads: offsets in UTF-16 code units of the text (a device may still hold one). */
const textOffsetsFormat = 'vuga-tutor-sections/1';

/** Where each part is: its start and length (bytes from the body's start; code units in the old format). */
export type Sections = Record<string, [start: number, length: number]>;
export interface SectionsHeader {
  format: string;
  sections: Sections;
}
/** A part's JSON text, from its start and length as the header gives them. */
export type ReadPart = (start: number, length: number) => string;

/** Bytes of a string in UTF-8. */
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The parts of content.json a first chat answer does not read: each parsed on its first use. */
const contentLater = ['memory', 'quiz'] as const;
const prebuiltLater = ['quizBank', 'memoryWords'] as const;
/** The learned words' two sides, each its own part (memoryWords.en, memoryWords.rw); older downloads have one. */
const sides = ['en', 'rw'] as const;

/** dist/content.json's text (content/prebuilt.ts's Prebuilt) as the sectioned download. */
export function encodeSections(prebuiltJson: string): string {
  const prebuilt = JSON.parse(prebuiltJson) as Record<string, unknown> & { content: Record<string, unknown> };
  const parts: [string, unknown][] = [];
  const content = { ...prebuilt.content };
  for (const key of contentLater) {
    if (!(key in content)) continue;
    parts.push([`content.${key}`, content[key]]);
    delete content[key];
  }
  parts.unshift(['content', content]);
  for (const key of ['index', 'evidence', ...prebuiltLater]) {
    if (!(key in prebuilt)) continue;
    const value = prebuilt[key] as Record<string, unknown>;
    // The learned words by side: a translation reads only the side it translates from.
    if (key === 'memoryWords') for (const side of sides) parts.push([`${key}.${side}`, value[side]]);
    else if (key === 'index') {
      // The rule-made forms (two thirds of the index) are read only when an answer meets one.
      const { forms, ...rest } = value;
      parts.push([key, rest], ['index.forms', forms]);
    } else parts.push([key, value]);
  }
  const sections: Sections = {};
  let body = '';
  let bytes = 0;
  for (const [name, value] of parts) {
    const text = JSON.stringify(value);
    const length = utf8Length(text);
    sections[name] = [bytes, length];
    bytes += length;
    body += text;
  }
  return `${JSON.stringify({ format: sectionsFormat, sections })}\n${body}`;
}

function lazy<T extends object>(target: T, key: string, read: () => unknown): void {
  let value: unknown;
  let read_ = false;
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      if (!read_) {
        value = read();
        read_ = true;
      }
      return value;
    },
  });
}

/** The content as loadContent gives it from a prebuilt file, from the sectioned download's text. */
export function contentFromSections(text: string): Content {
  const newline = text.indexOf('\n');
  const header = JSON.parse(text.slice(0, newline)) as SectionsHeader;
  const body = newline + 1;
  if (header.format === textOffsetsFormat)
    return contentFromParts(header.sections, (start, length) =>
      text.slice(body + start, body + start + length),
    );
  if (header.format !== sectionsFormat) throw new Error(`unknown offline content format: ${header.format}`);
  const bytes = new TextEncoder().encode(text.slice(body));
  const decoder = new TextDecoder();
  return contentFromParts(header.sections, (start, length) =>
    decoder.decode(bytes.subarray(start, start + length)),
  );
}

/**
 * The content from the download's parts, each read with `read` when it is parsed: the lexicon and the index's
 * maps now, the others on first use.
 */
export function contentFromParts(sections: Sections, read: ReadPart): Content {
  const has = (name: string) => name in sections;
  const parse = (name: string): unknown => {
    const [start, length] = sections[name]!;
    return JSON.parse(read(start, length));
  };
  const content = parse('content') as Content;
  for (const key of contentLater)
    if (has(`content.${key}`)) lazy(content, key, () => parse(`content.${key}`));
  for (const key of prebuiltLater) if (has(key)) lazy(content, key, () => parse(key));
  if (has('memoryWords.en')) {
    const words = {};
    for (const side of sides) lazy(words, side, () => parse(`memoryWords.${side}`));
    content.memoryWords = words as Content['memoryWords'];
  }
  const index = parse('index') as NonNullable<Content['index']>;
  if (has('index.forms')) lazy(index, 'forms', () => parse('index.forms'));
  content.index = index;
  // The attestation set (90,000 word runs) is made on the first rule-made form an answer checks.
  let evidence: Evidence | undefined;
  const built = () => {
    evidence ??= evidenceFrom((parse('evidence') as string).split('\n'));
    return evidence;
  };
  content.evidence = {
    has: (form) => built().has(form),
    get size() {
      return built().size;
    },
    toJSON: () => built().toJSON(),
  };
  return content;
}
