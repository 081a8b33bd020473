// The TICO-19 translation memory: sentence pairs keyed by each side's match key, and each side's keys by
// length with their letter counts, for the nearest sentence to a text (built on first use).
import type { Block, Span } from '../blocks.ts';
import type { LearnedTables, LearnedWords, MemoryPair } from '../content/types.ts';
import { editDistance, matchKey } from '../normalize.ts';
import { learnFromMemory, type WordTable } from './alignment.ts';
import { type ExampleMemory, NO_EXAMPLES } from './examples.ts';

export interface Memory {
  pairs: MemoryPair[];
  readonly en: Map<string, MemoryPair[]>;
  readonly rw: Map<string, MemoryPair[]>;
  /** Words learned from the pairs (alignment.ts), by the side they translate from; on first use. */
  readonly words: { readonly en: WordTable; readonly rw: WordTable };
  /**
   * The pair whose `side` is nearest the match key `key` with a similarity (normalize.ts) of at least
   * `least`, and that similarity; the first of the nearest when several are as near. Null when none is.
   */
  nearest(side: 'en' | 'rw', key: string, least: number): { pair: MemoryPair; score: number } | null;
  /** Our content's example sentences, both ways (examples.ts). */
  examples: ExampleMemory;
  /** Whether a sentence of one side has a match key of `min` to `max` characters. */
  hasLengthBetween(side: 'en' | 'rw', min: number, max: number): boolean;
  /**
   * Builds what is otherwise built on first use (the letter counts, the learned words) ahead, leaving the
   * event loop free between the steps, so a server's first new sentence does not pay for it.
   */
  prepare(): Promise<void>;
}

export function buildMemory(
  pairs: MemoryPair[],
  learned?: LearnedWords | LearnedTables,
  examples: ExampleMemory = NO_EXAMPLES,
): Memory {
  // Each side's map made on its first use: a translation reads the side it translates from, and the match keys
  // of 2,800 long sentences took most of the memory's build (the offline tutor's first translation waited).
  const maps: Partial<Record<'en' | 'rw', Map<string, MemoryPair[]>>> = {};
  const mapOf = (side: 'en' | 'rw') => {
    maps[side] ??= keyed(pairs, side);
    return maps[side];
  };
  // Each side's key lengths, sorted: a near match must be about as long as the text.
  const lengths: Partial<Record<'en' | 'rw', number[]>> = {};
  const lengthsOf = (side: 'en' | 'rw') => {
    lengths[side] ??= [...mapOf(side).keys()].map((key) => key.length).sort((a, b) => a - b);
    return lengths[side];
  };
  const byLength: Partial<Record<'en' | 'rw', KeysByLength>> = {};
  const keysOf = (side: 'en' | 'rw') => {
    byLength[side] ??= keysByLength(mapOf(side));
    return byLength[side];
  };
  let tables: Memory['words'] | undefined;
  return {
    pairs,
    get en() {
      return mapOf('en');
    },
    get rw() {
      return mapOf('rw');
    },
    examples,
    nearest(side, key, least) {
      const found = nearestKey(keysOf(side), key, least);
      return found ? { pair: mapOf(side).get(found.key)![0]!, score: found.score } : null;
    },
    hasLengthBetween(side, min, max) {
      const sorted = lengthsOf(side);
      // The first length ≥ min, by halving.
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (sorted[middle]! < min) low = middle + 1;
        else high = middle;
      }
      return low < sorted.length && sorted[low]! <= max;
    },
    async prepare() {
      for (const side of ['en', 'rw'] as const) {
        await nextTask();
        keysOf(side);
      }
      for (const side of ['en', 'rw'] as const) {
        await nextTask();
        void this.words[side];
      }
    },
    get words() {
      // Prebuilt with the content; learned here (about two seconds) only for content made otherwise. Each side
      // made on its first use: a translation reads the side it translates from (the offline tutor's download
      // parses each side when first read, and the English side alone is 70,000 words).
      if (!tables) {
        let all: LearnedWords | LearnedTables | undefined;
        const source = () => {
          all ??= learned ?? learnFromMemory(pairs);
          return all;
        };
        let en: WordTable | undefined;
        let rw: WordTable | undefined;
        tables = {
          get en() {
            en ??= tableOf(source().en);
            return en;
          },
          get rw() {
            rw ??= tableOf(source().rw);
            return rw;
          },
        };
      }
      return tables;
    },
  };
}

/**
 * A step of prepare() in a task of its own: setTimeout, which a browser's worker has as Node does (the offline
 * tutor's worker has no setImmediate: its prepare() stopped at the first step, and every later answer that met a
 * part of the learned words or the attested forms not yet read made it then, up to 10 ms).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A side of the learned words as a table: the one given (the offline download's), else made from the entries. */
