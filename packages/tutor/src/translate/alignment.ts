// Words learned from the translation memory: IBM Model 1 (Brown et al. 1993), trained by expectation-
// maximisation on the TICO-19 sentence pairs, gives for each word of one side the word of the other side it is
// most often translated by (fever → umuriro, symptoms → ibimenyetso). Word by word uses it only for words the
// lexicon does not know, and only where the memory is clear: a word seen in several sentences whose best
// translation takes most of its probability. Such a word stays a guess: it never raises a translation's
// confidence (see the composers).
import type { MemoryPair } from '../content/load.ts';
import { words } from '../normalize.ts';

/** Expectation-maximisation rounds: the table settles after a handful. */
const ROUNDS = 6;
/** A word is learned only from at least this many sentences, and with at least this probability. */
const MIN_SENTENCES = 2;
const MIN_PROBABILITY = 0.25;

/** Source word → its learned translation, for one direction. */
export type WordTable = ReadonlyMap<string, string>;

/**
 * The learned translation of each source word, from sentence pairs (source side, target side). Integer ids and
 * flat arrays, so a few thousand pairs train in well under a second.
 */
export function learnWords(sources: readonly string[][], targets: readonly string[][]): WordTable {
  const sourceIds = new Map<string, number>([['', 0]]); // 0 is NULL: a target word translating nothing
  const targetIds = new Map<string, number>();
  const idOf = (ids: Map<string, number>, word: string) => {
    const known = ids.get(word);
    if (known !== undefined) return known;
    ids.set(word, ids.size);
    return ids.size - 1;
  };
  const cellIds = new Map<number, number>();
  const cellSource: number[] = [];
  const cellTarget: number[] = [];
  // For each sentence pair, each target word: the cells (source word, target word) it may be aligned by.
  const occurrences: number[] = [];
  const spans: [start: number, size: number][] = [];
  const sentences = new Map<number, number>();
  sources.forEach((source, k) => {
    const sourceWords = [0, ...source.map((word) => idOf(sourceIds, word))];
    for (const id of new Set(sourceWords)) sentences.set(id, (sentences.get(id) ?? 0) + 1);
    for (const word of targets[k]!) {
      const target = idOf(targetIds, word);
      spans.push([occurrences.length, sourceWords.length]);
      for (const s of sourceWords) {
        const key = s * 1_000_003 + target;
        let cell = cellIds.get(key);
        if (cell === undefined) {
          cell = cellSource.length;
          cellIds.set(key, cell);
          cellSource.push(s);
          cellTarget.push(target);
        }
        occurrences.push(cell);
      }
    }
  });
  const t = new Float64Array(cellSource.length).fill(1);
  const counts = new Float64Array(cellSource.length);
  const totals = new Float64Array(sourceIds.size);
  for (let round = 0; round < ROUNDS; round++) {
    counts.fill(0);
    totals.fill(0);
    for (const [start, size] of spans) {
      let z = 0;
      for (let j = start; j < start + size; j++) z += t[occurrences[j]!]!;
      for (let j = start; j < start + size; j++) {
        const cell = occurrences[j]!;
        const share = t[cell]! / z;
        counts[cell]! += share;
        totals[cellSource[cell]!]! += share;
      }
    }
    for (let cell = 0; cell < t.length; cell++) t[cell] = counts[cell]! / totals[cellSource[cell]!]!;
  }
  // The best translation of each source word, where the memory is clear about it.
  const best = new Map<number, number>();
  for (let cell = 0; cell < t.length; cell++) {
    const s = cellSource[cell]!;
    const current = best.get(s);
    if (current === undefined || t[cell]! > t[current]!) best.set(s, cell);
  }
  const sourceWords = [...sourceIds.keys()];
  const targetWords = [...targetIds.keys()];
  const table = new Map<string, string>();
  for (const [s, cell] of best) {
    if (s === 0 || (sentences.get(s) ?? 0) < MIN_SENTENCES || t[cell]! < MIN_PROBABILITY) continue;
    table.set(sourceWords[s]!, targetWords[cellTarget[cell]!]!);
  }
  return table;
}

/** Both directions' learned words, by the side they translate from, as entries (they go into the JSON). */
export interface LearnedWords {
  en: [string, string][];
  rw: [string, string][];
}

export function learnFromMemory(pairs: readonly MemoryPair[]): LearnedWords {
  const en = pairs.map((pair) => words(pair.en));
  const rw = pairs.map((pair) => words(pair.rw));
  return { en: [...learnWords(en, rw)], rw: [...learnWords(rw, en)] };
}
