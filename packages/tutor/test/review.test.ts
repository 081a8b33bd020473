// The reviewer's desk over the shipped content: the queue's order (the course first, then the words the rules
// make forms from), corrections validated by the content schema, and the export's minimal edits of the YAML
// (exactly the decided entries change, comments and hand folding kept), which the content check accepts.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, loadContentFromSource } from '../src/content/load.ts';
import { defaultContentDir } from '../src/index.ts';
import {
  applyCorrection,
  type DeskEntry,
  deskEntries,
  evidenceIndex,
  exportDecisions,
} from '../src/review/index.ts';

const content = loadContent();
const queue = deskEntries(content);
const byId = new Map(queue.map((entry) => [entry.id, entry]));
const entry = (id: string): DeskEntry => {
  const found = byId.get(id);
  if (!found) throw new Error(`${id} is not in the queue`);
  return found;
};

describe('the queue', () => {
  it('holds every draft once, the course tier first in course order, then the rules tier', () => {
    const drafts =
      content.lexicon.flatMap((f) => f.entries).filter((e) => e.status === 'draft').length +
      content.phrases.flatMap((f) => f.entries).filter((e) => e.status === 'draft').length +
      content.grammar.filter((t) => t.status === 'draft').length +
      content.quiz.flatMap((f) => f.items).filter((i) => i.status === 'draft').length;
    expect(queue).toHaveLength(drafts);
    expect(new Set(queue.map((e) => e.id)).size).toBe(drafts);
    const tiers = queue.map((e) => e.tier);
    expect(tiers.indexOf('rules')).toBeGreaterThan(tiers.lastIndexOf('course'));
    expect(tiers.indexOf('rest')).toBeGreaterThan(tiers.lastIndexOf('rules'));
    const units = content.course!.units.map((u) => u.title);
    const seen = queue.filter((e) => e.tier === 'course').map((e) => units.indexOf(e.unit!));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(queue[0]?.id).toBe(`grammar-${content.course!.units[0]!.grammar}`);
    // The rules tier: each word makes forms by rule, most first.
    for (const e of queue.filter((q) => q.tier === 'rules')) expect(e.kind).toBe('lexicon');
  });

  it('finds corpus sentences that contain a word, whole words only', () => {
    const index = evidenceIndex(content);
    const found = index.find('inka');
    expect(found.length).toBeGreaterThan(0);
    for (const sentence of found) expect(` ${sentence.rw.toLowerCase()} `).toMatch(/[^a-z]inka[^a-z]/);
    expect(index.find('zzzqqq')).toEqual([]);
  });
});

describe('corrections', () => {
  it('keeps only correctable fields, validated by the content schema', () => {
    const noun = entry('word-igicuku');
    const review = { by: 'r@vuga.test', on: '2026-11-26' };
    const ok = applyCorrection(
      noun,
      new Map<string, unknown>([
        ['plural', 'ibicuku'],
        ['pluralClass', 8],
      ]),
      review,
    );
    expect(ok).toMatchObject({
      ok: true,
      data: { plural: 'ibicuku', status: 'reviewed', reviewed_by: 'r@vuga.test' },
    });
    expect(applyCorrection(noun, new Map([['plural', 'ibicuku']]), review)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/pluralClass/),
    });
    expect(applyCorrection(noun, new Map([['id', 'other']]), review)).toMatchObject({ ok: false });
    expect(applyCorrection(noun, new Map([['__proto__', {}]]), review)).toMatchObject({ ok: false });
    expect(applyCorrection(noun, new Map([['en', []]]), review)).toMatchObject({ ok: false });
  });
});

describe('the export', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vuga-review-export-'));
    cpSync(defaultContentDir, dir, { recursive: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('changes exactly the decided entries and the content still loads', () => {
    const grammar = queue.find((e) => e.kind === 'grammar')!;
    const quiz = queue.find((e) => e.kind === 'quiz')!;
    const corrected = applyCorrection(
      entry('word-igicuku'),
      new Map<string, unknown>([
        ['en', ['midnight']],
        ['notes', 'Said: "mu gicuku".'],
      ]),
      { by: 'r@vuga.test', on: '2026-11-26' },
    );
    if (!corrected.ok) throw new Error(corrected.error);
    const at = '2026-11-26T10:00:00.000Z';
    const report = exportDecisions(dir, [
      { item_id: grammar.id, action: 'approve', reviewer: 'r@vuga.test', decided_at: at },
      {
        item_id: 'word-igicuku',
        action: 'correct',
        reviewer: 'r@vuga.test',
        decided_at: at,
        after: corrected.data,
      },
      {
        item_id: quiz.id,
        action: 'reject',
        reviewer: 'r@vuga.test',
        decided_at: at,
        note: 'two options fit',
      },
      { item_id: 'word-igihu', action: 'skip', reviewer: 'r@vuga.test', decided_at: at },
      { item_id: 'word-no-such', action: 'approve', reviewer: 'r@vuga.test', decided_at: at },
    ]);
    expect(report.approved).toEqual([grammar.id]);
    expect(report.corrected).toEqual(['word-igicuku']);
    expect(report.rejected).toEqual([quiz.id]);
    expect(report.skipped).toEqual(['word-no-such']);

    // Every other file is byte for byte the same; the changed ones differ only in added or changed lines.
    const changed = new Set(report.files);
    expect(changed.size).toBe(3);
    for (const folder of ['lexicon', 'phrases', 'grammar', 'quiz'])
      for (const name of readdirSync(join(dir, folder))) {
        const file = `${folder}/${name}`;
        const was = readFileSync(join(defaultContentDir, file), 'utf8').split('\n');
        const now = readFileSync(join(dir, file), 'utf8').split('\n');
        if (!changed.has(file)) {
          expect(now, file).toEqual(was);
          continue;
        }
        const added = now.filter((line) => !was.includes(line));
        const removed = was.filter((line) => !now.includes(line));
        expect(added.length + removed.length, file).toBeLessThan(8);
      }
    const quizFile = readFileSync(join(dir, report.files.find((f) => f.startsWith('quiz/'))!), 'utf8');
    expect(quizFile).toContain('# review: rejected by r@vuga.test on 2026-11-26: two options fit\n');

    const reloaded = loadContentFromSource(dir);
    const word = reloaded.lexicon.flatMap((f) => f.entries).find((e) => e.id === 'igicuku')!;
    expect(word).toMatchObject({
      en: ['midnight'],
      notes: 'Said: "mu gicuku".',
      status: 'reviewed',
      reviewed_by: 'r@vuga.test',
      reviewed_on: '2026-11-26',
    });
    expect(reloaded.grammar.find((t) => `grammar-${t.id}` === grammar.id)?.status).toBe('reviewed');
    const rejected = reloaded.quiz.flatMap((f) => f.items).find((i) => `quiz-${i.id}` === quiz.id);
    expect(rejected?.status).toBe('draft');
  }, 30_000);
});