const tableOf = (side: LearnedWords['en'] | LearnedTables['en']): WordTable =>
  side instanceof Map ? side : new Map(side);

/** One side's match key → the pairs whose text on that side has it, in the memory's order. */
function keyed(pairs: readonly MemoryPair[], side: 'en' | 'rw'): Map<string, MemoryPair[]> {
  const map = new Map<string, MemoryPair[]>();
  for (const pair of pairs) {
    const key = matchKey(pair[side]);
    const list = map.get(key);
    if (list) list.push(pair);
    else map.set(key, [pair]);
  }
  return map;
}

/**
 * Letters are counted in 32 bins (a–z, the space, digits, three for the rest). Each edit changes the counts
 * by at most two (a transposition by none), so half the counts' difference is a floor on the edit distance:
 * most sentences of about the text's length are ruled out by it, without the distance itself.
 */
const BINS = 32;
function bin(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code === 32) return 26;
  if (code >= 48 && code <= 57) return 27;
  return 28 + (code % 4);
}

function countLetters(key: string, into: Uint16Array, at: number): void {
  for (let i = 0; i < key.length; i++) {
    const slot = at + bin(key.charCodeAt(i));
    if (into[slot]! < 0xffff) into[slot]!++;
  }
}

/** One side's keys, shortest first, with their letter counts side by side. */
interface KeysByLength {
  keys: string[];
  counts: Uint16Array;
}

function keysByLength(map: Map<string, MemoryPair[]>): KeysByLength {
  const keys = [...map.keys()].sort((a, b) => a.length - b.length);
  const counts = new Uint16Array(keys.length * BINS);
  keys.forEach((key, i) => {
    countLetters(key, counts, i * BINS);
  });
  return { keys, counts };
}

/** The text's own letter counts, reused between calls. */
const textCounts = new Uint16Array(BINS);

/**
 * The key nearest `key` by similarity (1 − edit distance / the longer length), if at least `least`: only keys
 * of a length that could be that near are read, and of those only the ones whose letter counts allow it are
 * measured, each with the distance bounded by what it may be.
 */
function nearestKey(
  { keys, counts }: KeysByLength,
  key: string,
  least: number,
): { key: string; score: number } | null {
  const shortest = Math.ceil(least * key.length - 1e-9);
  const longest = Math.floor(key.length / least + 1e-9);
  // The first key of the shortest length, by halving.
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle]!.length < shortest) low = middle + 1;
    else high = middle;
  }
  textCounts.fill(0);
  countLetters(key, textCounts, 0);
  let best: { key: string; score: number } | null = null;
  for (let i = low; i < keys.length && keys[i]!.length <= longest; i++) {
    const candidate = keys[i]!;
    const length = Math.max(key.length, candidate.length);
    // The most edits the similarity allows (one more, against rounding; the score below decides).
    const allowed = Math.floor((1 - least) * length) + 1;
    let difference = 0;
    const at = i * BINS;
    for (let b = 0; b < BINS; b++) difference += Math.abs(textCounts[b]! - counts[at + b]!);
    if ((difference + 1) >> 1 > allowed) continue;
    const distance = editDistance(key, candidate, allowed);
    if (distance > allowed) continue;
    const score = 1 - distance / length;
    if (score >= least && (!best || score > best.score)) best = { key: candidate, score };
  }
  return best;
}

/**
 * A near match from the memory, explained: the sentence that was translated, with the words that are not in
 * the learner's text marked, and the learner's words it lacks, so the learner sees which part may need changing.
 */
export function memoryDifference(source: string, typed: string): Block[] {
  const typedWords = new Set(matchKey(typed).split(' '));
  const sourceWords = new Set(matchKey(source).split(' '));
  const spans: Span[] = [{ text: 'Translated from the closest sentence in our translation memory: ' }];
  for (const [index, token] of source.split(/(\s+)/).entries()) {
    const changed = index % 2 === 0 && token.trim() !== '' && !typedWords.has(matchKey(token));
    const last = spans[spans.length - 1]!;
    if (changed) spans.push({ text: token, strong: true });
    else if (last.strong) spans.push({ text: token });
    else last.text += token;
  }
  const missing = [...typedWords].filter((word) => word !== '' && !sourceWords.has(word));
  const blocks: Block[] = [{ kind: 'paragraph', spans }];
  if (missing.length > 0)
    blocks.push({
      kind: 'note',
      spans: [
        { text: 'Your text differs in: ' },
        { text: missing.join(', '), strong: true },
        { text: '. Check those parts of the translation with a speaker.' },
      ],
    });
  return blocks;
}
