// A table of learned words read a part at a time: the offline download (content/sections.ts) keeps each side
// of the learned words (70,000 English words and phrases, 38,000 Kinyarwanda) in parts by the letters at the
// end a stem is read from (stemPart), and a translation parses only the parts of the words it looks up, not
// the whole side (the first English translation after the download waited a third of a second for it).
import type { WordTable } from './alignment.ts';

/** Where a language's stems are: Kinyarwanda inflects before the stem, English after (shared.ts StemSide). */
export type StemSide = 'start' | 'end';

/**
 * The part a key is in: its first two letters (English, whose stems are read from the start) or its last two
 * (Kinyarwanda). Every word sharing a stem of two letters or more with a key is in the key's part, so a part's
 * own stem index finds what the whole table's would.
 */
export const stemPart = (side: StemSide, key: string): string =>
  side === 'start' ? key.slice(0, 2) : key.slice(-2);

/**
 * The learned words of one side, a Map whose parts are each read and made into a Map on their first use; it
 * reads as the Map of all its entries does (its entries in part order, each part in the table's order).
 */
export class PartedTable extends Map<string, string> implements WordTable {
  readonly side: StemSide;
  readonly #names: readonly string[];
  readonly #known: ReadonlySet<string>;
  readonly #read: (name: string) => readonly [string, string][];
  readonly #parts = new Map<string, ReadonlyMap<string, string>>();

  /** `names`: the parts there are; `read`: a part's entries. */
  constructor(side: StemSide, names: readonly string[], read: (name: string) => readonly [string, string][]) {
    super();
    this.side = side;
    this.#names = names;
    this.#known = new Set(names);
    this.#read = read;
  }

  /** The part of the table `key` is in (empty when there is none). */
  part(key: string): ReadonlyMap<string, string> {
    const name = stemPart(this.side, key);
    let part = this.#parts.get(name);
    if (!part) {
      part = new Map(this.#known.has(name) ? this.#read(name) : []);
      this.#parts.set(name, part);
    }
    return part;
  }

  /** Every part, in order (each read on its first use). */
  *parts(): Generator<ReadonlyMap<string, string>> {
    for (const name of this.#names) yield this.part(name);
  }

  override get(key: string): string | undefined {
    return this.part(key).get(key);
  }

  override has(key: string): boolean {
    return this.part(key).has(key);
  }

  override get size(): number {
    let size = 0;
    for (const part of this.parts()) size += part.size;
    return size;
  }

  override *entries(): MapIterator<[string, string]> {
    for (const part of this.parts()) yield* part.entries();
  }

  override *keys(): MapIterator<string> {
    for (const part of this.parts()) yield* part.keys();
  }

  override *values(): MapIterator<string> {
    for (const part of this.parts()) yield* part.values();
  }

  override [Symbol.iterator](): MapIterator<[string, string]> {
    return this.entries();
  }

  override forEach(
    callback: (value: string, key: string, map: Map<string, string>) => void,
    thisArg?: unknown,
  ): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  override set(): this {
    throw new Error('the learned words are read-only');
  }

  override delete(): boolean {
    throw new Error('the learned words are read-only');
  }

  override clear(): void {
    throw new Error('the learned words are read-only');
  }
}
