import { describe, expect, it } from 'vitest';
import { evidenceFrom } from '../src/confidence.ts';
import { agreeAdjective, conjugate, conjugateClass, pluralByClass, possessive } from '../src/morphology.ts';

/** Evidence holding just these forms, as if the shipped text attested them. */
const attests = (...forms: string[]) => evidenceFrom(forms);

describe('pluralByClass', () => {
  it('makes what follows the head of a compound agree with its plural', () => {
    expect(pluralByClass("umupira w'amaguru", 3)).toMatchObject({ plural: "imipira y'amaguru", sure: false });
    expect(pluralByClass('umurwa mukuru', 3)?.plural).toBe('imirwa mikuru');
  });

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
    // A consonant stem after aka-: akazi → utuzi (not utwazi), akantu → utuntu.
    ['akazi', 12, 'utuzi', 13],
    ['akantu', 12, 'utuntu', 13],
    ['akebo', 12, 'utwebo', 13],
    ['ukuboko', 15, 'amaboko', 6],
    ['ukwezi', 15, 'amezi', 6],
    ['iryinyo', 5, 'amenyo', 6],
    ['urwego', 11, 'inzego', 10],
    ['uruhu', 11, 'impu', 10],
  ])('%s (class %i) → %s (class %i)', (lemma, cls, plural, pluralClass) => {
    expect(pluralByClass(lemma, cls)).toMatchObject({ plural, pluralClass });
  });

  it('is sure only of an attested plural, and puts the attested reading of an ambiguous prefix first', () => {
    expect(pluralByClass('umuntu', 1)?.sure).toBe(false);
    expect(pluralByClass('umuntu', 1, attests('abantu'))?.sure).toBe(true);
    expect(pluralByClass('ijambo', 5, attests('amagambo'))).toMatchObject({
      plural: 'amajambo',
      sure: false,
    });
    // akana is ak-ana (plural utwana), not aka-na: only the evidence can tell.
    expect(pluralByClass('akana', 12)).toMatchObject({
      plural: 'utuna',
      sure: false,
      alternatives: ['utwana'],
    });
    expect(pluralByClass('akana', 12, attests('utwana'))).toMatchObject({ plural: 'utwana', sure: true });
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

  it('contracts a vowel-initial stem and marks unattested forms unsure', () => {
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

  it('is sure of a form only when it is attested (simbona)', () => {
    const find = (evidence?: ReturnType<typeof attests>) =>
      conjugate('bona', 'bonye', undefined, evidence).find(
        (f) => f.tense === 'present' && f.negative && f.person === '1sg',
      );
    expect(find()).toMatchObject({ form: 'simbona', sure: false });
    expect(find(attests('simbona'))).toMatchObject({ form: 'simbona', sure: true });
  });

  it('drops the i of nti- before a vowel and keeps the vowel stem glides', () => {
    const umva = table('umva', 'umvise');
    expect(umva['present-neg-2sg']).toBe('ntiwumva');
    expect(umva['present-neg-1sg']).toBe('sinumva');
    expect(umva['present-1sg']).toBe('ndumva');
    expect(umva['present-short-3pl']).toBe('bumva');
    expect(kora['future-neg-2sg']).toBe('ntuzakora');
    expect(kora['future-neg-3sg']).toBe('ntazakora');
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
    ['-iza', 12, 'keza'],
    ['-iza', 16, 'heza'],
    // -inshi with classes 9/10 takes ny- (inshuti nyinshi), other classes their vowel concord.
    ['-inshi', 9, 'nyinshi'],
    ['-inshi', 10, 'nyinshi'],
    ['-inshi', 2, 'benshi'],
    ['-inshi', 6, 'menshi'],
    ['-shya', 7, 'gishya'],
    ['-shya', 9, 'nshya'],
    ['-gufi', 9, 'ngufi'],
  ])('%s with class %i → %s', (stem, cls, form) => {
    expect(agreeAdjective(stem, cls).form).toBe(form);
  });

  it.each([
    [1, 'muremure'],
    [2, 'barebare'],
    [4, 'miremire'],
    [7, 'kirekire'],
    [8, 'birebire'],
    [9, 'ndende'],
    [10, 'ndende'],
    [11, 'rurerure'],
  ])('doubles -re with class %i → %s', (cls, form) => {
    expect(agreeAdjective('-re', cls, { kind: 'doubled' }).form).toBe(form);
  });

  it.each([
    ['-era', 9, 'yera'], // inzu yera
    ['-era', 3, 'wera'], // umwenda wera
    ['-era', 7, 'cyera'], // igitabo cyera
    ['-era', 10, 'zera'],
    ['-irabura', 9, 'yirabura'], // imbwa yirabura
    ['-irabura', 2, 'birabura'],
    ['-tukura', 9, 'itukura'], // imodoka itukura
    ['-tukura', 7, 'gitukura'], // Dahl's law
    ['-konje', 6, 'akonje'], // amazi akonje
    ['-kize', 1, 'ukize'], // umuntu ukize (inferred verbal: a perfective ending)
  ])('a verb-derived %s takes the relative concord of class %i → %s', (stem, cls, form) => {
    const kind = ['-era', '-irabura', '-tukura'].includes(stem) ? ('verbal' as const) : undefined;
    expect(agreeAdjective(stem, cls, { kind }).form).toBe(form);
  });

  it('is sure of an agreed form only when it is attested', () => {
    expect(agreeAdjective('-inshi', 10).sure).toBe(false);
    expect(agreeAdjective('-inshi', 10, { evidence: attests('nyinshi') }).sure).toBe(true);
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
    expect(conjugateClass('rya', 9).every((f) => !f.sure)).toBe(true);
    expect(conjugateClass('rya', 9, 'riye', undefined, attests('irarya')).filter((f) => f.sure)).toHaveLength(
      1,
    );
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
