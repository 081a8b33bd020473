// The offline download (content/sections.ts): dist/content.json in parts behind a header, read back into the
// same content the prebuilt file gives, each deferred part parsed on its first use.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFromDownload, contentFromPrebuilt, type PrebuiltContent } from '../src/browser.ts';
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

  it('refuses a header of another format', () => {
    const other = encodeSections(json).replace(sectionsFormat, 'vuga-tutor-sections/0');
    expect(() => contentFromSections(other)).toThrow(/unknown offline content format/);
  });
});
