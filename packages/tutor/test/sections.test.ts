// The offline download (content/sections.ts): dist/content.json in parts behind a header, read back into the
// same content the prebuilt file gives, each deferred part parsed on its first use.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  contentFromDownload,
  contentFromDownloadBlob,
  contentFromOpenedDownload,
  contentFromPrebuilt,
  openDownload,
  type PrebuiltContent,
} from '../src/browser.ts';
import { buildPrebuilt } from '../src/content/build.ts';
import { contentFromSections, encodeSections, sectionsFormat } from '../src/content/sections.ts';
import { buildModel } from '../src/model.ts';
import type { WordTable } from '../src/translate/alignment.ts';
import { PartedTable } from '../src/translate/parted-table.ts';
import { learnedTarget } from '../src/translate/shared.ts';
import { createTutor } from '../src/tutor.ts';
import { fixtureDir } from './fixture.ts';

const work = mkdtempSync(join(tmpdir(), 'vuga-sections-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const dir = join(work, 'content');
cpSync(fixtureDir, dir, { recursive: true });
const file = join(work, 'dist', 'content.json');
buildPrebuilt(dir, file);
const json = readFileSync(file, 'utf8');
const prebuilt = () => contentFromPrebuilt(JSON.parse(json) as PrebuiltContent);

/** A side of the learned words as the sorted entries of its table, whether given as entries or as a table. */
const entriesOf = (side: Iterable<readonly [string, string]> | undefined) =>
  side && [...new Map(side)].map(([key, value]) => `${key}\t${value}`).sort();

/** Every field as plain data (the evidence as its sorted list, the learned words as sorted entries). */
const plain = (content: ReturnType<typeof prebuilt>) => {
  const { evidence, memoryWords, ...rest } = content;
  return {
    ...JSON.parse(JSON.stringify(rest)),
    evidence: evidence?.toJSON().sort(),
    memoryWords: memoryWords && { en: entriesOf(memoryWords.en), rw: entriesOf(memoryWords.rw) },
  };
};

/** plain(), less what downloads before vuga-tutor-sections/3 did not carry (the memory's senses, worked out then). */
const plainBeforeThree = (content: ReturnType<typeof prebuilt>) => {
  const { memorySenses: _, ...rest } = plain(content);
  return rest;
};

/** A download in the vuga-tutor-sections/2 layout: the attestation list and each learned side whole. */
function formatTwo(prebuiltJson: string): string {
  const { content, index, evidence, quizBank, memoryWords } = JSON.parse(prebuiltJson);
  const { memory, quiz, ...rest } = content;
  const { forms, ...maps } = index;
  const parts: [string, unknown][] = [
    ['content', rest],
    ['content.memory', memory],
    ['content.quiz', quiz],
    ['index', maps],
    ['index.forms', forms],
    ['evidence', evidence],
    ['quizBank', quizBank],
    ['memoryWords.en', memoryWords.en],
    ['memoryWords.rw', memoryWords.rw],
  ];
  const sections: Record<string, [number, number]> = {};
  let body = '';
  for (const [name, value] of parts) {
    const text = JSON.stringify(value);
    sections[name] = [Buffer.byteLength(body), Buffer.byteLength(text)];
    body += text;
  }
  return `${JSON.stringify({ format: 'vuga-tutor-sections/2', sections })}\n${body}`;
}

/**
 * A download as a worker finds it stored: a Blob read in slices, with FileReaderSync's reads counted, and the
 * reads without blocking (`readAhead`, their ranges) too; `failNext` makes the next one fail.
 */
function storedDownload(text: string) {
  const bytes = Buffer.from(text, 'utf8');
  const read: string[] = [];
  const readAhead: string[] = [];
  const faults = { failNext: false };
  const readAsync = (start: number, end: number) => {
    if (faults.failNext) {
      faults.failNext = false;
      throw new Error('the read failed');
    }
    readAhead.push(`${start}-${end}`);
    return bytes.subarray(start, end);
  };
  class Slice {
    constructor(
      readonly start: number,
      readonly end: number,
    ) {}
    slice(start: number, end: number) {
      return new Slice(this.start + start, Math.min(this.end, this.start + end));
    }
    async text() {
      return Buffer.from(readAsync(this.start, this.end)).toString('utf8');
    }
    async arrayBuffer() {
      const view = readAsync(this.start, this.end);
      return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength);
    }
  }
  // A worker's FileReaderSync, over the stored bytes.
  const readSync = (blob: Blob) => {
    const { start, end } = blob as unknown as Slice;
    read.push(`${start}-${end}`);
    return bytes.subarray(start, end).toString('utf8');
  };
  return { bytes, stored: new Slice(0, bytes.length) as unknown as Blob, readSync, read, readAhead, faults };
}

describe('the offline download in parts', () => {
  it('gives the content the prebuilt file gives', () => {
    const sections = encodeSections(json);
    expect(sections.startsWith(`{"format":"${sectionsFormat}"`)).toBe(true);
    expect(plain(contentFromSections(sections))).toEqual(plain(prebuilt()));
    expect(contentFromSections(sections).evidence?.has('irya ubwatsi')).toBe(true);
    expect(contentFromSections(sections).evidence?.size).toBe(prebuilt().evidence?.size);
  });

  it('parses the translation memory, the quiz and the learned words on first use', () => {
    const content = contentFromSections(encodeSections(json));
    for (const key of ['memory', 'quiz', 'quizBank'] as const) {
      expect(Object.getOwnPropertyDescriptor(content, key)?.get, key).toBeTypeOf('function');
      // Parsed once: the same object on each read.
      expect(content[key]).toBe(content[key]);
      expect(content[key]).toEqual(prebuilt()[key]);
    }
    // The learned words side by side: a translation reads only the side it translates from.
    const words = content.memoryWords!;
    for (const side of ['en', 'rw'] as const) {
      expect(Object.getOwnPropertyDescriptor(words, side)?.get, side).toBeTypeOf('function');
      expect(words[side]).toBe(words[side]);
      expect(entriesOf(words[side])).toEqual(entriesOf(prebuilt().memoryWords![side]));
    }
  });

  it('gives the learned words and the attested forms a part at a time, as the whole lists do', () => {
    const whole = prebuilt();
    const content = contentFromSections(encodeSections(json));
    for (const side of ['en', 'rw'] as const) {
      const table = content.memoryWords![side] as PartedTable;
      expect(table).toBeInstanceOf(PartedTable);
      const entries = whole.memoryWords![side] as [string, string][];
      expect(entries.length).toBeGreaterThan(20);
      const expected = new Map(entries);
      for (const key of expected.keys()) expect(table.get(key), key).toBe(expected.get(key));
      for (const key of ['nosuchword', 'x', ''] as const) expect(table.get(key)).toBe(expected.get(key));
      expect(table.size).toBe(expected.size);
    }
    const attested = whole.evidence!.toJSON();
    expect(attested.length).toBeGreaterThan(20);
    for (const form of attested) expect(content.evidence!.has(form), form).toBe(true);
    for (const form of ['nosuchform', 'Irya Ubwatsi!', 'q']) {
      expect(content.evidence!.has(form), form).toBe(whole.evidence!.has(form));
    }
  });

  it('finds a learned word of the same stem in a part as in the whole table', () => {
    const whole = prebuilt();
    const content = contentFromSections(encodeSections(json));
    const model = buildModel(whole);
    for (const [side, stems] of [
      ['en', 'start'],
      ['rw', 'end'],
    ] as const) {
      const entries = whole.memoryWords![side] as [string, string][];
      const lookup = (learned: WordTable, word: string) =>
        learnedTarget(
          { model, tokens: [], i: 0, glosses: [], out: [], known: 0, countable: 0, learned },
          stems,
          word,
        );
      const words = entries.map(([key]) => key).filter((key) => /^[a-z]{5,}$/.test(key));
      expect(words.length).toBeGreaterThan(0);
      // Each learned word changed at the end its stems are not read from: found by its stem, or not, alike.
      const tokens = words.flatMap((word) =>
        stems === 'start' ? [`${word}ing`, `${word.slice(0, -1)}ed`] : [`tu${word}`, `a${word.slice(1)}`],
      );
      let found = 0;
      for (const token of tokens) {
        const expected = lookup(new Map(entries), token);
        if (expected !== undefined) found++;
        expect(lookup(content.memoryWords![side] as WordTable, token), token).toBe(expected);
      }
      expect(found).toBeGreaterThan(0);
    }
  });

  it('parses the rule-made forms of the index when an answer first meets one', () => {
    const index = contentFromSections(encodeSections(json)).index!;
    expect(Object.getOwnPropertyDescriptor(index, 'forms')?.get).toBeTypeOf('function');
    expect(index.forms).toBe(index.forms);
    expect(Array.from(index.forms)).toEqual(prebuilt().index!.forms);
  });

  it('reads a row of the rule-made forms with its part alone, and every part ahead when asked', async () => {
    const whole = prebuilt().index!.forms;
    expect(whole.length).toBeGreaterThan(300);
    const { stored, readSync, read } = storedDownload(encodeSections(json, 100));
    const { content } = await contentFromDownloadBlob(stored, readSync);
    expect(read).toEqual([]);
    // The forms read their directory alone (where each part is, its rows).
    const { forms } = content.index!;
    expect(read.length).toBe(1);
    expect(forms.length).toBe(whole.length);
    const last = whole.length - 1;
    expect(forms[last]).toEqual(whole[last]);
    // The last part alone: a hundred rows at most.
    expect(read.length).toBe(2);
    expect(forms[last - 1]).toEqual(whole[last - 1]);
    expect(forms[whole.length]).toBeUndefined();
    expect(read.length).toBe(2);
    await content.prepareParts!();
    expect(read.length).toBe(1 + Math.ceil(whole.length / 100));
    expect(Array.from(forms)).toEqual(whole);
    expect(JSON.parse(JSON.stringify(forms))).toEqual(whole);
    expect(read.length).toBe(1 + Math.ceil(whole.length / 100));
  });

  it('reads a download stored before the parts (content.json itself) as it was', () => {
    expect(plain(contentFromDownload(json))).toEqual(plain(prebuilt()));
    expect(plain(contentFromDownload(encodeSections(json)))).toEqual(plain(prebuilt()));
  });

  it('reads a download stored with each learned side whole (vuga-tutor-sections/2) as it was', async () => {
    const old = formatTwo(json);
    expect(plainBeforeThree(contentFromDownload(old))).toEqual(plainBeforeThree(prebuilt()));
    expect(contentFromDownload(old).memorySenses).toBeUndefined();
    const bytes = Buffer.from(old, 'utf8');
    const readSync = (blob: Blob) => new TextDecoder().decode(new Uint8Array(bytesOf.get(blob)!));
    const bytesOf = new WeakMap<Blob, ArrayBuffer>();
    const stored = new Blob([bytes]);
    // A worker's FileReaderSync, over a Blob's bytes (read here ahead, as Node has no synchronous read).
    const slice = stored.slice.bind(stored);
    stored.slice = (start?: number, end?: number) => {
      const part = slice(start, end);
      const view = bytes.subarray(start, end);
      bytesOf.set(part, view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength));
      return part;
    };
    const { content } = await contentFromDownloadBlob(stored, readSync);
    expect(plainBeforeThree(content)).toEqual(plainBeforeThree(prebuilt()));
  });

  it('reads a download stored with offsets in code units (vuga-tutor-sections/1) as it was', () => {
    // The first sectioned format: the same parts, each placed by string index instead of byte.
    const sections = formatTwo(json);
    const newline = sections.indexOf('\n');
    const header = JSON.parse(sections.slice(0, newline)) as { sections: Record<string, [number, number]> };
    const bytes = Buffer.from(sections.slice(newline + 1), 'utf8');
    let body = '';
    const placed: Record<string, [number, number]> = {};
    for (const [name, [start, length]] of Object.entries(header.sections)) {
      const text = bytes.subarray(start, start + length).toString('utf8');
      placed[name] = [body.length, text.length];
      body += text;
    }
    const old = `${JSON.stringify({ format: 'vuga-tutor-sections/1', sections: placed })}\n${body}`;
    expect(plainBeforeThree(contentFromDownload(old))).toEqual(plainBeforeThree(prebuilt()));
  });

  it('reads each part from the stored Blob on its own, the deferred ones on first use', async () => {
    const text = encodeSections(json);
    const { bytes, stored, readSync, read } = storedDownload(text);
    // Some part holds letters of more than one byte: its offsets in bytes are not its string indexes.
    expect(bytes.length).toBeGreaterThan(text.length);
    const { content, readAhead } = await contentFromDownloadBlob(stored, readSync);
    expect(read).toEqual([]);
    // A part read ahead is parsed from what was read, without a synchronous read.
    await readAhead(['content.memory', 'no such part']);
    expect(content.memory).toEqual(prebuilt().memory);
    expect(read).toEqual([]);
    // A learned word reads its part of the learned words alone.
    const [word, target] = (prebuilt().memoryWords!.en as [string, string][])[0]!;
    await readAhead(['memoryWords.en.directory']);
    expect((content.memoryWords!.en as WordTable).get(word)).toBe(target);
    expect(read.length).toBe(1);
    expect(plain(content)).toEqual(plain(prebuilt()));
    // Each deferred part read once, by itself.
    expect(read.length).toBe(new Set(read).size);
    expect(read.length).toBeGreaterThanOrEqual(6);
    // Without a synchronous reader (a page, Node), the whole text as before.
    const blob = new Blob([bytes]);
    expect(plain((await contentFromDownloadBlob(blob, undefined)).content)).toEqual(plain(prebuilt()));
  });

  it('reads every part of the attested forms ahead when asked, and none on a later answer', async () => {
    const { stored, readSync, read } = storedDownload(encodeSections(json));
    const { content } = await contentFromDownloadBlob(stored, readSync);
    await content.evidence!.prepare!();
    const ahead = read.length;
    expect(ahead).toBeGreaterThan(1);
    const whole = prebuilt().evidence!;
    for (const form of whole.toJSON()) expect(content.evidence!.has(form), form).toBe(true);
    for (const form of ['nosuchform', 'zz top']) expect(content.evidence!.has(form)).toBe(whole.has(form));
    expect(read.length).toBe(ahead);
  });

  it('prepares every part ahead in a worker, which has no setImmediate, so a later answer reads none', async () => {
    const { stored, readSync, read } = storedDownload(encodeSections(json));
    const { content } = await contentFromDownloadBlob(stored, readSync);
    const tutor = createTutor(content);
    vi.stubGlobal('setImmediate', undefined);
    try {
      await tutor.prepare();
    } finally {
      vi.unstubAllGlobals();
    }
    const ahead = read.length;
    const whole = prebuilt();
    for (const side of ['en', 'rw'] as const)
      for (const [word, target] of new Map(whole.memoryWords![side] as [string, string][]))
        expect((content.memoryWords![side] as WordTable).get(word)).toBe(target);
    for (const form of whole.evidence!.toJSON()) expect(content.evidence!.has(form), form).toBe(true);
    expect(read.length).toBe(ahead);
  });

  it('reads a part of parts ahead whole, then each of its parts from it with no synchronous read', async () => {
    const { stored, readSync, read } = storedDownload(encodeSections(json));
    const { content, readAhead } = await contentFromDownloadBlob(stored, readSync);
    await readAhead(['evidence.directory', 'evidence.parted']);
    const whole = prebuilt().evidence!;
    const attested = whole.toJSON();
    expect(attested.length).toBeGreaterThan(20);
    for (const form of attested) expect(content.evidence!.has(form), form).toBe(true);
    for (const form of ['nosuchform', 'zz top']) expect(content.evidence!.has(form)).toBe(whole.has(form));
    expect(read).toEqual([]);
    // The learned words, not read ahead, are read a part at a time as before.
    const [word, target] = (prebuilt().memoryWords!.en as [string, string][])[0]!;
    expect((content.memoryWords!.en as WordTable).get(word)).toBe(target);
    expect(read.length).toBe(2);
  });

  it('opened before the engine loads, it parses the parts being read then without reading them again', async () => {
    const { stored, readSync, read, readAhead } = storedDownload(encodeSections(json));
    const download = (await openDownload(stored, readSync))!;
    // The worker's first script starts these reads and does not wait for them; the engine then parses them.
    void download.readAhead(['content', 'index']);
    void download.readAhead(['content.memory']);
    const before = readAhead.length;
    const { content } = await contentFromOpenedDownload(download);
    await download.readAhead(['content.memory']);
    expect(content.memory).toEqual(prebuilt().memory);
    expect(content.lexicon).toEqual(prebuilt().lexicon);
    expect(content.index?.rw).toEqual(prebuilt().index?.rw);
    expect(read).toEqual([]);
    // The header, then each of the three parts once.
    expect(before).toBe(4);
    expect(readAhead.length).toBe(4);
  });

  it('reads a part again ahead when reading it failed', async () => {
    const { stored, readSync, read, faults } = storedDownload(encodeSections(json));
    const download = (await openDownload(stored, readSync))!;
    faults.failNext = true;
    await expect(download.readAhead(['content.memory'])).rejects.toThrow('the read failed');
    await download.readAhead(['content.memory']);
    const { content } = await contentFromOpenedDownload(download);
    expect(content.memory).toEqual(prebuilt().memory);
    expect(read).toEqual([]);
  });

  it('refuses a header of another format', () => {
    const other = encodeSections(json).replace(sectionsFormat, 'vuga-tutor-sections/0');
    expect(() => contentFromSections(other)).toThrow(/unknown offline content format/);
  });
});
