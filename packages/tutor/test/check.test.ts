import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent, formatCounts } from '../src/content/check.ts';
import { defaultContentDir } from '../src/index.ts';
import { fixtureDir } from './fixture.ts';

function contentDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'vuga-check-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}

const entry = (id: string, rw: string, extra = '') => `  - id: ${id}
    rw: ${rw}
    en: [thing]
    pos: noun
    class: 9
    difficulty: beginner
    source: vuga
    status: draft
${extra}`;

describe('content check', () => {
  it('passes the fixture and counts by category and status', () => {
    const report = checkContent(fixtureDir);
    expect(report.errors).toEqual([]);
    expect(report.counts.lexicon?.animals).toEqual({ reviewed: 5, draft: 1 });
    expect(formatCounts(report)).toMatch(/animals\s+5\s+1/);
  });

  it('rejects duplicate ids and lemmas, foreign letters, broken refs and a misnamed file', () => {
    const dir = contentDir({
      'lexicon/animals.yaml': `category: animals\nentries:\n${entry('inka', 'inka')}${entry('inka', 'inkaa')}${entry('inka-two', 'Inka')}${entry('taxi', 'taxi')}`,
      'lexicon/food.yaml': `category: meals\nentries:\n${entry('ifi', 'ifí')}`,
      'quiz/animals.yaml': `category: animals
items:
  - id: a-1
    kind: meaning
    difficulty: beginner
    question: What does inka mean?
    options: [cow, goat, dog, cat]
    answer: 0
    explanation: A cow.
    ref: dragon
    source: vuga
    status: draft
`,
    });
    const errors = checkContent(dir).errors.join('\n');
    expect(errors).toMatch(/duplicate lexicon id "inka"/);
    expect(errors).toMatch(/duplicate lemma "Inka"/);
    expect(errors).toMatch(/"taxi" has characters outside Kinyarwanda orthography: x/);
    expect(errors).toMatch(/"ifí" has characters outside/);
    expect(errors).toMatch(/ref "dragon" is not a lexicon, phrase or grammar id/);
    expect(errors).toMatch(/category "meals" must match the file name/);
  });

  it('rejects a gloss split by a comma inside brackets in an unquoted YAML list', () => {
    const dir = contentDir({
      'lexicon/food.yaml': `category: food\nentries:\n${entry('umuneke', 'umuneke').replace('en: [thing]', 'en: [banana (ripe, sweet)]')}${entry('igitoki', 'igitoki').replace('en: [thing]', 'en: ["cooking banana (green, for cooking)"]')}`,
    });
    const errors = checkContent(dir).errors;
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/umuneke: English gloss "banana \(ripe" has unbalanced brackets/);
    expect(errors[1]).toMatch(/umuneke: English gloss "sweet\)" has unbalanced brackets/);
  });

  it('reports schema problems of every file, not only the first', () => {
    const dir = contentDir({
      'lexicon/a.yaml': 'category: a\nentries:\n  - id: x\n    rw: y\n    en: []\n',
      'phrases/b.yaml': 'situation: b\n',
    });
    const errors = checkContent(dir).errors;
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/a\.yaml/);
    expect(errors[1]).toMatch(/b\.yaml/);
  });

  it("checks the tutor's own words: note slots, tip patterns, the Kinyarwanda's spelling", () => {
    const real = (name: string) => readFileSync(join(defaultContentDir, 'tutor', name), 'utf8');
    const broken = checkContent(
      contentDir({
        'tutor/small-talk.yaml': real('small-talk.yaml').replace('({greeting_en})', '({greeting_english})'),
        'tutor/sounds.yaml': real('sounds.yaml').replace(/pattern: (["'])shy\1/, 'pattern: "sh(y"'),
      }),
    ).errors.join('\n');
    expect(broken).toMatch(/hello\.note: the only slots are \{greeting\} and \{greeting_en\}/);
    expect(broken).toMatch(/tips\.0\.pattern: not a valid regular expression/);
    const misspelt = checkContent(
      contentDir({
        'tutor/small-talk.yaml': real('small-talk.yaml').replace('rw: Murabeho', 'rw: Murabexo'),
      }),
    ).errors;
    expect(misspelt).toEqual([
      'small-talk.yaml bye: rw "Murabexo" has characters outside Kinyarwanda orthography: x',
    ]);
  });

  it('finds no problem in the real content folder', () => {
    const report = checkContent(defaultContentDir);
    expect(report.errors).toEqual([]);
  });
});
