// Words learned from the translation memory: IBM Model 1 (Brown et al. 1993), trained by expectation-
// maximisation on the TICO-19 sentence pairs, gives for each word of one side the word of the other side it is
// most often translated by (fever → umuriro, symptoms → ibimenyetso). Word by word uses it only for words the
// lexicon does not know, and only where the memory is clear: a word seen in several sentences whose best
// translation takes most of its probability. Such a word stays a guess: it never raises a translation's
// confidence (see the composers).

import type { LearnedWords, MemoryPair } from '../content/types.ts';
import { expandContractions } from '../contractions.ts';
import { words } from '../normalize.ts';

/** Expectation-maximisation rounds: the table settles after a handful. */
const ROUNDS = 6;
/**
 * Kinyarwanda → English takes more rounds: one Kinyarwanda word stands for several English ones, and its
 * table keeps settling after the sixth (measured on a TICO-19 split kept apart from the held-out one).
 */
const ROUNDS_RW = 20;
/** A word is learned only from at least this many sentences, and with at least this probability. */
const MIN_SENTENCES = 2;
const MIN_PROBABILITY = 0.05;

/**
 * English words that say no thing themselves (articles, prepositions, pronouns, forms of be): never the
 * learned translation of a Kinyarwanda word of this many letters or more, which stands for something.
 */
export const ENGLISH_GRAMMAR_WORDS: ReadonlySet<string> = new Set(
  'a an the of to in on at for and or but is are am was were be been it its this that these those with from by as so than'.split(
    ' ',
  ),
);
const CONTENT_LETTERS = 5;

/** Source word → its learned translation, for one direction. */
export type WordTable = ReadonlyMap<string, string>;

/** IBM Model 1 trained on sentence pairs: its table of best words, and each sentence pair's alignment. */
interface Model1 {
  table: Map<string, string>;
  /** For each target word of pair k, the source word it is aligned to (its index), or -1 for none. */
  align(k: number): number[];
}

/**
 * How much closer to the diagonal an alignment is preferred (fast_align's tension, Dyer et al. 2013): the two
 * languages' word orders differ, but a word's translation is seldom at the other end of the sentence.
 */
const TENSION = 4;

/**
 * IBM Model 1 by expectation-maximisation. Integer ids and flat arrays, so a few thousand pairs train in well
 * under a second.
 */
