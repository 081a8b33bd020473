import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, createTutor, loadContent, parseClipIndex } from '../src/index.ts';

function contentDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'vuga-content-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}

const lexicon = `category: animals
entries:
  - id: inka
    rw: inka
    en: [cow]
    pos: noun
    class: 9
    plural: inka
    pluralClass: 10
    difficulty: beginner
    source: vuga
    status: reviewed
`;

describe('loadContent', () => {
  it('loads and validates lexicon files and the clip index', () => {
    const dir = contentDir({
      'lexicon/animals.yaml': lexicon,
      'commonvoice/index.tsv':
        'file\tsentence\tsegment\tup_votes\tdown_votes\tduration_ms\tspeaker_hash_prefix\nclips/a.mp3\tinka\tBenchmark\t0\t0\t2808\tx\nclips/b.mp3\tInka\tBenchmark\t1\t0\t2000\ty\n',
    });
    const content = loadContent(dir);
    expect(content.lexicon[0]?.entries[0]).toMatchObject({ rw: 'inka', class: 9 });
    expect(createTutor(content).status()).toEqual({
      teachingModel: true,
      nativeAudio: true,
      nativeWords: 1,
      lexiconEntries: 1,
    });
  });

  it('names the file and field of an invalid entry', () => {
    const dir = contentDir({ 'lexicon/animals.yaml': lexicon.replace('en: [cow]', 'en: []') });
    expect(() => loadContent(dir)).toThrowError(ContentError);
    expect(() => loadContent(dir)).toThrowError(/animals\.yaml[\s\S]*entries\.0\.en/);
  });

  it('requires the plural class with a plural', () => {
    const dir = contentDir({ 'lexicon/animals.yaml': lexicon.replace('    pluralClass: 10\n', '') });
    expect(() => loadContent(dir)).toThrowError(/plural needs its pluralClass/);
  });

  it('reports a tutor without lexicon as not ready', () => {
    expect(createTutor(loadContent(contentDir({}))).status().teachingModel).toBe(false);
  });
});

describe('parseClipIndex', () => {
  it('keeps only mp3 rows with a sentence and takes the base name', () => {
    const clips = parseClipIndex(
      'file\tsentence\tup_votes\tdown_votes\tduration_ms\nclips/x.mp3\tgatanu\t2\t1\t4860\nclips/y.wav\tkane\t0\t0\t1\nclips/z.mp3\t\t0\t0\t1\n',
    );
    expect(clips).toEqual([
      { file: 'x.mp3', sentence: 'gatanu', upVotes: 2, downVotes: 1, durationMs: 4860 },
    ]);
  });
});
