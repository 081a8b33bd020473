import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, glossKeys, matchKey, normalize, words } from '../src/normalize.ts';
import { syllabify } from '../src/syllables.ts';

describe('normalize', () => {
  it('lower-cases, strips tone marks and unifies apostrophes and spaces', () => {
    expect(normalize('  Murákòze   CYANE ')).toBe('murakoze cyane');
    expect(normalize('N’umwana')).toBe("n'umwana");
    expect(normalize('n‘umwana')).toBe("n'umwana");
    expect(normalize('n`umwana')).toBe("n'umwana");
  });

  it('gives two spellings of the same text one match key', () => {
    expect(matchKey('Amakuru?')).toBe('amakuru');
    expect(matchKey("N'umwana!")).toBe(matchKey('numwana'));
    expect(matchKey('food-and-drink')).toBe('food and drink');
    expect(matchKey('1,250')).toBe('1 250');
  });

  it('keys any text as its definition says: normalised, apostrophes dropped, anything but a-z and 0-9 a space', () => {
    // The definition step by step (matchKey does it in fewer passes).
    const byDefinition = (text: string) =>
      normalize(text)
        .replace(/'/g, '')
        .replace(/[^a-z0-9\s-]/g, ' ')
        .replace(/-/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const pieces = fc.constantFrom(
      ..."aZ9 -_'’‘`´ʼʹ′‛.,!?\t\nÀéÎõüİßK\u0301\u0327ŋ\u00a0".split(''),
      'Murákòze',
      'N’umwana',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ unit: 'grapheme' })), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(matchKey(text)).toBe(byDefinition(text));
      }),
      { numRuns: 2000, seed: 17 },
    );
  });

  it('splits words on anything but letters and keeps elision apostrophes inside words', () => {
    expect(words("Ndiga Ikinyarwanda, n'ubu!")).toEqual(['ndiga', 'ikinyarwanda', "n'ubu"]);
  });

  it('derives the keys people type for a gloss', () => {
    expect(glossKeys('to eat')).toContain('eat');
    expect(glossKeys('you (plural)')).toContain('you');
    expect(glossKeys('a cow')).toContain('cow');
    // As a question reads it: contractions expanded.
    expect(glossKeys("Let's go!")).toContain('let us go');
    expect(glossKeys("I'm fine")).toContain('i am fine');
  });

  it('measures edit distance with an early exit', () => {
    expect(editDistance('inka', 'inkaa')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('thnak', 'thank')).toBe(1);
    expect(editDistance('murakzoe', 'murakoze')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('abc', 'cba')).toBe(2);
    expect(editDistance('thnak', 'thank', 0)).toBe(1);
  });

  it('gives the textbook distance for any pair, and stays exact within its bound', () => {
    // Optimal string alignment written out plainly: insert, delete, substitute, swap two neighbours.
    const reference = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          const row = d[i]!;
          row[j] = Math.min(
            d[i - 1]![j]! + 1,
            row[j - 1]! + 1,
            d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
        }
      return d[a.length]![b.length]!;
    };
    // A small alphabet makes matches and swaps common; lengths vary so the reused rows are resized and reread.
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 40 });
    fc.assert(
      fc.property(text, text, fc.option(fc.nat(12), { nil: undefined }), (a, b, max) => {
        const expected = reference(a, b);
        const got = editDistance(a, b, max);
        if (max === undefined || expected <= max) expect(got).toBe(expected);
        else expect(got).toBeGreaterThan(max);
      }),
      { seed: 20261125, numRuns: 500 },
    );
  });
});

describe('syllabify', () => {
  it.each([
    ['Mwaramutse', 'mwa-ra-mu-tse'],
    ['murakoze', 'mu-ra-ko-ze'],
    ['inka', 'i-nka'],
    ['umuntu', 'u-mu-ntu'],
    ['Ikinyarwanda', 'i-ki-nya-rwa-nda'],
    ['icyumba', 'i-cyu-mba'],
    ['nzaakora', 'nzaa-ko-ra'],
    ['Amakuru yawe?', 'a-ma-ku-ru ya-we'],
    ["n'umwana", "n'u-mwa-na"],
    ['Kigali', 'ki-ga-li'],
  ])('%s → %s', (word, guide) => {
    expect(syllabify(word)).toBe(guide);
  });

  it('keeps a final consonant of a loanword in the last syllable', () => {
    expect(syllabify('bisi')).toBe('bi-si');
    expect(syllabify('taxi')).toBe('ta-xi');
    expect(syllabify('bus')).toBe('bus');
  });
});
