// The TICO-19 translation memory: sentence pairs keyed by each side's match key, and a typo-tolerant index of
// each side for near-identical sentences (built on first use).
import MiniSearch from 'minisearch';
import type { MemoryPair } from '../content/load.ts';
import { matchKey } from '../normalize.ts';

export interface Memory {
  pairs: MemoryPair[];
  en: Map<string, MemoryPair[]>;
  rw: Map<string, MemoryPair[]>;
  /** Fuzzy indexes of each side, built on first use. */
  readonly search: {
    readonly en: MiniSearch<{ id: number; text: string }>;
    readonly rw: MiniSearch<{ id: number; text: string }>;
  };
}

export function buildMemory(pairs: MemoryPair[]): Memory {
  const en = new Map<string, MemoryPair[]>();
  const rw = new Map<string, MemoryPair[]>();
  const make = () =>
    new MiniSearch<{ id: number; text: string }>({
      fields: ['text'],
      processTerm: (term) => {
        const key = matchKey(term);
        return key.length > 1 ? key : null;
      },
    });
  let enIndex: MiniSearch<{ id: number; text: string }> | undefined;
  let rwIndex: MiniSearch<{ id: number; text: string }> | undefined;
  const index = (side: 'en' | 'rw') => {
    const built = make();
    built.addAll(pairs.map((pair, id) => ({ id, text: pair[side] })));
    return built;
  };
  const search = {
    get en() {
      enIndex ??= index('en');
      return enIndex;
    },
    get rw() {
      rwIndex ??= index('rw');
      return rwIndex;
    },
  };
  for (const pair of pairs) {
    for (const [map, text] of [
      [en, pair.en],
      [rw, pair.rw],
    ] as const) {
      const key = matchKey(text);
      const list = map.get(key);
      if (list) list.push(pair);
      else map.set(key, [pair]);
    }
  }
  return { pairs, en, rw, search };
}
