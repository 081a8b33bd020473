// Writes the reviewer's desk's decisions into the YAML content files, ready for a pull request: an approval
// sets `status: reviewed` with `reviewed_by` and `reviewed_on`; a correction also rewrites the fields it
// changed; a rejection leaves the entry draft with a `# review: rejected …` comment above it. The files are
// edited in place through the source ranges of the yaml package's Document (never re-printed whole: the files
// fold long lines by hand), so a diff shows only the lines a decision changed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMap, isScalar, isSeq, type Node, type Pair, parseDocument, stringify, type YAMLMap } from 'yaml';
import { yamlFiles } from '../content/load.ts';
import { CORRECTABLE, type DeskKind } from './desk.ts';

/** One decision as the export reads it (the API's stored decision, in its wire form). */
export interface ExportDecision {
  /** `word-inka`, `phrase-…`, `grammar-…`, `quiz-…` (review/desk.ts). */
  item_id: string;
  action: 'approve' | 'correct' | 'reject' | 'skip';
  reviewer: string;
  /** ISO date-time; its UTC day becomes `reviewed_on`. */
  decided_at: string;
  /** A correction's entry as it should read (validated by the content schema when it was made). */
  after?: Record<string, unknown> | null;
  note?: string | null;
}

export interface ExportReport {
  /** Files written, relative to the content folder. */
  files: string[];
  /** Item ids written, by action. */
  approved: string[];
  corrected: string[];
  rejected: string[];
  /** Decisions whose entry was not found, or is no longer a draft (already reviewed: left as it is). */
  skipped: string[];
}

const FOLDERS: { kind: DeskKind; folder: string; list: 'entries' | 'items' | null; prefix: string }[] = [
  { kind: 'lexicon', folder: 'lexicon', list: 'entries', prefix: 'word-' },
  { kind: 'phrase', folder: 'phrases', list: 'entries', prefix: 'phrase-' },
  { kind: 'grammar', folder: 'grammar', list: null, prefix: 'grammar-' },
  { kind: 'quiz', folder: 'quiz', list: 'items', prefix: 'quiz-' },
];

