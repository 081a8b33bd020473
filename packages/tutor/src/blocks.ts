// Rich answers as data: the grammar notes are written with a little markup (paragraphs, **bold**, "- " lists,
// "|" tables), which a learner must never see. `parseBlocks` turns such text into typed blocks the app renders
// (paragraph, list, table, example, note) and `blocksToText` into plain readable text for the spec's `response`
// field: no markup in either, and lines joined where the source broke them mid-sentence.

/** A run of text, strong when the source bolded it. */
export interface Span {
  text: string;
  strong?: boolean;
}

export type Block =
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'list'; ordered: boolean; items: Span[][] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  /** A Kinyarwanda example with its English (the API adds its recording). */
  | { kind: 'example'; rw: string; en: string; note?: string }
  | { kind: 'note'; spans: Span[] };

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const NOTE = /^\s*>\s?/;
/** What parseSpans removes or reads: without any, a text is its own one span. */
const SPAN_MARKUP = /[*_`]/;

/** Bold runs (**x** or __x__) become strong spans; stray markers and backticks are dropped. */
export function parseSpans(text: string): Span[] {
  // Most lines have no markup at all: the text itself, with no pattern run over it.
  if (!SPAN_MARKUP.test(text)) return text === '' ? [] : [{ text }];
  const spans: Span[] = [];
  const pattern = /\*\*(.+?)\*\*|__(.+?)__/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index) });
    spans.push({ text: match[1] ?? match[2]!, strong: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last) });
  return spans
    .map((span) => ({ ...span, text: span.text.replace(/\*\*|__|`/g, '') }))
    .filter((span) => span.text !== '');
}

/** Text without any markup. */
export function plainText(text: string): string {
  return parseSpans(text)
    .map((span) => span.text)
    .join('');
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => plainText(cell.trim()));

/** Joins lines a source wrapped mid-sentence: one space, whatever the indentation. */
const joinLines = (lines: readonly string[]) =>
  lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    if (TABLE_ROW.test(line)) {
      const rows: string[][] = [];
      while (i < lines.length && TABLE_ROW.test(lines[i]!)) {
        if (!TABLE_RULE.test(lines[i]!)) rows.push(cells(lines[i]!));
        i++;
      }
      const [header = [], ...body] = rows;
      blocks.push({ kind: 'table', header, rows: body });
      continue;
    }
    if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = NUMBERED.test(line);
      const marker = ordered ? NUMBERED : BULLET;
      const items: string[][] = [];
      while (i < lines.length && lines[i]!.trim() !== '') {
        const current = lines[i]!;
        if (marker.test(current)) items.push([current.replace(marker, '')]);
        else if (TABLE_ROW.test(current) || NOTE.test(current)) break;
        else items.at(-1)!.push(current); // a wrapped item continues on the next line
        i++;
      }
      blocks.push({ kind: 'list', ordered, items: items.map((item) => parseSpans(joinLines(item))) });
      continue;
    }
    if (NOTE.test(line)) {
      const note: string[] = [];
      while (i < lines.length && NOTE.test(lines[i]!)) note.push(lines[i++]!.replace(NOTE, ''));
      blocks.push({ kind: 'note', spans: parseSpans(joinLines(note)) });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i]!;
      if (current.trim() === '' || TABLE_ROW.test(current) || BULLET.test(current) || NOTE.test(current))
        break;
      if (NUMBERED.test(current) && paragraph.length > 0) break;
      paragraph.push(current);
      i++;
    }
    blocks.push({ kind: 'paragraph', spans: parseSpans(joinLines(paragraph)) });
  }
  return blocks;
}

const spansText = (spans: readonly Span[]) => spans.map((span) => span.text).join('');

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return spansText(block.spans);
    case 'list':
      return block.items
        .map((item, n) => `${block.ordered ? `${n + 1}.` : '•'} ${spansText(item)}`)
        .join('\n');
    case 'table':
      return block.rows
        .map((row) => {
          const [first = '', ...rest] = row;
          const label = block.header[0] ? `${block.header[0]} ${first}` : first;
          const values = rest.map((cell, n) =>
            block.header[n + 1] ? `${block.header[n + 1]} ${cell}` : cell,
          );
          return values.length > 0 ? `${label}: ${values.join(', ')}` : label;
        })
        .join('\n');
    case 'example':
      return `Example: ${block.rw} — ${block.en}${block.note ? ` (${block.note})` : ''}`;
  }
}

/**
 * Plain text of blocks, for the spec's `response` and for anything without a block renderer: paragraphs apart,
 * list items as "• …" (or "1. …"), a table row as "Class 1: Noun umuntu, -iza mwiza, …", an example as
 * "Example: Umuntu mwiza. — A good person.".
 */
export function blocksToText(blocks: readonly Block[]): string {
  return blocks
    .map(blockText)
    .filter((text) => text !== '')
    .join('\n\n');
}

/** parseBlocks of a single line (most groups of an answer), without splitting it into lines first. */
function lineBlocks(line: string): Block[] {
  const text = line.trim();
  if (text === '') return [];
  if (TABLE_ROW.test(line) || BULLET.test(line) || NUMBERED.test(line) || NOTE.test(line)) {
    return parseBlocks(line);
  }
  return [{ kind: 'paragraph', spans: parseSpans(text) }];
}

const EXAMPLE_LINE = /^Example:\s*(.+?)\s+—\s+(.+)$/;

/**
 * Blocks of an answer written line by line (the tutor's answers): each line is its own paragraph, except that
 * consecutive table rows make one table and consecutive list items one list, and an "Example: X — Y" line is
 * an example (so it can carry its recording).
 */
export function answerBlocks(text: string): Block[] {
  const groups: string[] = [];
  const kindOf = (line: string) => (TABLE_ROW.test(line) ? 'table' : BULLET.test(line) ? 'list' : 'line');
  let previous = '';
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const kind = kindOf(line);
    if (groups.length > 0 && kind !== 'line' && kind === previous) groups[groups.length - 1] += `\n${line}`;
    else groups.push(line);
    previous = line.trim() === '' ? '' : kind;
  }
  return groups.flatMap((group): Block[] => {
    const example = EXAMPLE_LINE.exec(group.trim());
    if (example) return [{ kind: 'example', rw: example[1]!, en: example[2]! }];
    return group.includes('\n') ? parseBlocks(group) : lineBlocks(group);
  });
}