function trainModel1(
  sources: readonly string[][],
  targets: readonly string[][],
  rounds = ROUNDS,
  grammarWords: ReadonlySet<string> = new Set(),
): Model1 {
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
  /** Where each sentence pair's target words start in `spans`. */
  const firstSpan: number[] = [];
  const sentences = new Map<number, number>();
  sources.forEach((source, k) => {
    firstSpan.push(spans.length);
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
  for (let round = 0; round < rounds; round++) {
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
  const sourceWords = [...sourceIds.keys()];
  const targetWords = [...targetIds.keys()];
  // The best translation of each source word, where the memory is clear about it. A long source word (a noun,
  // a verb: ingaruka, amabwiriza) is never said by a grammar word alone: Model 1 gives "the", "to" to whatever
  // stands next to them in every sentence, so such a word takes its best word of content instead.
  const best = new Map<number, number>();
  for (let cell = 0; cell < t.length; cell++) {
    const s = cellSource[cell]!;
    if (grammarWords.has(targetWords[cellTarget[cell]!]!) && sourceWords[s]!.length >= CONTENT_LETTERS)
      continue;
    const current = best.get(s);
    if (current === undefined || t[cell]! > t[current]!) best.set(s, cell);
  }
  const table = new Map<string, string>();
  for (const [s, cell] of best) {
    if (s === 0 || (sentences.get(s) ?? 0) < MIN_SENTENCES || t[cell]! < MIN_PROBABILITY) continue;
    table.set(sourceWords[s]!, targetWords[cellTarget[cell]!]!);
  }
  const align = (k: number) => {
    const length = targets[k]!.length;
    const size = sources[k]!.length;
    const links: number[] = [];
    for (let j = 0; j < length; j++) {
      const [start] = spans[firstSpan[k]! + j]!;
      // NULL is taken only when no word of the sentence is a likelier translation.
      let bestAt = -1;
      let bestScore = t[occurrences[start]!]! * Math.exp(-TENSION / 2);
      for (let i = 0; i < size; i++) {
        const score = t[occurrences[start + 1 + i]!]! * Math.exp(-TENSION * Math.abs(i / size - j / length));
        if (score > bestScore) {
          bestScore = score;
          bestAt = i;
        }
      }
      links.push(bestAt);
    }
    return links;
  };
  return { table, align };
}

/** The learned translation of each source word, from sentence pairs (source side, target side). */
export function learnWords(sources: readonly string[][], targets: readonly string[][]): WordTable {
  return trainModel1(sources, targets).table;
}

/** Phrases of up to this many words a side are learned (longer ones seldom come back in another sentence). */
export const MAX_PHRASE = 6;
/**
 * A phrase is learned from at least this many sentence pairs, and when this share of its uses at least translate
 * alike (the share a learned word needs).
 */
const MIN_PHRASE_PAIRS = 2;
const MIN_PHRASE_SHARE = MIN_PROBABILITY;
/** A run the memory has once, and always says alike, is learned when it has this many words. */
const MIN_ONCE_WORDS = 3;
/**
 * Two words the memory has once are kept under this mark before their key: the composer takes them only when
 * the lexicon does not know one of the words (learnedPhrase), so they never override what it reads.
 */
export const ONCE_MARK = '1\t';

/**
 * The links of one sentence pair seen both ways (grow-diag-final-and, Koehn et al. 2003): the links both
 * directions agree on, grown to neighbouring links either direction has where a word is still unlinked, then
 * links joining two unlinked words. `toTarget[j]` is the source word of target word j, `toSource[i]` the
 * target word of source word i (-1 for none). Returns source index → the target indexes it is linked to.
 */
export function symmetrise(toTarget: readonly number[], toSource: readonly number[]): Set<number>[] {
  const links = toSource.map(() => new Set<number>());
  const union = new Set<number>();
  const width = toTarget.length;
  const has = (i: number, j: number) => links[i]?.has(j) ?? false;
  const linkedTarget = new Set<number>();
  const add = (i: number, j: number) => {
    links[i]!.add(j);
    linkedTarget.add(j);
  };
  toTarget.forEach((i, j) => {
    if (i >= 0) union.add(i * width + j);
  });
  toSource.forEach((j, i) => {
    if (j >= 0) union.add(i * width + j);
  });
  toTarget.forEach((i, j) => {
    if (i >= 0 && toSource[i] === j) add(i, j);
  });
  for (let grown = true; grown; ) {
    grown = false;
    for (let i = 0; i < links.length; i++)
      for (const j of [...links[i]!])
        for (const [di, dj] of NEIGHBOURS) {
          const [ni, nj] = [i + di, j + dj];
          if (ni < 0 || nj < 0 || ni >= links.length || nj >= width || has(ni, nj)) continue;
          if (!union.has(ni * width + nj) || (links[ni]!.size > 0 && linkedTarget.has(nj))) continue;
          add(ni, nj);
          grown = true;
        }
  }
  for (const point of union) {
    const [i, j] = [Math.floor(point / width), point % width];
    if (links[i]!.size === 0 && !linkedTarget.has(j)) add(i, j);
  }
  return links;
}

const NEIGHBOURS = [
  [-1, 0],
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
] as const;

/**
 * The phrase pairs of one linked sentence pair (Koehn et al. 2003): each run of up to MAX_PHRASE source words
 * with the run of target words linked to it, where no word inside either run is linked outside the other.
 */
export function phrasePairs(
  source: readonly string[],
  target: readonly string[],
  links: readonly Set<number>[],
): [string, string][] {
  const pairs: [string, string][] = [];
  for (let from = 0; from < source.length; from++) {
    let low = Number.POSITIVE_INFINITY;
    let high = -1;
    for (let to = from; to < Math.min(source.length, from + MAX_PHRASE); to++) {
      for (const j of links[to]!) {
        low = Math.min(low, j);
        high = Math.max(high, j);
      }
      if (high < 0 || high - low >= MAX_PHRASE + 1 || (to === from && high === low)) continue;
      const outside = links.some(
        (linked, i) => (i < from || i > to) && [...linked].some((j) => j >= low && j <= high),
      );
      if (!outside) pairs.push([source.slice(from, to + 1).join(' '), target.slice(low, high + 1).join(' ')]);
    }
  }
  return pairs;
}

/**
 * Phrases learned from the memory, by the side they translate from: the most frequent translation of each run
 * of words (or of one word said in several: nagize "I had"), when it was found in several sentence pairs and in
 * a share of the run's uses.
 */
function learnPhrases(
  en: readonly string[][],
  rw: readonly string[][],
  enToRw: Model1,
  rwToEn: Model1,
): { en: Map<string, string>; rw: Map<string, string> } {
  const counts = { en: new Map<string, Map<string, number>>(), rw: new Map<string, Map<string, number>>() };
  const count = (side: Map<string, Map<string, number>>, from: string, to: string) => {
    const row = side.get(from) ?? new Map<string, number>();
    side.set(from, row);
    row.set(to, (row.get(to) ?? 0) + 1);
  };
  en.forEach((source, k) => {
    // toTarget: each Kinyarwanda word's English word; toSource: each English word's Kinyarwanda word.
    const links = symmetrise(enToRw.align(k), rwToEn.align(k));
    const distinct = new Set(phrasePairs(source, rw[k]!, links).map((pair) => pair.join('\t')));
    for (const [e, r] of [...distinct].map((joined) => joined.split('\t') as [string, string])) {
      // Every pair has several words on a side at least (one word for one is a learned word, not a phrase).
      count(counts.en, e, r);
      count(counts.rw, r, e);
    }
  });
  // How often each run occurs at all: a run often said in other words is not learned.
  const uses = (sentences: readonly string[][], runs: Map<string, unknown>) => {
    const found = new Map<string, number>();
    for (const sentence of sentences)
      for (let from = 0; from < sentence.length; from++)
        for (let n = 1; n <= MAX_PHRASE && from + n <= sentence.length; n++) {
          const run = sentence.slice(from, from + n).join(' ');
          if (runs.has(run)) found.set(run, (found.get(run) ?? 0) + 1);
        }
    return found;
  };
  const choose = (side: Map<string, Map<string, number>>, sentences: readonly string[][]) => {
    const total = uses(sentences, side);
    const table = new Map<string, string>();
    for (const [from, row] of side) {
      const [to, n] = [...row].reduce((a, b) => (b[1] > a[1] ? b : a));
      const share = n / (total.get(from) ?? n);
      // A run of three words or more that the memory has once is learned too: such rare runs are names and
      // terms of the memory's domain (akarere k'ubukungu bw'uburayi). Two words met once are too often two
      // common words ("ntabwo ari") that the lexicon reads better.
      const length = from.split(' ').length;
      const once = share === 1 && length >= MIN_ONCE_WORDS;
      if ((n >= MIN_PHRASE_PAIRS && share >= MIN_PHRASE_SHARE) || once) table.set(from, to);
      else if (share === 1 && length === 2) table.set(ONCE_MARK + from, to);
    }
    return table;
  };
  return { en: choose(counts.en, en), rw: choose(counts.rw, rw) };
}

export function learnFromMemory(pairs: readonly MemoryPair[]): LearnedWords {
  // English as the translator reads it: contractions expanded (I've → I have).
  const en = pairs.map((pair) => words(expandContractions(pair.en)));
  const rw = pairs.map((pair) => words(pair.rw));
  const enToRw = trainModel1(en, rw);
  const rwToEn = trainModel1(rw, en, ROUNDS_RW, ENGLISH_GRAMMAR_WORDS);
  const phrases = learnPhrases(en, rw, enToRw, rwToEn);
  // A word the memory says in several words takes that phrase over its one-word translation.
  return {
    en: [...enToRw.table, ...phrases.en],
    rw: [...rwToEn.table, ...phrases.rw],
  };
}
