// The prebuilt content: written by the build, read when it matches the folder, ignored when it is stale.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPrebuilt } from '../src/content/build.ts';
import { buildEvidence } from '../src/content/evidence.ts';
import { loadContentFromSource } from '../src/content/load.ts';
import { prebuiltEvidence, readPrebuilt } from '../src/content/prebuilt.ts';
import { buildModel, type Model } from '../src/model.ts';
import { buildQuizBank } from '../src/quiz.ts';
import { fixtureDir } from './fixture.ts';

const work = mkdtempSync(join(tmpdir(), 'vuga-prebuilt-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const dir = join(work, 'content');
cpSync(fixtureDir, dir, { recursive: true });
const file = join(work, 'dist', 'content.json');

describe('prebuilt content', () => {
  it('holds the same content as the YAML, with the attestation index', () => {
    buildPrebuilt(dir, file);
    const prebuilt = readPrebuilt(dir, file);
    expect(prebuilt?.content).toEqual(JSON.parse(JSON.stringify(loadContentFromSource(dir))));
    expect(prebuilt?.evidence.split('\n')).toContain('irya ubwatsi');
    // Written in ASCII: the fixture's other characters are escaped, and come back as they were (above).
    expect(readFileSync(file, 'utf8')).not.toMatch(/[^ -~]/);
  });

  it("carries the model's maps and the quiz bank as the content makes them", () => {
    buildPrebuilt(dir, file);
    const prebuilt = readPrebuilt(dir, file)!;
    const fromFile = buildModel({
      ...prebuilt.content,
      evidence: prebuiltEvidence(prebuilt),
      index: prebuilt.index,
    });
    const content = loadContentFromSource(dir);
    const made = buildModel(content, buildEvidence(content));
    // Each map as plain rows, hits naming their item by key (a rule-made form's English, note and verb are read
    // through getters).
    const rows = (model: Model) => ({
      items: model.items,
      rw: [...model.rw].map(([key, hits]) => [
        key,
        hits.map(({ item, form, via, sure, en, note, verb }) => ({
          item: item.key,
          form,
          via,
          sure,
          en,
          note,
          verb,
        })),
      ]),
      en: [...model.en].map(([key, hits]) => [key, hits.map((hit) => ({ ...hit, item: hit.item.key }))]),
      categories: [...model.categories.keys()],
      longestKey: model.longestKey,
    });
    expect(rows(fromFile)).toEqual(rows(made));
    expect(fromFile.rw.get('twakoze')?.[0]).toMatchObject({ via: 'verb-form', en: 'we worked' });
    expect(prebuilt.quizBank).toEqual(JSON.parse(JSON.stringify(buildQuizBank(made, content.quiz).items)));
    expect(prebuilt.quizBank.length).toBeGreaterThan(10);
  });

  it('is ignored once a content file changes', () => {
    buildPrebuilt(dir, file);
    expect(readPrebuilt(dir, file)).not.toBeNull();
    writeFileSync(join(dir, 'lexicon', 'extra.yaml'), 'category: extra\nentries: []\n');
    expect(readPrebuilt(dir, file)).toBeNull();
  });

  it('is ignored when missing or unreadable', () => {
    expect(readPrebuilt(dir, join(work, 'missing.json'))).toBeNull();
    writeFileSync(join(work, 'broken.json'), '{');
    expect(readPrebuilt(dir, join(work, 'broken.json'))).toBeNull();
  });
});
