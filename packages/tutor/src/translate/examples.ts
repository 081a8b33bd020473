// The example sentences of our own content as a translation memory: each lexicon entry's and grammar
// topic's examples, both ways. A reviewed example is what a speaker checked, so a text that is one of them
// is translated as it says, before the words are looked up one by one ("Mbwira." is "Tell me.", not the
// verb form "I tell"); a draft example is trusted as a draft.

import type { Content } from '../content/types.ts';
import { matchKey } from '../normalize.ts';

export interface Example {
  en: string;
  rw: string;
  reviewed: boolean;
}

/** Each side's match key → its example, a reviewed one before a draft. */
export type ExampleMemory = Readonly<Record<'en' | 'rw', ReadonlyMap<string, Example>>>;

export const NO_EXAMPLES: ExampleMemory = { en: new Map(), rw: new Map() };

export function buildExamples(content: Content): ExampleMemory {
  const examples: Example[] = [];
  for (const file of content.lexicon)
    for (const entry of file.entries)
      for (const example of entry.examples ?? [])
        examples.push({ en: example.en, rw: example.rw, reviewed: entry.status === 'reviewed' });
  for (const topic of content.grammar)
    for (const example of topic.examples)
      examples.push({ en: example.en, rw: example.rw, reviewed: topic.status === 'reviewed' });
  const en = new Map<string, Example>();
  const rw = new Map<string, Example>();
  for (const example of examples.sort((a, b) => Number(b.reviewed) - Number(a.reviewed)))
    for (const [map, text] of [
      [en, example.en],
      [rw, example.rw],
    ] as const) {
      const key = matchKey(text);
      if (key !== '' && !map.has(key)) map.set(key, example);
    }
  return { en, rw };
}
