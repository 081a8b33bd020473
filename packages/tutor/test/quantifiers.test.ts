// "all" (-ose) and "every" (buri) in word-by-word English → Kinyarwanda: the stem -ose follows its noun with
// the noun's class form, buri precedes the noun without its initial vowel, and a bound stem is never a word.
import { describe, expect, it } from 'vitest';
import { createTutor } from '../src/index.ts';
import { agreeStem, hasBoundStem, possessive } from '../src/morphology.ts';
import { NOUN_CLASSES } from '../src/rules/classes.ts';
import { DROPS_INITIAL_VOWEL, dropInitialVowel } from '../src/rules/sounds.ts';
import { fixtureContent } from './fixture.ts';

const content = fixtureContent();
const entry = (fields: Record<string, unknown>) =>
  ({ difficulty: 'beginner', source: 'vuga', status: 'reviewed', ...fields }) as never;
/** Nouns of several classes, as the real lexicon has them, beside the fixture's (umuntu, umwana, inka, urugo). */
const NOUNS = [
  { id: 'umunsi', rw: 'umunsi', en: ['day'], class: 3, plural: 'iminsi', pluralClass: 4 },
  { id: 'ukwezi', rw: 'ukwezi', en: ['month', 'moon'], class: 11, plural: 'amezi', pluralClass: 6 },
  { id: 'igihe', rw: 'igihe', en: ['time'], class: 7, plural: 'ibihe', pluralClass: 8 },
  { id: 'ikintu', rw: 'ikintu', en: ['thing'], class: 7, plural: 'ibintu', pluralClass: 8 },
  { id: 'ijoro', rw: 'ijoro', en: ['night'], class: 5, plural: 'amajoro', pluralClass: 6 },
];
content.lexicon.push({
  category: 'more-words',
  entries: [
    ...NOUNS.map((noun) => entry({ ...noun, pos: 'noun' })),
    entry({ id: '-ose', rw: '-ose', en: ['all', 'whole', 'every'], pos: 'pronoun' }),
    entry({ id: 'buri', rw: 'buri', en: ['every', 'each'], pos: 'adjective' }),
    entry({ id: '-ndi', rw: '-ndi', en: ['other', 'another'], pos: 'pronoun' }),
    entry({ id: '-nini', rw: '-nini', en: ['big', 'large'], pos: 'adjective' }),
  ],
});
const tutor = createTutor(content);
const en = (text: string) => tutor.translate(text, 'en-rw');
const said = (text: string) => en(text).translated_text.toLowerCase();

describe('-ose "all, whole" agreeing with its noun', () => {
  it('follows the noun with the class form', () => {
    expect(said('all the months')).toBe('amezi yose');
    expect(said('all the days')).toBe('iminsi yose');
    expect(said('all the people')).toBe('abantu bose');
    expect(said('all the children')).toBe('abana bose');
    expect(said('all the things')).toBe('ibintu byose');
    expect(said('all the cows')).toBe('inka zose');
    expect(said('all day')).toBe('umunsi wose');
    expect(said('the whole day')).toBe('umunsi wose');
    expect(said('the whole night')).toBe('ijoro ryose');
    expect(said('all of the children')).toBe('abana bose');
    expect(en('all the months').method).toBe('word-by-word');
  });

  it('makes the verb agree with a subject that has "all"', () => {
    expect(said('all the children are eating')).toBe('abana bose bararya');
    expect(said('all the cows eat')).toBe('inka zose zirarya');
    // The word after the noun is read as the verb: "work" is also a noun, but here it is the verb.
    expect(said('all the people work')).toBe('abantu bose barakora');
  });

  it('agrees with every noun whose class form the table has, singular or plural', () => {
    const cases = NOUNS.flatMap((noun) => [
      { english: `the whole ${noun.en[0]}`, form: noun.rw, nounClass: noun.class },
      { english: `all the ${noun.en[0]}s`, form: noun.plural, nounClass: noun.pluralClass },
    ]).filter((c) => NOUN_CLASSES.get(c.nounClass)?.all !== undefined);
    expect(cases.length).toBeGreaterThanOrEqual(8);
    for (const { english, form, nounClass } of cases)
      expect(said(english)).toBe(`${form} ${NOUN_CLASSES.get(nounClass)!.all}`);
  });

  it('leaves "all" unsaid, as an unknown word, where the class form is not known', () => {
    // urugo is class 11: the table has no -ose form for it.
    expect(NOUN_CLASSES.get(11)?.all).toBeUndefined();
    const home = en('the whole home');
    expect(home.translated_text.toLowerCase()).toBe('urugo');
    expect(home.glosses).toContainEqual({ source: 'whole', target: null });
    expect(home.confidence).toBeLessThan(en('the whole day').confidence);
    // The head of "all chest pain" is the last noun: no agreement with the first.
    expect(said('all the child teacher')).not.toMatch(/\bwese\b|\bbose\b/);
  });

  it('never says a bound stem as a word', () => {
    for (const text of [
      'thank you all',
      'all of us',
      'the whole home',
      'the house is very big',
      'another child',
      'all, thank you',
      'the other cows eat',
    ]) {
      const result = en(text);
      expect(hasBoundStem(result.translated_text), `${text} → ${result.translated_text}`).toBe(false);
    }
    expect(en('thank you all').glosses).toContainEqual({ source: 'all', target: null });
  });
});

