// TypoSearch finds close spellings through its own index of the terms, not MiniSearch's walk of its tree: its
// searches must give exactly what MiniSearch's give (the same documents, scores and order), or the tutor's
// answers would change with it.
import fc from 'fast-check';
import MiniSearch, { type Options } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { matchKey } from '../src/normalize.ts';
import { TermIndex, TypoSearch } from '../src/typo-search.ts';
import { fixtureContent } from './fixture.ts';

interface Doc {
  id: string;
  rw: string;
  en: string;
}

const options: Options<Doc> = {
  fields: ['rw', 'en'],
  storeFields: [],
  processTerm: (term) => matchKey(term) || null,
  searchOptions: { fuzzy: 0.2, prefix: true },
};

/** The fixture's words and phrases as the model indexes them. */
const docs: Doc[] = [
  ...fixtureContent().lexicon.flatMap((file) =>
    file.entries.map((entry) => ({ id: `entry:${entry.id}`, rw: entry.rw, en: entry.en.join(' ; ') })),
  ),
  ...fixtureContent().phrases.flatMap((file) =>
    file.entries.map((phrase) => ({ id: `phrase:${phrase.id}`, rw: phrase.rw, en: phrase.en })),
  ),
];

const plain = new MiniSearch<Doc>(options);
plain.addAll(docs);
const typos = new TypoSearch<Doc>(options);
typos.addAll(docs);
const terms = [...(plain as unknown as { _index: Iterable<[string, unknown]> })._index].map(([term]) => term);

/** A term of the index with up to three slips (a letter changed, dropped, added or two swapped). */
const misspelt = fc
  .tuple(
    fc.constantFrom(...terms),
    fc.array(fc.tuple(fc.nat(3), fc.nat(40), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split(''))), {
      maxLength: 3,
    }),
  )
  .map(([term, slips]) =>
    slips.reduce((word, [kind, at, letter]) => {
      const i = at % (word.length + 1);
      if (kind === 0) return word.slice(0, i) + letter + word.slice(i + 1);
      if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
      if (kind === 2) return word.slice(0, i) + letter + word.slice(i);
      return i + 1 < word.length ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word;
    }, term),
  );

describe('TypoSearch', () => {
  it('has fixture terms to search', () => {
    expect(terms.length).toBeGreaterThan(50);
  });

  it('finds the same close terms as MiniSearch, with the same distances, in the same order', () => {
    const mine = new TermIndex((plain as unknown as { _index: Iterable<[string, unknown]> })._index);
    const theirs = (
      plain as unknown as { _index: { fuzzyGet(key: string, max: number): Map<string, unknown> } }
    )._index;
    fc.assert(
      fc.property(misspelt, fc.integer({ min: 1, max: 3 }), (word, max) => {
        expect([...mine.fuzzyGet(word, max)!]).toEqual([...theirs.fuzzyGet(word, max)]);
      }),
      { seed: 20261127, numRuns: 2000 },
    );
  });

  it('searches as MiniSearch does, the tutor’s way (fuzzy by length, prefixes, OR)', () => {
    const search = (index: MiniSearch<Doc>, text: string, field: 'rw' | 'en') =>
      index.search(text, {
        fields: [field],
        fuzzy: (term) => (term.length > 3 ? (term.length >= 5 ? 0.4 : 0.2) : 0),
        prefix: (term) => term.length >= 3,
        maxFuzzy: 2,
        combineWith: 'OR',
      });
    fc.assert(
      fc.property(
        fc.array(misspelt, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('rw', 'en'),
        (words, field) => {
          const text = words.join(' ');
          expect(search(typos, text, field as 'rw' | 'en')).toEqual(
            search(plain, text, field as 'rw' | 'en'),
          );
        },
      ),
      { seed: 20261127, numRuns: 500 },
    );
  });
});
