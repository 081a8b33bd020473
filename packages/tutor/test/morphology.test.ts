import { describe, expect, it } from 'vitest';
import { agreeAdjective, conjugate, conjugateClass, pluralByClass, possessive } from '../src/morphology.ts';

describe('pluralByClass', () => {
  it.each([
    ['umuntu', 1, 'abantu', 2],
    ['umwana', 1, 'abana', 2],
    ['umwarimu', 1, 'abarimu', 2],
    ['umusozi', 3, 'imisozi', 4],
    ['umwaka', 3, 'imyaka', 4],
    ['ibuye', 5, 'amabuye', 6],
    ['igitabo', 7, 'ibitabo', 8],
    ['ikintu', 7, 'ibintu', 8],
    ['icyumba', 7, 'ibyumba', 8],
    ['inka', 9, 'inka', 10],
    ['urugo', 11, 'ingo', 10],
    ['ururimi', 11, 'indimi', 10],
    ['agati', 12, 'uduti', 13],
    ['ukuboko', 15, 'amaboko', 6],
  ])('%s (class %i) → %s (class %i)', (lemma, cls, plural, pluralClass) => {
    expect(pluralByClass(lemma, cls)).toMatchObject({ plural, pluralClass });
  });

  it('is sure of the regular classes and not of the ones with common exceptions', () => {
    expect(pluralByClass('umuntu', 1)?.sure).toBe(true);
    expect(pluralByClass('ijambo', 5)?.sure).toBe(false); // really amagambo
    expect(pluralByClass('urugo', 11)?.sure).toBe(false);
  });

  it('gives no plural for class 14 and for plural classes', () => {
    expect(pluralByClass('ubwato', 14)).toBeNull();
    expect(pluralByClass('abantu', 2)).toBeNull();
  });
});

const table = (stem: string, perfective?: string) =>
  Object.fromEntries(
    conjugate(stem, perfective).map((f) => [
      `${f.tense}${f.negative ? '-neg' : ''}${f.beforeObject ? '-short' : ''}-${f.person}`,
      f.form,
    ]),
  );

describe('conjugate', () => {
  const kora = table('kora', 'koze');

  it('makes the present with -ra- for the six persons', () => {
    expect(['1sg', '2sg', '3sg', '1pl', '2pl', '3pl'].map((p) => kora[`present-${p}`])).toEqual([
      'ndakora',
      'urakora',
      'arakora',
      'turakora',
      'murakora',
      'barakora',
    ]);
  });

  it('makes the short present used before an object, with the 1sg nasal and Dahl’s law', () => {
    expect(['1sg', '2sg', '3sg', '1pl', '2pl', '3pl'].map((p) => kora[`present-short-${p}`])).toEqual([
      'nkora',
      'ukora',
      'akora',
      'dukora',
      'mukora',
      'bakora',
    ]);
    const vuga = table('vuga', 'vuze');
    expect(vuga['present-short-1sg']).toBe('mvuga');
    expect(vuga['present-short-1pl']).toBe('tuvuga');
    expect(table('bona')['present-short-1sg']).toBe('mbona');
  });

  it('makes the negative present, with si- in the first person and Dahl’s law in ntidu-', () => {
    expect(['1sg', '2sg', '3sg', '1pl', '2pl', '3pl'].map((p) => kora[`present-neg-${p}`])).toEqual([
      'sinkora',
      'ntukora',
      'ntakora',
      'ntidukora',
      'ntimukora',
      'ntibakora',
    ]);
    expect(table('vuga', 'vuze')['present-neg-1pl']).toBe('ntituvuga');
  });

  it('makes the past from the perfective stem and the future with -za-', () => {
    expect(['1sg', '2sg', '3sg', '1pl', '2pl', '3pl'].map((p) => kora[`past-${p}`])).toEqual([
      'nakoze',
      'wakoze',
      'yakoze',
      'twakoze',
      'mwakoze',
      'bakoze',
    ]);
    expect(kora['past-neg-1sg']).toBe('sinakoze');
    expect(kora['past-neg-3pl']).toBe('ntibakoze');
    expect(['1sg', '2sg', '3sg', '1pl', '2pl', '3pl'].map((p) => kora[`future-${p}`])).toEqual([
      'nzakora',
      'uzakora',
      'azakora',
      'tuzakora',
      'muzakora',
      'bazakora',
    ]);
    expect(kora['future-neg-1sg']).toBe('sinzakora');
  });

  it('contracts a vowel-initial stem and marks those forms unsure', () => {
    const iga = conjugate('iga', 'ize');
    const present1sg = iga.find((f) => f.tense === 'present' && !f.negative && f.person === '1sg');
    expect(present1sg).toMatchObject({ form: 'ndiga', sure: false });
    expect(iga.find((f) => f.tense === 'past' && !f.negative && f.person === '1sg')?.form).toBe('nize');
  });

  it('leaves out the past without a perfective stem', () => {
    expect(conjugate('kora').some((f) => f.tense === 'past')).toBe(false);
    expect(conjugate('kora')).toHaveLength(30);
    expect(conjugate('kora', 'koze')).toHaveLength(42);
  });

  it('marks 1sg negative nasal changes as unsure (simbona)', () => {
    const form = conjugate('bona', 'bonye').find(
      (f) => f.tense === 'present' && f.negative && f.person === '1sg',
    );
    expect(form).toMatchObject({ form: 'simbona', sure: false });
  });
});

