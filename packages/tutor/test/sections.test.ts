// The offline download (content/sections.ts): dist/content.json in parts behind a header, read back into the
// same content the prebuilt file gives, each deferred part parsed on its first use.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contentFromDownload,
  contentFromDownloadBlob,
  contentFromPrebuilt,
  type PrebuiltContent,
} from '../src/browser.ts';
import { buildPrebuilt } from '../src/content/build.ts';
import { contentFromSections, encodeSections, sectionsFormat } from '../src/content/sections.ts';
import { fixtureDir } from './fixture.ts';

const work = mkdtempSync(join(tmpdir(), 'vuga-sections-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const dir = join(work, 'content');
cpSync(fixtureDir, dir, { recursive: true });
const file = join(work, 'dist', 'content.json');
buildPrebuilt(dir, file);
const json = readFileSync(file, 'utf8');
const prebuilt = () => contentFromPrebuilt(JSON.parse(json) as PrebuiltContent);

/** Every field as plain data (the evidence as its sorted list). */
const plain = (content: ReturnType<typeof prebuilt>) => {
  const { evidence, ...rest } = content;
  return { ...JSON.parse(JSON.stringify(rest)), evidence: evidence?.toJSON().sort() };
};

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
      expect(words[side]).toEqual(prebuilt().memoryWords![side]);
    }
  });

  it('parses the rule-made forms of the index when an answer first meets one', () => {
    const index = contentFromSections(encodeSections(json)).index!;
    expect(Object.getOwnPropertyDescriptor(index, 'forms')?.get).toBeTypeOf('function');
    expect(index.forms).toBe(index.forms);
    expect(index.forms).toEqual(prebuilt().index!.forms);
  });

  it('reads a download stored before the parts (content.json itself) as it was', () => {
    expect(plain(contentFromDownload(json))).toEqual(plain(prebuilt()));
    expect(plain(contentFromDownload(encodeSections(json)))).toEqual(plain(prebuilt()));
  });

  it('reads a download stored with offsets in code units (vuga-tutor-sections/1) as it was', () => {
    // The first sectioned format: the same parts, each placed by string index instead of byte.
    const sections = encodeSections(json);
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
    expect(plain(contentFromDownload(old))).toEqual(plain(prebuilt()));
  });

  it('reads each part from the stored Blob on its own, the deferred ones on first use', async () => {
    const text = encodeSections(json);
    const bytes = Buffer.from(text, 'utf8');
    // Some part holds letters of more than one byte: its offsets in bytes are not its string indexes.
    expect(bytes.length).toBeGreaterThan(text.length);
    const read: string[] = [];
    // A worker's FileReaderSync, over the stored bytes.
    const readSync = (blob: Blob) => {
      const { start, end } = blob as unknown as Slice;
      read.push(`${start}-${end}`);
      return bytes.subarray(start, end).toString('utf8');
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
        return bytes.subarray(this.start, this.end).toString('utf8');
      }
    }
    const { content, readAhead } = await contentFromDownloadBlob(
      new Slice(0, bytes.length) as unknown as Blob,
      readSync,
    );
    expect(read).toEqual([]);
    // A part read ahead is parsed from what was read, without a synchronous read.
    await readAhead(['memoryWords.en', 'no such part']);
    expect(content.memoryWords?.en).toEqual(prebuilt().memoryWords?.en);
    expect(read).toEqual([]);
    expect(plain(content)).toEqual(plain(prebuilt()));
    // Each deferred part read once, by itself.
    expect(read.length).toBe(new Set(read).size);
    expect(read.length).toBeGreaterThanOrEqual(6);
    // Without a synchronous reader (a page, Node), the whole text as before.
    const blob = new Blob([bytes]);
    expect(plain((await contentFromDownloadBlob(blob, undefined)).content)).toEqual(plain(prebuilt()));
  });

  it('refuses a header of another format', () => {
    const other = encodeSections(json).replace(sectionsFormat, 'vuga-tutor-sections/0');
    expect(() => contentFromSections(other)).toThrow(/unknown offline content format/);
  });
});
