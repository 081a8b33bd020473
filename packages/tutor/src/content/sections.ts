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
//
// Since vuga-tutor-sections/3, the attestation list and each side of the learned words are parted further, by
// the letters a key starts or ends with (confidence.ts evidencePart, translate/parted-table.ts stemPart): the
// part `evidence.parted` is the parts one after the other, and `evidence.directory` says where each is in it
// ({ "ab": [start, length], … }, bytes from the part's start). An answer reads the few parts of the words it
// looks up (the first English translation read 3.5 MB of learned words and 1.7 MB of attested forms). The
// index's rule-made forms are parted too (index.forms.parted, index.forms.directory), by runs of rows named
// "first-end": a first rw-en translation read and parsed all 1.9 MB of them for the two rows it asked.
// vuga-tutor-sections/2 downloads (the list and each side whole) still read as they did.
import type { Evidence } from '../confidence.ts';
import { evidenceFrom, evidenceInParts, evidencePart } from '../confidence.ts';
import { PartedTable, type StemSide, stemPart } from '../translate/parted-table.ts';
import {
  byteOffsetsFormats,
  type ReadPart,
  type Sections,
  type SectionsHeader,
  sectionsFormat,
} from './download.ts';
import type { Content, LearnedTables } from './types.ts';

// The format's names and the header's shape are download.ts's (which the web worker reads before the engine).
export {
  byteOffsetsFormats,
  type ReadPart,
  type Sections,
  type SectionsHeader,
  sectionsFormat,
  sectionsStart,
} from './download.ts';

/** The first sectioned downloads: offsets in UTF-16 code units of the text (a device may still hold one). */
const textOffsetsFormat = 'vuga-tutor-sections/1';

/** Bytes of a string in UTF-8. */
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The parts of content.json a first chat answer does not read: each parsed on its first use. */
const contentLater = ['memory', 'quiz'] as const;
const prebuiltLater = ['quizBank', 'memoryWords', 'memorySenses'] as const;
/** The learned words' two sides, each its own part (memoryWords.en, memoryWords.rw); older downloads have one. */
const sides = ['en', 'rw'] as const;
/** Where each side's stems are (translate/shared.ts): its parts are by those letters. */
const stemSides: Record<(typeof sides)[number], StemSide> = { en: 'start', rw: 'end' };

/** The suffixes of a part read in parts: the parts one after the other, and where each is. */
const parted = '.parted';
const directory = '.directory';

/** Rows of the rule-made forms a part holds (index.forms.parted), but the last. */
const formsPart = 1024;
/** The part of the rule-made forms row `ref` is in, of `count`: its rows as "first-end" (end excluded). */
const formsPartName = (ref: number, count: number, rows: number) => {
  const first = ref - (ref % rows);
  return `${first}-${Math.min(count, first + rows)}`;
};

/**
 * The rule-made forms read a part at a time (names: formsPartName's, in order; read: a part's rows): an array
 * as model.ts reads it (by index, its length), each part parsed on the first row asked of it.
 */
function formsInParts(
  names: readonly string[],
  read: (name: string) => unknown[],
): { forms: unknown[]; prepare(): Promise<void> } {
  const ranges = names.map((name) => name.split('-').map(Number) as [number, number]);
  const size = ranges[0] ? ranges[0][1] - ranges[0][0] : 1;
  const parts = new Map<number, unknown[]>();
  const partAt = (k: number) => {
    let rows = parts.get(k);
    if (!rows) {
      rows = read(names[k]!);
      parts.set(k, rows);
    }
    return rows;
  };
  const forms = new Proxy(new Array<unknown>(ranges.at(-1)?.[1] ?? 0), {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) {
        const ref = Number(key);
        if (ref >= target.length) return undefined;
        return partAt(Math.floor(ref / size))[ref % size];
      }
      return Reflect.get(target, key, receiver);
    },
  });
  return {
    forms,
    async prepare() {
      for (let k = 0; k < names.length; k++) {
        if (k % 4 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
        partAt(k);
      }
    },
  };
}

/**
 * Items in parts (`partOf` names an item's part), each part's text made by `text` from its items in their
 * order: the parts' texts one after the other, and where each is (bytes).
 */
function inParts<T>(
  items: readonly T[],
  partOf: (item: T) => string,
  text: (items: T[]) => string,
): { body: string; where: Sections } {
  const byPart = new Map<string, T[]>();
  for (const item of items) {
    const name = partOf(item);
    const list = byPart.get(name);
    if (list) list.push(item);
    else byPart.set(name, [item]);
  }
  const where: Sections = {};
  let body = '';
  let bytes = 0;
  for (const [name, list] of byPart) {
    const part = text(list);
    const length = utf8Length(part);
    where[name] = [bytes, length];
    bytes += length;
    body += part;
  }
  return { body, where };
}

/**
 * dist/content.json's text (content/prebuilt.ts's Prebuilt) as the sectioned download; `formsRows`: the rows of
 * the rule-made forms a part holds (tests make small parts of small content).
 */
