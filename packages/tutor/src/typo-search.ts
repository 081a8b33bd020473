// The misspelling search's costly step made cheaper: MiniSearch finds the indexed terms within an edit distance
// of a typed word by walking its radix tree (SearchableMap.fuzzyGet), a Map lookup and a string made for every
// node it passes, a quarter of a nonsense question's time. TermIndex answers the same question from the same
// terms kept by length with a bit set of their letters, ruling most out before measuring any distance, and
// measures the rest a bit per letter (normalize.ts bitDistance). It returns the very Map fuzzyGet returns (the
// same terms, distances and order), so MiniSearch scores and ranks exactly as before, only sooner.
import MiniSearch, { type Options } from 'minisearch';
import { bitDistance } from './normalize.ts';

/** What SearchableMap.fuzzyGet returns: each term near enough → its value and its distance. */
type FuzzyResults<T> = Map<string, [T, number]>;

/** A letter's bit in a term's mask: a–z their own, anything else shares six. */
const bit = (code: number) => 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));

function maskOf(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= bit(text.charCodeAt(i));
  return mask;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Every term of a SearchableMap by length, each with the set of letters it has: a term within d edits of a
 * word is at most d letters longer or shorter, and differs from it in at most 2d of those letters (an edit
 * adds a letter, takes one away, or both), so most terms are ruled out by a length and a bit count before
 * any distance is measured. Each term keeps its rank (where fuzzyGet's walk of the tree meets it), so the
 * results come in fuzzyGet's order.
 */
export class TermIndex<T> {
  readonly #terms: string[];
  readonly #values: T[];
  /** Each term's letters (maskOf), in byLength's order. */
  readonly #masks: Int32Array;
  /** Ranks ordered by their term's length; the ranks of length n are byLength[start[n]] to byLength[start[n + 1]]. */
  readonly #byLength: Int32Array;
  readonly #start: Int32Array;

  /** `entries` in the map's own iteration order, the reverse of the order fuzzyGet walks the tree. */
  constructor(entries: Iterable<readonly [string, T]>) {
    const all = [...entries].reverse();
    this.#terms = all.map(([term]) => term);
    this.#values = all.map(([, value]) => value);
    let longest = 0;
    for (const term of this.#terms) if (term.length > longest) longest = term.length;
    const start = new Int32Array(longest + 2);
    for (const term of this.#terms) start[term.length + 1]!++;
    for (let n = 1; n < start.length; n++) start[n]! += start[n - 1]!;
    const next = start.slice();
    const byLength = new Int32Array(this.#terms.length);
    this.#terms.forEach((term, rank) => {
      byLength[next[term.length]!++] = rank;
    });
    this.#byLength = byLength;
    this.#start = start;
    // Side by side in the order the search reads them.
    this.#masks = Int32Array.from(byLength, (rank) => maskOf(this.#terms[rank]!));
  }

  /**
   * SearchableMap.fuzzyGet's answer: every term within `maxDistance` edits of `key` (Levenshtein), in its
   * order; undefined for a key longer than 32 letters or not plain ASCII (the caller asks fuzzyGet itself).
   */
  fuzzyGet(key: string, maxDistance: number): FuzzyResults<T> | undefined {
    // The distance is measured a bit per letter of the key: a key it cannot take is left to MiniSearch.
    if (bitDistance(key, '', false) < 0) return undefined;
    const most = Math.max(0, Math.floor(maxDistance));
    const mask = maskOf(key);
    const found: number[] = [];
    const distances: number[] = [];
    const longest = this.#start.length - 2;
    for (
      let length = Math.max(1, key.length - most);
      length <= Math.min(longest, key.length + most);
      length++
    ) {
      for (let i = this.#start[length]!; i < this.#start[length + 1]!; i++) {
        if (bitCount(mask ^ this.#masks[i]!) > 2 * most) continue;
        const rank = this.#byLength[i]!;
        const distance = bitDistance(key, this.#terms[rank]!, false);
        if (distance > most) continue;
        found.push(rank);
        distances.push(distance);
      }
    }
    const order = found.map((_, i) => i).sort((a, b) => found[a]! - found[b]!);
    const results: FuzzyResults<T> = new Map();
    for (const i of order) results.set(this.#terms[found[i]!]!, [this.#values[found[i]!]!, distances[i]!]);
    return results;
  }
}

/**
 * A MiniSearch whose term index finds close spellings through a TermIndex: searches give exactly what
 * MiniSearch's own gives. The index is made from the third search on (again should documents be added after
 * it): the first answers after start-up (the offline tutor's first, which waits for all it builds) take
 * MiniSearch's walk rather than wait for the index, and the tutor's warm-up makes it.
 */
export class TypoSearch<T> extends MiniSearch<T> {
  constructor(options: Options<T>) {
    super(options);
    const terms = this._index;
    const walk = terms.fuzzyGet.bind(terms);
    const made = () => new TermIndex(terms);
    let index: ReturnType<typeof made> | undefined;
    let madeAt = -1;
    let searches = 0;
    terms.fuzzyGet = (key, maxDistance) => {
      if (++searches <= 2) return walk(key, maxDistance);
      if (!index || madeAt !== terms.size) {
        index = made();
        madeAt = terms.size;
      }
      return index.fuzzyGet(key, maxDistance) ?? walk(key, maxDistance);
    };
  }
}