interface Edit {
  at: number;
  end: number;
  text: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `key: value` as YAML at an indent (continuation lines indented), flow style for a short list when asked. */
function render(key: string, value: unknown, indent: string, flow: boolean): string {
  const doc = parseDocument(stringify({ [key]: value }, { lineWidth: 110, flowCollectionPadding: false }));
  if (flow) {
    const node = doc.get(key, true);
    if (isSeq(node)) node.flow = true;
  }
  return doc
    .toString({ lineWidth: 110 - indent.length, flowCollectionPadding: false })
    .trimEnd()
    .split('\n')
    .join(`\n${indent}`);
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The edits that turn one entry (a map node of `text`) into its reviewed form. */
function entryEdits(
  text: string,
  map: YAMLMap,
  kind: DeskKind,
  decision: ExportDecision,
  day: string,
): Edit[] | null {
  const pairs = map.items as Pair<Node, Node>[];
  const find = (key: string) => pairs.find((pair) => isScalar(pair.key) && pair.key.value === key);
  const status = find('status');
  if (!status || !isScalar(status.value) || status.value.value !== 'draft') return null;
  const start = map.range![0];
  const indent = text.slice(lineStart(text, start), start).replace(/[^ ]/g, ' ');
  const edits: Edit[] = [];
  if (decision.action === 'reject') {
    const note = (decision.note ?? '').replace(/\s+/g, ' ').trim();
    const lineAt = lineStart(text, start);
    const lead = text.slice(lineAt, start).replace(/[^ ].*$/, '');
    edits.push({
      at: lineAt,
      end: lineAt,
      text: `${lead}# review: rejected by ${decision.reviewer} on ${day}${note ? `: ${note}` : ''}\n`,
    });
    return edits;
  }
  if (decision.action === 'correct' && decision.after) {
    const after = new Map(Object.entries(decision.after));
    const before = map.toJSON() as Record<string, unknown>;
    const insertAt = find('source')?.key?.range?.[0] ?? status.key!.range![0];
    for (const field of CORRECTABLE[kind]) {
      const value = after.get(field);
      const old = new Map(Object.entries(before)).get(field);
      if (same(value, old)) continue;
      const pair = find(field);
      if (pair?.key?.range && pair.value?.range) {
        const from = pair.key.range[0];
        if (value === undefined) {
          // The field's lines go, up to the next key.
          const next = lineStart(text, pair.value.range[2]);
          edits.push({ at: lineStart(text, from), end: Math.max(next, pair.value.range[1]), text: '' });
          continue;
        }
        const flow = isSeq(pair.value) && pair.value.flow === true;
        edits.push({ at: from, end: pair.value.range[1], text: render(field, value, indent, flow) });
      } else if (value !== undefined) {
        const flow = Array.isArray(value) && value.every((v) => typeof v !== 'object');
        edits.push({ at: insertAt, end: insertAt, text: `${render(field, value, indent, flow)}\n${indent}` });
      }
    }
  }
  const value = status.value;
  edits.push({
    at: value.range![0],
    end: value.range![1],
    text: `reviewed\n${indent}reviewed_by: ${render('x', decision.reviewer, '', false).slice(3)}\n${indent}reviewed_on: '${day}'`,
  });
  return edits;
}

function applyEdits(text: string, edits: Edit[]): string {
  // From the end of the file back; of two edits at one place, the later one first, so they read in order.
  const order = edits
    .map((edit, index) => ({ edit, index }))
    .sort((a, b) => b.edit.at - a.edit.at || b.index - a.index);
  let out = text;
  for (const { edit } of order) out = out.slice(0, edit.at) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * Writes the decisions into the content folder `dir`. The newest decision of an item wins; skips are not
 * written. Returns what changed.
 */
export function exportDecisions(dir: string, decisions: readonly ExportDecision[]): ExportReport {
  const byItem = new Map<string, ExportDecision>();
  for (const decision of [...decisions].sort((a, b) => a.decided_at.localeCompare(b.decided_at)))
    if (decision.action !== 'skip') byItem.set(decision.item_id, decision);
  const report: ExportReport = { files: [], approved: [], corrected: [], rejected: [], skipped: [] };
  const done = new Set<string>();
  for (const { kind, folder, list, prefix } of FOLDERS) {
    for (const file of yamlFiles(join(dir, folder))) {
      const text = readFileSync(file, 'utf8');
      const doc = parseDocument(text, { keepSourceTokens: false });
      const maps: YAMLMap[] = [];
      if (list === null) {
        if (isMap(doc.contents)) maps.push(doc.contents);
      } else {
        const seq = doc.get(list, true);
        if (isSeq(seq)) for (const item of seq.items) if (isMap(item)) maps.push(item);
      }
      const edits: Edit[] = [];
      for (const map of maps) {
        const id = map.get('id');
        if (typeof id !== 'string') continue;
        const itemId = `${prefix}${id}`;
        const decision = byItem.get(itemId);
        if (!decision) continue;
        done.add(itemId);
        const day = decision.decided_at.slice(0, 10);
        const changes = entryEdits(text, map, kind, decision, day);
        if (!changes) {
          report.skipped.push(itemId);
          continue;
        }
        edits.push(...changes);
        const action =
          decision.action === 'correct' && decision.after
            ? 'corrected'
            : decision.action === 'reject'
              ? 'rejected'
              : 'approved';
        report[action].push(itemId);
      }
      if (edits.length === 0) continue;
      writeFileSync(file, applyEdits(text, edits));
      report.files.push(relative(dir, file));
    }
  }
  for (const id of byItem.keys()) if (!done.has(id)) report.skipped.push(id);
  return report;
}
