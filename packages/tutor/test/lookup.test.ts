import { describe, expect, it } from 'vitest';
import { exactEnglishForm, fuzzyFind, requestLookup } from '../src/lookup.ts';
import { buildModel } from '../src/model.ts';
import { fixtureContent } from './fixture.ts';

const model = buildModel(fixtureContent());

describe('fuzzyFind', () => {
  it('finds a close spelling on either side', () => {
    expect(fuzzyFind({ model }, 'inkaa', 'rw')[0]).toMatchObject({ side: 'rw', matched: 'inka' });
    expect(fuzzyFind({ model }, 'elephnat', 'en')[0]).toMatchObject({ side: 'en', matched: 'elephant' });
  });

  it('without a side, ranks both sides together and lists an item once', () => {
    const lookup = requestLookup(model);
    const both = fuzzyFind(lookup, 'inkaa cow');
    const rw = fuzzyFind(lookup, 'inkaa cow', 'rw');
    const en = fuzzyFind(lookup, 'inkaa cow', 'en');
    const closest = [...rw, ...en].sort((a, b) => b.similarity - a.similarity)[0];
    expect(both[0]?.similarity).toBe(closest?.similarity);
    const items = both.map((hit) => hit.item);
    expect(new Set(items).size).toBe(items.length);
    expect(both.map((hit) => hit.similarity)).toEqual(
      [...both.map((hit) => hit.similarity)].sort((a, b) => b - a),
    );
  });

  it('scores each item by its closest text', () => {
    // "thank you (to one person)" is also keyed without its note: the bounded distance must still find it.
    const hits = fuzzyFind({ model }, 'thnak you', 'en');
    expect(hits.slice(0, 2).map((hit) => hit.similarity)).toEqual([8 / 9, 8 / 9]);
    expect(fuzzyFind({ model }, 'catle', 'en').map((hit) => [hit.matched, hit.similarity])).toEqual([
      ['cattle', 5 / 6],
      ['cat', 0.6],
    ]);
  });
});

describe('exactEnglishForm', () => {
  it('reads a regular or an irregular English plural as a plural', () => {
    expect(exactEnglishForm(model, 'cows').plural).toBe(true);
    expect(exactEnglishForm(model, 'children').plural).toBe(true);
    expect(exactEnglishForm(model, 'people').plural).toBe(true);
    expect(exactEnglishForm(model, 'people').hits[0]?.item.rw).toBe('umuntu');
    expect(exactEnglishForm(model, 'person').plural).toBe(false);
    expect(exactEnglishForm(model, 'cow').plural).toBe(false);
  });
});