describe('the -ose class forms', () => {
  it('are the possessive concord + ose, except class 1 (wese)', () => {
    expect(agreeStem('-ose', 1)).toBe('wese');
    expect(agreeStem('-ose', 3)).toBe('wose');
    expect(agreeStem('-ose', 6)).toBe('yose');
    for (const row of NOUN_CLASSES.values()) {
      if (row.all === undefined || row.number === 1) continue;
      expect(row.all).toBe(`${possessive(row.number, 0)!.replace(/anjye$/, '')}ose`);
      expect(agreeStem('-ose', row.number)).toBe(row.all);
    }
  });

  it('are not made for a class the table leaves out, nor for a stem without a table', () => {
    for (const cls of [11, 12, 13, 15]) expect(agreeStem('-ose', cls)).toBeNull();
    expect(agreeStem('-ose', 99)).toBeNull();
    expect(agreeStem('-ndi', 2)).toBeNull();
  });

  it('tells a bound stem from a word', () => {
    expect(hasBoundStem('-ose')).toBe(true);
    expect(hasBoundStem('-a mbere')).toBe(true);
    expect(hasBoundStem('umunsi -ose')).toBe(true);
    expect(hasBoundStem('amezi yose')).toBe(false);
    expect(hasBoundStem('covid-19 - yes')).toBe(false);
  });
});

describe('buri "every" and the initial vowel', () => {
  it('drops the noun initial vowel after buri', () => {
    expect(said('every child')).toBe('buri mwana');
    expect(said('every person')).toBe('buri muntu');
    expect(said('every day')).toBe('buri munsi');
    expect(said('every time')).toBe('buri gihe');
    expect(said('each child')).toBe('buri mwana');
  });

  it('drops the vowel of any noun that starts with a vowel and a consonant', () => {
    expect(DROPS_INITIAL_VOWEL.has('buri')).toBe(true);
    for (const noun of [...NOUNS, { rw: 'inka', en: ['cow'] }, { rw: 'igitabo', en: ['book'] }]) {
      const bare = /^[aiu][^aeiou]/.test(noun.rw) ? noun.rw.slice(1) : noun.rw;
      expect(said(`every ${noun.en[0]}`)).toBe(`buri ${bare}`);
    }
  });

  it('dropInitialVowel keeps a word that does not start with a vowel and a consonant', () => {
    expect(dropInitialVowel('umwana')).toBe('mwana');
    expect(dropInitialVowel('igihe')).toBe('gihe');
    expect(dropInitialVowel('ukwezi')).toBe('kwezi');
    expect(dropInitialVowel('Kigali')).toBe('Kigali');
    expect(dropInitialVowel('ease')).toBe('ease');
  });
});