export function encodeSections(prebuiltJson: string, formsRows = formsPart): string {
  const prebuilt = JSON.parse(prebuiltJson) as Record<string, unknown> & { content: Record<string, unknown> };
  // Each part's text: JSON, but for a parted part's body.
  const parts: [string, string][] = [];
  const json = (name: string, value: unknown) => parts.push([name, JSON.stringify(value)]);
  const content = { ...prebuilt.content };
  for (const key of contentLater) {
    if (!(key in content)) continue;
    json(`content.${key}`, content[key]);
    delete content[key];
  }
  parts.unshift(['content', JSON.stringify(content)]);
  for (const key of ['index', 'evidence', ...prebuiltLater]) {
    if (!(key in prebuilt)) continue;
    const value = prebuilt[key] as Record<string, unknown>;
    if (key === 'memoryWords') {
      // The learned words by side (a translation reads only the side it translates from), in parts.
      for (const side of sides) {
        const entries = value[side] as [string, string][];
        const { body, where } = inParts(
          entries,
          ([word]) => stemPart(stemSides[side], word),
          (list) => JSON.stringify(list),
        );
        parts.push([`${key}.${side}${parted}`, body]);
        json(`${key}.${side}${directory}`, where);
      }
    } else if (key === 'evidence') {
      const { body, where } = inParts((value as unknown as string).split('\n'), evidencePart, (list) =>
        list.join('\n'),
      );
      parts.push([`${key}${parted}`, body]);
      json(`${key}${directory}`, where);
    } else if (key === 'index') {
      // The rule-made forms (two thirds of the index) are read only when an answer meets one, a run of
      // formsPart rows at a time (a first rw-en translation reads two rows of 36,000).
      const { forms, ...rest } = value;
      json(key, rest);
      const rows = (forms as unknown[]).map((row, ref) => [ref, row] as const);
      const { body, where } = inParts(
        rows,
        ([ref]) => formsPartName(ref, rows.length, formsRows),
        (list) => JSON.stringify(list.map(([, row]) => row)),
      );
      parts.push([`index.forms${parted}`, body]);
      json(`index.forms${directory}`, where);
    } else json(key, value);
  }
  const sections: Sections = {};
  let body = '';
  let bytes = 0;
  for (const [name, text] of parts) {
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
  if (!byteOffsetsFormats.includes(header.format))
    throw new Error(`unknown offline content format: ${header.format}`);
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
  /** A parted part's parts (their names) and a way to read one by name, the directory read on first use. */
  const partsOf = (name: string) => {
    let where: Sections | undefined;
    const directoryOf = () => {
      where ??= parse(`${name}${directory}`) as Sections;
      return where;
    };
    const [start] = sections[`${name}${parted}`]!;
    return {
      names: () => Object.keys(directoryOf()),
      read: (part: string) => {
        const [offset, length] = directoryOf()[part]!;
        return read(start + offset, length);
      },
    };
  };
  if (has(`memoryWords.en${parted}`)) {
    const words = {};
    for (const side of sides) {
      const { names, read: readPart } = partsOf(`memoryWords.${side}`);
      lazy(
        words,
        side,
        () =>
          new PartedTable(
            stemSides[side],
            names(),
            (part) => JSON.parse(readPart(part)) as [string, string][],
          ),
      );
    }
    content.memoryWords = words as LearnedTables;
  } else if (has('memoryWords.en')) {
    const words = {};
    for (const side of sides) lazy(words, side, () => parse(`memoryWords.${side}`));
    content.memoryWords = words as Content['memoryWords'];
  }
  const index = parse('index') as NonNullable<Content['index']>;
  if (has(`index.forms${parted}`)) {
    const { names, read: readPart } = partsOf('index.forms');
    let forms: ReturnType<typeof formsInParts> | undefined;
    const made = () => {
      forms ??= formsInParts(names(), (part) => JSON.parse(readPart(part)) as unknown[]);
      return forms;
    };
    lazy(index, 'forms', () => made().forms);
    content.prepareParts = () => made().prepare();
  } else if (has('index.forms')) lazy(index, 'forms', () => parse('index.forms'));
  content.index = index;
  // The attestation set (90,000 word runs) is made on the first rule-made form an answer checks: in parts, each
  // on the first form asked of it, when the download has them.
  let evidence: Evidence | undefined;
  const built = () => {
    if (evidence) return evidence;
    if (has(`evidence${parted}`)) {
      const { names, read: readPart } = partsOf('evidence');
      evidence = evidenceInParts(names(), readPart);
    } else evidence = evidenceFrom((parse('evidence') as string).split('\n'));
    return evidence;
  };
  content.evidence = {
    has: (form) => built().has(form),
    get size() {
      return built().size;
    },
    toJSON: () => built().toJSON(),
    prepare: async () => built().prepare?.(),
  };
  return content;
}
