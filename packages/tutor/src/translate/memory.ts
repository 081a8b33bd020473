// The TICO-19 translation memory: sentence pairs keyed by each side's match key, and a typo-tolerant index of
// each side for near-identical sentences (built on first use).
import MiniSearch from 'minisearch';
import type { Block, Span } from '../blocks.ts';
import type { MemoryPair } from '../content/load.ts';
import { matchKey } from '../normalize.ts';
import { type LearnedWords, learnFromMemory, type WordTable } from './alignment.ts';
import { type ExampleMemory, NO_EXAMPLES } from './examples.ts';

export interface Memory {
  pairs: MemoryPair[];
  en: Map<string, MemoryPair[]>;
  rw: Map<string, MemoryPair[]>;
  /** Fuzzy indexes of each side, built on first use. */
  /** Words learned from the pairs (alignment.ts), by the side they translate from; on first use. */
  readonly words: { readonly en: WordTable; readonly rw: WordTable };
  readonly search: {
    readonly en: MiniSearch<{ id: number; text: string }>;
    readonly rw: MiniSearch<{ id: number; text: string }>;
  };
  /** Our content's example sentences, both ways (examples.ts). */
  examples: ExampleMemory;
  /** Whether a sentence of one side has a match key of `min` to `max` characters. */
  hasLengthBetween(side: 'en' | 'rw', min: number, max: number): boolean;
  /**
   * Builds what is otherwise built on first use (the fuzzy indexes, the learned words) in small steps that
   * leave the event loop free between them, so a server's first new sentence does not pay ~0.5 s for it.
   */
  prepare(): Promise<void>;
}

export function buildMemory(
  pairs: MemoryPair[],
  learned?: LearnedWords,
  examples: ExampleMemory = NO_EXAMPLES,
): Memory {
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
  const building: Partial<Record<'en' | 'rw', Promise<void>>> = {};
  const indexInSteps = (side: 'en' | 'rw') => {
    building[side] ??= (async () => {
      const built = make();
      await built.addAllAsync(
        pairs.map((pair, id) => ({ id, text: pair[side] })),
        { chunkSize: 25 },
      );
      // A request that needed the index meanwhile built it at once: keep that one.
      if (side === 'en') enIndex ??= built;
      else rwIndex ??= built;
    })();
    return building[side];
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
  // Each side's key lengths, sorted: a near match must be about as long as the text.
  const lengths = {
    en: [...en.keys()].map((key) => key.length).sort((a, b) => a - b),
    rw: [...rw.keys()].map((key) => key.length).sort((a, b) => a - b),
  };
  let tables: Memory['words'] | undefined;
  return {
    pairs,
    en,
    rw,
    examples,
    search,
    hasLengthBetween(side, min, max) {
      const sorted = lengths[side];
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
      await indexInSteps('en');
      await indexInSteps('rw');
      void this.words;
    },
    get words() {
      // Prebuilt with the content; learned here (about two seconds) only for content made otherwise.
      tables ??= ((entries) => ({ en: new Map(entries.en), rw: new Map(entries.rw) }))(
        learned ?? learnFromMemory(pairs),
      );
      return tables;
    },
  };
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