describe('agreeAdjective', () => {
  it.each([
    ['-nini', 1, 'munini'],
    ['-nini', 2, 'banini'],
    ['-nini', 7, 'kinini'],
    ['-nini', 8, 'binini'],
    ['-nini', 9, 'nini'],
    ['-to', 7, 'gito'],
    ['-to', 2, 'bato'],
    ['-to', 9, 'nto'],
    ['-bi', 9, 'mbi'],
    ['-bi', 1, 'mubi'],
    ['-iza', 1, 'mwiza'],
    ['-iza', 2, 'beza'],
    ['-iza', 6, 'meza'],
    ['-iza', 7, 'cyiza'],
    ['-iza', 8, 'byiza'],
    ['-iza', 9, 'nziza'],
  ])('%s with class %i → %s', (stem, cls, form) => {
    expect(agreeAdjective(stem, cls).form).toBe(form);
  });

  it('is unsure of vowel stems other than -iza in class 9/10 (inka nyinshi, not nzinshi)', () => {
    expect(agreeAdjective('-inshi', 10).sure).toBe(false);
  });
});

describe('conjugateClass', () => {
  const forms = (stem: string, nounClass: number, perfective?: string) =>
    Object.fromEntries(
      conjugateClass(stem, nounClass, perfective)
        .filter((f) => !f.negative)
        .map((f) => [`${f.tense}${f.beforeObject ? '-short' : ''}`, f.form]),
    );

  it('gives the present, short present, past and future for a class subject', () => {
    expect(forms('rya', 9, 'riye')).toEqual({
      present: 'irarya',
      'present-short': 'irya',
      past: 'yariye',
      future: 'izarya',
    });
    expect(forms('rya', 10, 'riye')).toEqual({
      present: 'zirarya',
      'present-short': 'zirya',
      past: 'zariye',
      future: 'zizarya',
    });
  });

  it("applies Dahl's law to ki-, ka-, tu-, ku- before a voiceless consonant", () => {
    expect(forms('kora', 7, 'koze')).toMatchObject({
      present: 'kirakora',
      'present-short': 'gikora',
      past: 'cyakoze',
    });
    expect(forms('bona', 7)['present-short']).toBe('kibona');
  });

  it('says he/she or they by the class, and marks negatives and vowel stems as rules to check', () => {
    expect(conjugateClass('rya', 10).every((f) => f.person === '3pl' && f.nounClass === 10)).toBe(true);
    expect(conjugateClass('rya', 9).every((f) => f.person === '3sg')).toBe(true);
    expect(
      conjugateClass('rya', 9)
        .filter((f) => f.negative)
        .every((f) => !f.sure),
    ).toBe(true);
    expect(conjugateClass('iga', 7).every((f) => !f.sure)).toBe(true);
    expect(conjugateClass('rya', 1)).toEqual([]);
  });

  it('uses a stative present without -ra- (kugira "have": mfite, inka ifite)', () => {
    const have = conjugate('gira', 'gize', 'fite');
    const present = have.filter((f) => f.tense === 'present' && !f.beforeObject);
    expect(present.filter((f) => !f.negative).map((f) => f.form)).toEqual([
      'mfite',
      'ufite',
      'afite',
      'dufite',
      'mufite',
      'bafite',
    ]);
    expect(present.find((f) => f.negative && f.person === '1sg')?.form).toBe('simfite');
    expect(have.find((f) => f.tense === 'future' && !f.negative && f.person === '1sg')?.form).toBe('nzagira');
    expect(conjugateClass('gira', 9, 'gize', 'fite').find((f) => f.tense === 'present')?.form).toBe('ifite');
    // kumenya "know": nzi, tuzi, sinzi, ntituzi.
    const know = conjugate('menya', 'menye', 'zi').filter((f) => f.tense === 'present' && !f.beforeObject);
    expect(know.map((f) => f.form)).toEqual(
      expect.arrayContaining(['nzi', 'uzi', 'azi', 'tuzi', 'bazi', 'sinzi', 'ntituzi', 'ntibazi']),
    );
  });
});

describe('possessive', () => {
  it('agrees with the owned noun and says the owner', () => {
    expect(possessive(9, 0)).toBe('yanjye'); // inshuti yanjye, my friend
    expect(possessive(1, 0)).toBe('wanjye'); // umwana wanjye
    expect(possessive(2, 3)).toBe('bacu'); // abana bacu, our children
    expect(possessive(7, 2)).toBe('cye'); // igitabo cye, his/her book
    expect(possessive(5, 2)).toBe('rye'); // izina rye
    expect(possessive(10, 5)).toBe('zabo'); // inka zabo, their cows
    expect(possessive(14, 1)).toBe('bwawe'); // ubuzima bwawe, your health
    expect(possessive(17, 0)).toBeNull();
  });
});
