import { beforeAll, describe, expect, it } from 'vitest';
import { createTutor, TutorInputError } from '../src/index.ts';
import { EN_RW_RULE_NAMES } from '../src/translate/en-rw.ts';
import { buildMemory } from '../src/translate/memory.ts';
import { RW_EN_RULE_NAMES } from '../src/translate/rw-en.ts';
import { fixtureContent } from './fixture.ts';

const tutor = createTutor(fixtureContent());

describe('translate', () => {
  it('finds the exact phrase both ways, with alternatives', () => {
    const toRw = tutor.translate('Thank you', 'en-rw');
    expect(toRw).toMatchObject({ translated_text: 'Murakoze', method: 'exact' });
    expect(toRw.confidence).toBeGreaterThanOrEqual(0.9);
    const toEn = tutor.translate('murakoze cyane', 'rw-en');
    expect(toEn).toMatchObject({ translated_text: 'Thank you very much', method: 'exact' });
    expect(tutor.translate('inka', 'rw-en').alternatives).toContain('cattle');
    expect(tutor.translate('good afternoon', 'en-rw').translated_text).toBe('Mwiriwe');
    // Alternatives are other wordings: never the translation again in another case, never twice.
    const alternatives = toRw.alternatives.map((a) => a.toLowerCase());
    expect(alternatives).not.toContain('murakoze');
    expect(new Set(alternatives).size).toBe(alternatives.length);
  });

  it("gives an exact phrase written without an end mark the text's mark", () => {
    expect(tutor.translate('Thank you!', 'en-rw').translated_text).toBe('Murakoze!');
    expect(tutor.translate('good afternoon.', 'en-rw').translated_text).toBe('Mwiriwe.');
    expect(tutor.translate('Murakoze cyane?!', 'rw-en').translated_text).toBe('Thank you very much?!');
    // No mark in the text, none added.
    expect(tutor.translate('murakoze', 'rw-en').translated_text).toBe('Thank you');
  });

  it('ignores case, punctuation, tone marks and apostrophe variants', () => {
    expect(tutor.translate('  MURÁKOZE!! ', 'rw-en').method).toBe('exact');
    expect(tutor.translate('i don’t understand', 'en-rw').translated_text).toBe('Sinumva');
  });

  it('translates CLDR calendar words', () => {
    expect(tutor.translate('January', 'en-rw').translated_text).toBe('Mutarama');
    expect(tutor.translate('kuwa gatanu', 'rw-en').translated_text).toBe('Friday');
  });

  it('uses the translation memory for sentences it holds', () => {
    const result = tutor.translate('And are you having a fever now?', 'en-rw');
    expect(result).toMatchObject({
      method: 'memory',
      translated_text: 'waba ufite kandi umuriro aka kanya?',
    });
    expect(tutor.translate('hamwe no kugira umuriro', 'rw-en').translated_text).toBe(
      'and along with a fever',
    );
  });

  it('matches a near-identical memory sentence with less confidence', () => {
    const result = tutor.translate(
      'and all chest pain should be treated this way especialy with your age',
      'en-rw',
    );
    expect(result.method).toBe('memory');
    expect(result.confidence).toBeLessThan(0.85);
  });

  it('takes a memory sentence a long text mostly shares, but holds a short text to a near match', () => {
    const long = createTutor({
      ...fixtureContent(),
      memory: [
        {
          id: 'long',
          en: 'The children of the village walk to the school every morning with their friends.',
          rw: 'Abana bo mu mudugudu bagenda ku ishuri buri gitondo hamwe n’inshuti zabo.',
        },
      ],
    });
    // Two words of nine changed: far from a near match (0.85), but most of the sentence is the memory's.
    const result = long.translate(
      'Abana bo mu mujyi bagenda ku isoko buri gitondo hamwe n’inshuti zabo.',
      'rw-en',
    );
    expect(result.method).toBe('memory');
    expect(result.confidence).toBeLessThan(0.8);
    // A short text as far from a memory sentence is not taken for it.
    const short = createTutor({
      ...fixtureContent(),
      memory: [{ id: 'short', en: 'The children walk to school.', rw: 'Abana bagenda ku ishuri.' }],
    });
    expect(short.translate('Abana barya ku isoko.', 'rw-en').method).not.toBe('memory');
  });

  it('knows whether the memory holds a sentence of about a length (a near match needs one)', () => {
    const memory = buildMemory([
      { id: 'a', en: 'and along with a fever', rw: 'hamwe no kugira umuriro' },
      { id: 'b', en: 'Do you have a cough?', rw: 'Ufite inkorora?' },
    ]);
    // Match keys: "and along with a fever" has 22 characters, "do you have a cough" 19.
    expect(memory.hasLengthBetween('en', 20, 21)).toBe(false);
    expect(memory.hasLengthBetween('en', 22, 30)).toBe(true);
    expect(memory.hasLengthBetween('en', 10, 19)).toBe(true);
    expect(memory.hasLengthBetween('en', 23, 40)).toBe(false);
    expect(memory.hasLengthBetween('rw', 23, 23)).toBe(true);
  });

  it('builds its near-sentence tables ahead of use, between other work', async () => {
    // Enough sentences for several steps.
    const memory = buildMemory([
      { id: 'a', en: 'and along with a fever', rw: 'hamwe no kugira umuriro' },
      { id: 'b', en: 'Do you have a cough?', rw: 'Ufite inkorora?' },
      ...Array.from({ length: 1000 }, (_, i) => ({ id: `n${i}`, en: `number ${i}`, rw: `nomero ${i}` })),
    ]);
    let otherWork = false;
    setTimeout(() => {
      otherWork = true;
    }, 0);
    await memory.prepare();
    expect(otherWork).toBe(true);
    expect(memory.nearest('en', 'do you have a coughh', 0.85)?.pair.id).toBe('b');
    expect(memory.nearest('rw', 'hamwe no kugira umuriiro', 0.85)?.pair.id).toBe('a');
    expect(memory.nearest('en', 'number 12345', 0.85)).toBeNull();
  });

  it('finds the nearest memory sentence of all, not only one of the first found', () => {
    const memory = buildMemory([
      { id: 'a', en: 'the children are going to school', rw: 'a' },
      { id: 'b', en: 'the children are going to schools', rw: 'b' },
      { id: 'c', en: 'the childs are going to school', rw: 'c' },
    ]);
    // One edit from b, two from a (a transposition is one edit); c is too far.
    expect(memory.nearest('en', 'the children are going ot schools', 0.85)).toEqual({
      pair: expect.objectContaining({ id: 'b' }),
      score: 1 - 1 / 33,
    });
    expect(memory.nearest('en', 'a b c', 0.85)).toBeNull();
  });

  it('matches a close spelling of a phrase as fuzzy', () => {
    const result = tutor.translate('murakoze cyanee', 'rw-en');
    expect(result.method).toBe('fuzzy');
    expect(result.translated_text).toBe('Thank you very much');
    expect(result.confidence).toBeLessThan(0.9);
  });

  it('composes word by word with glosses when nothing else fits, and is not sure', () => {
    const result = tutor.translate('the teacher sees the cow', 'en-rw');
    expect(result.method).toBe('word-by-word');
    // The verb agrees with its noun subject and drops -ra- before the object; still marked a guess.
    expect(result.translated_text).toBe('umwarimu abona inka');
    expect(result.confidence).toBeLessThanOrEqual(0.5);
    expect(result.glosses).toContainEqual({ source: 'cow', target: 'inka' });
    const back = tutor.translate('umwana abantu xylo', 'rw-en');
    expect(back.method).toBe('word-by-word');
    expect(back.glosses).toContainEqual({ source: 'xylo', target: null });
    expect(back.confidence).toBeLessThan(0.4);
  });

  it('keeps English plurals plural and elides "na" before a vowel', () => {
    expect(tutor.translate('the teacher and the children', 'en-rw').translated_text).toBe("umwarimu n'abana");
    expect(tutor.translate('two books', 'en-rw').translated_text).toBe('ibitabo bibiri');
    expect(tutor.translate('the teacher sees 3 cows', 'en-rw').translated_text).toBe(
      'umwarimu abona inka eshatu',
    );
    // A noun phrase on its own takes no article; the subject of a clause takes "the".
    const back = tutor.translate("umwarimu n'abana", 'rw-en');
    expect(back.translated_text).toBe('teacher and children');
    expect(back.glosses).toContainEqual({ source: "n'abana", target: 'and children' });
    expect(tutor.translate("umwarimu n'abana barakora", 'rw-en').translated_text).toBe(
      'the teacher and the children work',
    );
  });

  it('prefers the entry whose only meaning is the word asked for', () => {
    expect(tutor.translate('no', 'en-rw').translated_text).toBe('oya');
  });

  it('does not take a misspelt word for a different one in a near phrase', () => {
    const content = fixtureContent();
    content.phrases.push({
      situation: 'language-help',
      title: 'Language help',
      entries: [
        {
          id: 'uvuga-icyongereza',
          rw: 'Uvuga Icyongereza?',
          en: 'Do you speak English?',
          register: 'neutral',
          address: 'singular',
          difficulty: 'beginner',
          source: 'vuga',
          status: 'reviewed',
        },
      ],
    });
    const withPhrase = createTutor(content);
    // A typo within a word still finds the phrase…
    expect(withPhrase.translate('Uvuga Icyongerezaa?', 'rw-en').method).toBe('fuzzy');
    // …but another person's prefix ("sinvuga", I do not speak, misspelt) is not "do you speak".
    const other = withPhrase.translate('Sinvuga Icyongereza', 'rw-en');
    expect(other.method).not.toBe('fuzzy');
    expect(other.translated_text).not.toMatch(/do you speak/i);
  });

  it("drops a phrase gloss's own full stop inside a sentence, keeps it between sentences", () => {
    const content = fixtureContent();
    content.phrases.push({
      situation: 'feelings',
      title: 'Feelings',
      entries: [
        {
          id: 'ndagukunda',
          rw: 'Ndagukunda',
          en: 'I love you.',
          register: 'neutral',
          address: 'singular',
          difficulty: 'beginner',
          source: 'vuga',
          status: 'reviewed',
        },
      ],
    });
    const withPhrase = createTutor(content);
    expect(withPhrase.translate('ndagukunda cyane', 'rw-en').translated_text).toBe('I love you very');
    expect(withPhrase.translate('Ndagukunda. Murakoze cyane.', 'rw-en').translated_text).toBe(
      'I love you. Thank you very much.',
    );
  });

  it('does not take a sentence of real words for a near phrase (one prefix is another meaning)', () => {
    const result = tutor.translate('urakoze cyane', 'rw-en');
    expect(result.method).toBe('word-by-word');
    expect(result.translated_text).toBe('thank you very');
  });

  it('drops -ra- before an object, keeps it in the progressive, and reads English contractions', () => {
    expect(tutor.translate('I see the cow', 'en-rw').translated_text).toBe('Mbona inka');
    expect(tutor.translate("I'm learning", 'en-rw').translated_text).toBe('Ndiga');
    expect(tutor.translate("we don't work", 'en-rw').translated_text).toBe('ntidukora');
  });

  it('reads a noun subject with a third-person verb', () => {
    expect(tutor.translate('umwarimu arabona inka', 'rw-en').translated_text).toBe('the teacher sees a cow');
  });

  it('reads a noun after a locative with its initial vowel back, and an elided connective as "of"', () => {
    const real = createTutor();
    const toEn = (text: string) => real.translate(text, 'rw-en').translated_text;
    // umubiri "body" written mubiri after ku; amaraso "blood" after the elided w'.
    expect(toEn('ku mubiri')).toBe('on the body');
    // A singular noun after "of" takes "the" (book of the child); a plural does not.
    expect(toEn("igitabo cy'umwana")).toBe('book of the child');
    expect(toEn("igitabo cy'abana")).toBe('book of children');
  });

  it('gives a countable object the article English needs, and an uncountable or liked one none', () => {
    const real = createTutor();
    const toEn = (text: string) => real.translate(text, 'rw-en').translated_text;
    expect(toEn('Dufite imodoka')).toBe('We have a car');
    expect(toEn('Twabonye intare')).toBe('We saw a lion');
    expect(toEn('Dufite amazi')).toBe('We have water');
    expect(toEn('Nkunda imbwa')).not.toMatch(/\ba dog\b/);
  });

  it('conjugates English pronoun + verb', () => {
    expect(tutor.translate('I am learning', 'en-rw').translated_text.toLowerCase()).toBe('ndiga');
    expect(tutor.translate('we will eat', 'en-rw').translated_text).toBe('tuzarya');
  });

  it('translates a text whose punctuation leaves a clause of no words (a closing bracket)', () => {
    const result = tutor.translate('Good morning. Thank you (very much!)', 'en-rw');
    expect(result.translated_text).toMatch(/^Mwaramutse\. Murakoze/);
  });

  it('says when it knows none of the words', () => {
    const result = tutor.translate('qwerty zxcv', 'en-rw');
    expect(result).toMatchObject({ method: 'none', confidence: 0, translated_text: '' });
  });

  it('keeps a number in digits inside a sentence, its groups apart, and says one alone in words', () => {
    expect(tutor.translate('cow 2020', 'en-rw').glosses).toContainEqual({ source: '2020', target: '2020' });
    expect(tutor.translate('cow 25', 'en-rw').glosses).toContainEqual({ source: '25', target: '25' });
    expect(tutor.translate('25', 'en-rw').translated_text.toLowerCase()).toBe('makumyabiri na gatanu');
    // The comma of 3,000 is no clause punctuation.
    expect(tutor.translate('Thank you, 3,000 cow.', 'en-rw').translated_text).toBe('Murakoze, 3 000 inka.');
  });

  it('keeps a clause it cannot translate as it is written, among clauses it can', () => {
    const result = tutor.translate('Good morning, qwerty zxcv (EU/EEA).', 'en-rw');
    expect(result.translated_text).toBe('Mwaramutse, qwerty zxcv (EU/EEA).');
    expect(result.glosses).toContainEqual({ source: 'qwerty zxcv (EU/EEA)', target: null });
    expect(result.confidence).toBe(0);
  });

  it('rejects empty text and unknown directions', () => {
    expect(() => tutor.translate('  ', 'en-rw')).toThrow(TutorInputError);
    expect(() => tutor.translate('cow', 'en-fr' as never)).toThrow(TutorInputError);
  });
});

describe('translate long text', () => {
  it('composes a long text word by word', () => {
    const result = tutor.translate('the cow and the dog '.repeat(200), 'en-rw');
    expect(result.method).toBe('word-by-word');
    expect(result.translated_text.startsWith("inka n'imbwa inka")).toBe(true);
  });
});

// Sentence rules the blind translation pairs (eval/translations.yaml) showed missing; each tested on its own.
describe('composing sentences by rule', () => {
  const content = fixtureContent();
  const entry = (fields: Record<string, unknown>) =>
    ({ difficulty: 'beginner', source: 'vuga', status: 'reviewed', ...fields }) as never;
  content.lexicon.push(
    {
      category: 'places',
      entries: [entry({ id: 'kigali', rw: 'Kigali', en: ['Kigali'], pos: 'noun', class: 9, locative: 'i' })],
    },
    {
      category: 'home',
      entries: [
        entry({
          id: 'inzu',
          rw: 'inzu',
          en: ['house'],
          pos: 'noun',
          class: 9,
          plural: 'amazu',
          pluralClass: 6,
        }),
        entry({ id: 'amafaranga', rw: 'amafaranga', en: ['money'], pos: 'noun', class: 6 }),
        entry({ id: 'ibiryo', rw: 'ibiryo', en: ['food'], pos: 'noun', class: 8 }),
        // A phrase that food is also glossed as: "the food" must not be read as it.
        entry({ id: 'ibyo-kurya', rw: 'ibyo kurya', en: ['food', 'things to eat'], pos: 'phrase' }),
        entry({ id: '-nini', rw: '-nini', en: ['big'], pos: 'adjective' }),
        entry({ id: 'ntabwo', rw: 'ntabwo', en: ['not'], pos: 'adverb' }),
      ],
    },
    {
      category: 'people',
      entries: [
        entry({
          id: 'inshuti',
          rw: 'inshuti',
          en: ['friend'],
          pos: 'noun',
          class: 9,
          plural: 'inshuti',
          pluralClass: 10,
        }),
      ],
    },
    {
      category: 'more-verbs',
      entries: [
        entry({
          id: 'kujya',
          rw: 'kujya',
          en: ['go to', 'go'],
          pos: 'verb',
          stem: 'jya',
          perfective: 'giye',
        }),
        entry({
          id: 'kugenda',
          rw: 'kugenda',
          en: ['go', 'leave'],
          pos: 'verb',
          stem: 'genda',
          perfective: 'genze',
        }),
        entry({
          id: 'kugira',
          rw: 'kugira',
          en: ['have', 'get'],
          pos: 'verb',
          stem: 'gira',
          perfective: 'gize',
          stative: 'fite',
        }),
      ],
    },
  );
  content.phrases.push({
    situation: 'introductions',
    title: 'Introductions',
    entries: [entry({ id: 'nitwa', rw: 'Nitwa', en: 'My name is', register: 'neutral', address: 'any' })],
  });
  const more = createTutor(content);
  const en = (text: string) => more.translate(text, 'en-rw').translated_text.toLowerCase();
  const rw = (text: string) => more.translate(text, 'rw-en').translated_text.toLowerCase();

  it('makes the verb agree with a noun subject of any class', () => {
    expect(en('the child is eating')).toBe('umwana ararya');
    expect(en('the teachers are working')).toBe('abarimu barakora');
    expect(en('the cow eats')).toBe('inka irarya');
    expect(en('the cows see the dog')).toBe('inka zibona imbwa');
    expect(en('the book will speak')).toBe('igitabo kizavuga');
  });

  it('reads a verb agreeing with its noun, with "the" on the subject and the plural from the verb', () => {
    expect(rw('umwana ararya')).toBe('the child eats');
    expect(rw('inka irarya')).toBe('the cow eats');
    expect(rw('inka zirarya')).toBe('the cows eat');
    expect(more.translate('inka zirarya', 'rw-en').glosses[0]).toEqual({
      source: 'inka',
      target: 'the cows',
    });
  });

  it('puts a numeral that follows its noun before it in English', () => {
    expect(rw('abana babiri')).toBe('two children');
    expect(rw('inka eshatu')).toBe('three cows');
    expect(rw('ibitabo bibiri')).toBe('two books');
  });

  it('reads ntabwo before a verb as its negative, and cyane after a verb as "a lot"', () => {
    expect(rw('ntabwo ndya')).toBe('i do not eat');
    expect(rw('nakoze cyane')).toBe('i worked a lot');
    expect(rw('murakoze cyane')).toBe('thank you very much');
  });

  it('takes the verb glossed with the particle that follows (go to → kujya) and i before a place name', () => {
    expect(en('we will go to Kigali')).toBe('tuzajya i kigali');
    expect(en('we will go')).toBe('tuzagenda');
    expect(rw('tuzajya i Kigali')).toBe('we will go to kigali');
  });

  it('says what and where someone is with the right form of "to be"', () => {
    expect(en('she is a teacher')).toBe('ni umwarimu');
    expect(en('we are teachers')).toBe('turi abarimu');
    expect(en('I am in Kigali')).toBe('ndi i kigali');
    expect(en('they are in Kigali')).toBe('bari i kigali');
    expect(en('I am learning')).toBe('ndiga');
  });

  it('says what and where a noun is, agreeing with its class', () => {
    expect(en('my child is a teacher')).toBe('umwana wanjye ni umwarimu');
    expect(en('the house is big')).toBe('inzu ni nini');
    expect(en('the book is in Kigali')).toBe('igitabo kiri i kigali');
    expect(en('the children are in Kigali')).toBe('abana bari i kigali');
    expect(en('she is big')).toBe('ni munini');
    expect(en('the cow is eating')).toBe('inka irarya');
    // "the food" and "my food" are the word food (ibiryo), not the phrase "ibyo kurya" its glosses also hold.
    expect(en('the food is big')).toBe('ibiryo ni binini');
    expect(en('my food is big')).toBe('ibiryo byanjye ni binini');
  });

  it('uses the stative present of "have" (mfite), with pronouns and nouns', () => {
    expect(en("I don't have money")).toBe('simfite amafaranga');
    expect(en('we have a house')).toBe('dufite inzu');
    expect(en('the cow has a book')).toBe('inka ifite igitabo');
    expect(rw('mfite amafaranga')).toBe('i have money');
  });

  it('puts a possessive after its noun, agreeing with its class, both ways', () => {
    expect(en('my house')).toBe('inzu yanjye');
    expect(en('her book')).toBe('igitabo cye');
    expect(en('our children')).toBe('abana bacu');
    expect(en('my name is Mugisha')).toBe('nitwa mugisha');
    expect(rw('inzu yanjye')).toBe('my house');
    expect(rw('igitabo cye')).toBe('his/her book');
    expect(rw('abana bacu')).toBe('our children');
  });

  it('reads "to be" by person in Kinyarwanda (ni, ndi, turi) with an article on the English noun', () => {
    expect(rw('ni umwarimu')).toBe('he/she is a teacher');
    expect(rw('ni inka')).toBe('it is a cow');
    expect(rw('turi abarimu')).toBe('we are teachers');
    expect(rw('ndi i Kigali')).toBe('i am in kigali');
    expect(rw('ni umwarimu wanjye')).toBe('he/she is my teacher');
    expect(rw('ni inshuti')).toBe('he/she is a friend');
  });

  it('reads ejo as yesterday or tomorrow by the tense of the verb', () => {
    expect(rw('nakoze ejo')).toBe('i worked yesterday');
    expect(rw('nzakora ejo')).toBe('i will work tomorrow');
  });

  it('gives "the" to a subject in a clause only, not to a noun phrase on its own', () => {
    expect(rw('inzu nini')).toBe('big house');
    expect(rw('umwana ararya')).toBe('the child eats');
  });

  it('keeps an English plural plural in an exact match and reads an article before an adjective', () => {
    expect(en('books')).toBe('ibitabo');
    expect(en('houses')).toBe('amazu');
    expect(en('a big house')).toBe('inzu nini');
  });

  it("drops the noun's initial vowel after the locative mu (mu nzu, not mu inzu)", () => {
    const real = createTutor();
    const toRw = (text: string) => real.translate(text, 'en-rw').translated_text.toLowerCase();
    expect(toRw('in the big house')).toBe('mu nzu nini');
    expect(toRw('the dog eats bread in the big house')).toBe('imbwa irya umugati mu nzu nini');
  });
});

describe('phrase first', () => {
  // The shipped content: its phrasebook is what a sentence must not contradict.
  const shipped = createTutor();
  const phrasebook = (text: string, direction: 'en-rw' | 'rw-en') => shipped.translate(text, direction);

  it('says a known phrase inside a sentence as the phrasebook does, and keeps the punctuation', () => {
    const greeting = phrasebook('Good morning', 'en-rw').translated_text;
    const result = phrasebook('Good morning, my friend, how are you?', 'en-rw');
    expect(result.translated_text.startsWith(`${greeting},`)).toBe(true);
    expect(result.translated_text.endsWith('?')).toBe(true);
    expect(phrasebook('Good evening, my friend', 'en-rw').translated_text).toMatch(
      new RegExp(`^${phrasebook('Good evening', 'en-rw').translated_text},`),
    );
    expect(phrasebook('Murakoze cyane, muraho!', 'rw-en').translated_text).toBe(
      'Thank you very much, hello!',
    );
  });

  it('finds the longest known phrase anywhere in a clause, and translates the words around it', () => {
    const thanks = phrasebook('thank you', 'en-rw').translated_text.toLowerCase();
    const result = phrasebook('Good night and thank you', 'en-rw');
    expect(result.translated_text.toLowerCase().endsWith(thanks)).toBe(true);
    expect(result.glosses.map((gloss) => gloss.source)).toContain('thank you');
  });

  it('keeps names as written and starts each sentence with a capital', () => {
    expect(phrasebook('My name is Grace', 'en-rw').translated_text).toMatch(/ Grace$/);
    const two = phrasebook('Where is the market? I want water.', 'en-rw').translated_text;
    expect(two).toMatch(/\? \p{Lu}/u);
    expect(two.endsWith('.')).toBe(true);
  });

  it('is honest: a sentence put together is word-by-word and less sure than its surest part', () => {
    const result = phrasebook('Good morning, my friend, how are you?', 'en-rw');
    expect(result.method).toBe('word-by-word');
    expect(result.confidence).toBeLessThan(phrasebook('Good morning', 'en-rw').confidence);
  });
});

describe('our examples as a translation memory, and numbers in words', () => {
  const shipped = createTutor();
  it('says a text that is one of our example sentences as the example does, sure when reviewed', () => {
    // kwandika's reviewed example; word by word it was "Any your name".
    expect(shipped.translate('Andika izina ryawe.', 'rw-en')).toMatchObject({
      translated_text: 'Write your name.',
      method: 'exact',
    });
    expect(shipped.translate('Andika izina ryawe', 'rw-en').confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('reads our phrase before a form a rule made, and a command read back says so', () => {
    // "Mbwira" is the phrasebook's "Tell me", not the verb form "I tell"; its second wording is an alternative.
    expect(shipped.translate('Mbwira', 'rw-en').translated_text).toBe('Tell me.');
    expect(shipped.translate('Ntugende', 'rw-en')).toMatchObject({
      translated_text: "Don't go",
      method: 'pattern',
    });
    expect(shipped.translate('Nyereka isoko', 'rw-en').translated_text).toBe('Show me the market');
    expect(shipped.translate('Mumpe amazi', 'rw-en').translated_text).toBe('Give me water');
  });

  it("leaves a word the lexicon has to the lexicon, not to an example's one-word order", () => {
    expect(shipped.translate('go', 'en-rw').translated_text).toBe('kugenda');
  });

  it('reads number words back as the chat does, groups joined by na included', () => {
    expect(shipped.translate('magana atatu', 'rw-en').translated_text).toBe('300');
    expect(shipped.translate('ibihumbi umunani', 'rw-en').translated_text).toBe('8,000');
    expect(shipped.translate('ijana na makumyabiri', 'rw-en').translated_text).toBe('120');
    expect(shipped.answer('what does magana atatu na mirongo itanu mean').response).toContain('350');
  });
});

describe('object markers read back', () => {
  const shipped = createTutor();

  it('never calls a sentence put together from sure parts sure', () => {
    const composed = shipped.translate('Thank you, teacher', 'en-rw');
    expect(composed.method).toBe('word-by-word');
    expect(composed.confidence).toBeLessThan(0.8);
  });

  it.each([
    ['Arankunda', 'He/she loves me'],
    ['Turakubona', 'We see you'],
    ['Ndabakunda', 'I love them'],
    ['Arambona', 'He/she sees me'],
  ])('%s → %s', (kinyarwanda, english) => {
    expect(shipped.translate(kinyarwanda, 'rw-en').translated_text).toBe(english);
  });
});

describe('"to be" made negative, both ways', () => {
  const shipped = createTutor();

  it.each([
    ['I am not a teacher', 'Sindi umwarimu'],
    ['she is not a doctor', 'si umuganga'],
    ['we are not teachers', 'ntituri abarimu'],
    ['I am in France', 'Ndi mu Bufaransa'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(shipped.translate(english, 'en-rw').translated_text).toBe(kinyarwanda);
  });

  it('reads sindi and si back as "not"', () => {
    expect(shipped.translate('Sindi umwarimu', 'rw-en').translated_text).toBe('I am not a teacher');
    expect(shipped.translate('Si umuganga', 'rw-en').translated_text).toBe('He/she is not a doctor');
  });
});

describe('the connective "of" by class', () => {
  const shipped = createTutor();
  it('says "of" after a noun as the connective of its class, elided before a vowel', () => {
    expect(shipped.translate('the name of the child', 'en-rw').translated_text).toBe("izina ry'umwana");
    expect(shipped.translate('the price of water', 'en-rw').translated_text).toBe("igiciro cy'amazi");
    // Not after a word that is no noun: "think of" has no class to agree with.
    expect(shipped.translate('think of water', 'en-rw').translated_text).not.toMatch(/\b\w+'amazi/);
  });
});

describe('the connective after a noun, and a noun phrase as a subject', () => {
  const shipped = createTutor();
  const en = (text: string) => shipped.translate(text, 'en-rw').translated_text;
  it('says "of" as the connective where the memory learned "number of" as one word', () => {
    expect(en('The number of children')).toBe("Umubare w'abana");
  });
  it('says "of my friend" as the connective before the owned noun', () => {
    expect(en('The son of my friend')).toBe("Umuhungu w'inshuti yanjye");
  });
  it('makes the noun before "of" the subject of "to be"', () => {
    expect(en('The name of the child is good')).toBe("Izina ry'umwana ni ryiza");
    expect(en('The house of the teacher is in Kigali')).toBe("Inzu y'umwarimu iri i Kigali");
  });
});

describe('a plural written as a gloss beside its singular', () => {
  const shipped = createTutor();
  const en = (text: string) => shipped.translate(text, 'en-rw').translated_text;
  it('agrees with the plural class (inkweto: shoe, shoes; class 10 in the plural)', () => {
    expect(en('I have red shoes')).toBe('Mfite inkweto zitukura');
    expect(en('I have a red shoe')).not.toContain('zitukura');
  });
  it('leaves a word that is its own plural singular ("fish")', () => {
    expect(en('fish')).toBe('ifi');
  });
});

describe('rw-en: a possessive, then a number or an adjective', () => {
  const shipped = createTutor();
  const rw = (text: string) => shipped.translate(text, 'rw-en').translated_text;
  it('puts the number or the adjective between the possessive and the noun', () => {
    expect(rw('Abana banjye batatu')).toBe('My three children');
    expect(rw('Mfite inka zanjye eshatu')).toBe('I have my three cows');
    expect(rw('Inzu yanjye nini')).toBe('My big house');
  });
});

describe('sentences of the memory’s kind, both ways (issue 26)', () => {
  const shipped = createTutor();

  it('writes codes, abbreviations and figures as the text has them, a decimal point as a comma in Kinyarwanda', () => {
    const rw = shipped.translate(
      'In 2020, 47.7% of the patients in the UK had COVID-19 (SARS-CoV-2).',
      'en-rw',
    );
    expect(rw.translated_text).toContain('47,7%');
    expect(rw.translated_text).toContain('UK');
    expect(rw.translated_text).toContain('COVID-19 (SARS-CoV-2).');
    const en = shipped.translate('Abarwayi 41,5% bafite COVID-19 mu Bushinwa.', 'rw-en');
    expect(en.translated_text).toContain('41.5%');
    expect(en.translated_text).toContain('COVID-19');
    expect(en.translated_text).toMatch(/\.$/);
    // Names joined by a slash are words to translate, and a text in capitals is not a list of abbreviations.
    expect(shipped.translate('the Union/European area', 'en-rw').translated_text).not.toContain(
      'Union/European',
    );
    expect(shipped.translate('THANK YOU', 'en-rw').translated_text.toLowerCase()).toBe('murakoze');
  });

  it('says a common noun after in, at or to with mu or ku, keeping an i that is the whole prefix', () => {
    expect(shipped.translate('We are going to school', 'en-rw').translated_text).toMatch(/ku ishuri$/);
    expect(shipped.translate('I am in the school', 'en-rw').translated_text).toBe('Ndi mu ishuri');
    expect(shipped.translate('they are at work', 'en-rw').translated_text).toBe('bari ku kazi');
    // At home is inside the home: the shipped Kinyarwanda has "mu rugo", never "ku rugo".
    expect(shipped.translate('I am at home', 'en-rw').translated_text).toBe('Ndi mu rugo');
    // "to" with no article before a word that is also a verb stays the infinitive.
    expect(shipped.translate('I want to work', 'en-rw').translated_text).toBe('Ndashaka gukora');
  });

  it('leaves the "to" of a phrase of going (go to → kujya) to the common noun after it: kujya ku isoko', () => {
    const rw = (english: string) => shipped.translate(english, 'en-rw').translated_text;
    expect(rw('I want to go to the market')).toBe('Nshaka kujya ku isoko');
    expect(rw('I need to go to the hospital')).toBe('Nkeneye kujya ku bitaro');
    // With no place after it, the phrase takes its "to" as before.
    expect(rw('I want to go')).not.toMatch(/\bku\b/);
  });

  it('takes words it knows in the place of a frame for a common noun, not a name', () => {
    expect(shipped.translate('I live in a house', 'en-rw').translated_text).toBe('Ntuye mu nzu');
    expect(shipped.translate('I live in a big house', 'en-rw').translated_text).not.toMatch(/Big/);
  });
});

describe('rw-en infinitives, places after ku, let-forms', () => {
  const shipped = createTutor();

  it('reads an infinitive after a verb as "to" + the verb', () => {
    expect(shipped.translate('Ndashaka kujya mu rugo', 'rw-en').translated_text).toBe('I want to go home');
    expect(shipped.translate('Ndashaka kujya ku isoko', 'rw-en').translated_text).toBe(
      'I want to go to the market',
    );
    expect(shipped.translate('Ashaka kugura inka', 'rw-en').translated_text).toBe(
      'He/she wants to buy a cow',
    );
  });

  it('reads ku before a place as at or to, and on before a thing', () => {
    expect(shipped.translate('Ari ku ishuri', 'rw-en').translated_text).toBe('He/she is at school');
    expect(shipped.translate('Bari ku isoko', 'rw-en').translated_text).toBe('They are at the market');
    expect(shipped.translate('Bagiye ku kazi', 'rw-en').translated_text).toBe('They went to work');
    expect(shipped.translate('Ari ku meza', 'rw-en').translated_text).toBe('He/she is on the table');
    expect(shipped.translate('Ndi mu rugo', 'rw-en').translated_text).toBe('I am at home');
  });

  it("reads a plain order: the stem to one, mu- + the subjunctive to several, kuza's irregular ones", () => {
    const read = (text: string) => shipped.translate(text, 'rw-en').translated_text;
    expect(read('Hamagara umuganga')).toBe('Call the doctor');
    expect(read('Muhamagare umuganga')).toBe('Call the doctor');
    expect(read('Zana amazi')).toBe('Bring water');
    expect(read('Ngwino')).toBe('Come');
    expect(read('Nimuze')).toBe('Come');
  });

  it('reads tu- + the subjunctive as "let\'s"', () => {
    expect(shipped.translate('Tujye', 'rw-en').translated_text).toBe("Let's go");
    expect(shipped.translate('Tujye ku isoko', 'rw-en').translated_text).toBe("Let's go to the market");
    expect(shipped.translate('Tujye mu rugo', 'rw-en').translated_text).toBe("Let's go home");
  });

  it('reads nta + a noun + who has it (-fite) as "X have no N", as a guess', () => {
    const read = (text: string) => shipped.translate(text, 'rw-en');
    expect(read('Nta gitabo mfite').translated_text).toBe('I have no book');
    expect(read('Nta nka dufite').translated_text).toBe('We have no cow');
    expect(read('Nta gitabo mfite').confidence).toBeLessThan(0.5);
    // Without who has it, nta is "there is no".
    expect(read('Nta gitabo').translated_text).toBe('There is no book');
  });

  it('takes two words the memory has once only from a word the lexicon does not know', () => {
    expect(shipped.translate('Ntabwo ari hano', 'rw-en').translated_text).toBe('He/she is not here');
  });
});

describe('rw-en agreement, cyane and object markers (issue 26)', () => {
  const shipped = createTutor();
  const en = (text: string) => shipped.translate(text, 'rw-en').translated_text;
  // The shipped tutor builds its tables on first use: not inside a test's time limit.
  beforeAll(() => {
    en('Murakoze');
  }, 120_000);

  it('makes "be" agree with its subject, present and past, affirmative and negative', () => {
    expect(en('Barwaye')).toBe('They were ill');
    expect(en('Twarwaye')).toBe('We were ill');
    expect(en('Yarwaye')).toBe('He/she was ill');
    expect(en('Ntibarwaye')).toBe('They were not ill');
    expect(en('Ntibashobora')).toBe('They are not able');
    expect(en('Abana barwaye')).toBe('The children were ill');
  });

  it('says the noun before "to be" as its subject, not the noun and a pronoun', () => {
    expect(en('Abana bari mu rugo')).toBe('The children are at home');
    expect(en('Umwana ari hano')).toBe('The child is here');
  });

  it('says an emphatic pronoun before a verb of its person once', () => {
    expect(en('Twebwe turakora')).toBe('We work');
    expect(en('Mwebwe mufite imodoka')).toBe('You have a vehicle');
    expect(en('We arakora')).toBe('He works');
    // A pronoun of another person is said as it is.
    expect(en('Twebwe barakora')).toMatch(/^We they work/);
  });

  it('puts "very" before an adjective cyane follows, keeps "a lot" after a verb, cyane cyane "especially"', () => {
    expect(en('Inzu nini cyane')).toBe('Very big house');
    expect(en('Umwana muto cyane')).toBe('Very small child');
    expect(en('Abana barakina cyane')).toBe('The children play a lot');
    const twice = shipped.translate('Abana barakina cyane cyane mu rugo', 'rw-en');
    expect(twice.translated_text).toContain('especially');
    expect(twice.confidence).toBeLessThan(0.5);
  });

  it('keeps the English "I" a capital inside a sentence', () => {
    expect(en('Uyu munsi ndakora')).toBe('Today I work');
    expect(en('Uyu munsi ndakora')).not.toMatch(/\bi\b/);
  });

  it('reads a demonstrative and the noun after it, whose initial vowel it dropped', () => {
    expect(en('Iki gihugu ni cyiza')).toBe('This country is good');
    expect(en('Ibi bitabo')).toBe('These books');
    expect(en('Izo nka')).toBe('Those cows');
    // A phrase the content has whole stays its own (uyu munsi "today").
    expect(en('Uyu munsi')).toBe('Today');
  });

  it('says an infinitive after a noun as "to" + the verb, not after a locative or first', () => {
    expect(en('Ndashaka amazi yo kunywa')).toMatch(/water .*to drink$/);
    expect(en('Kurya ni byiza')).not.toMatch(/^To /);
  });

  it('reads na after a passive verb as "by", as a guess', () => {
    const passive = shipped.translate('Indwara yatewe na virusi', 'rw-en');
    expect(passive.translated_text).toBe('Disease caused by virus');
    expect(passive.confidence).toBeLessThan(0.5);
    expect(en('Umugabo na umugore')).toBe('Man and woman');
  });

  it('leaves a word the memory translates whole to it, not to an object marker read from its letters', () => {
    // in- + garuka reads as "it comes back (to) me"; ingaruka is the memory's noun "consequences".
    expect(en('Ingaruka zikomeye')).not.toMatch(/\bme\b/);
    // A verb form no memory word stands for still has its object read.
    expect(en('Arankunda')).toBe('He/she loves me');
  });
});

describe('rw-en rules by name (issue 29)', () => {
  it('names each rule and adjustment once, in kebab case, and ends with the rule that always takes a word', () => {
    for (const names of [RW_EN_RULE_NAMES.rules, RW_EN_RULE_NAMES.adjustments]) {
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    }
    expect(RW_EN_RULE_NAMES.rules.at(-1)).toBe('unknown-word-as-written');
    expect(RW_EN_RULE_NAMES.rules).toContain('to-be');
    expect(RW_EN_RULE_NAMES.adjustments).toContain('ejo-by-tense');
  });
});

describe('rw-en verbs: tense of ejo, senses, auxiliaries, relatives, -ra- past, modals (issue 26)', () => {
  const shipped = createTutor();
  const en = (text: string) => shipped.translate(text, 'rw-en').translated_text;
  beforeAll(() => {
    en('Murakoze');
  }, 120_000);

  it('reads ejo as tomorrow with a present or future verb, yesterday with a past one', () => {
    expect(en('Ejo ndakora')).toBe('Tomorrow I work');
    expect(en('Ejo nzakora')).toBe('Tomorrow I will work');
    expect(en('Ejo nakoze')).toBe('Yesterday I worked');
  });

  it("takes the sense a reviewed entry's own example gives the very form", () => {
    expect(en('Sinumva neza')).toBe('I do not understand well');
    // Another form of the same verb keeps the first sense: no example says it.
    expect(en('Ndumva umuziki')).toBe('I hear music');
  });

  it('says to be + a past verb of its person as one finite verb, as a guess', () => {
    const ill = shipped.translate('Bari barwaye', 'rw-en');
    expect(ill.translated_text).toBe('They were ill');
    expect(ill.confidence).toBeLessThan(0.5);
    expect(en('Abana bari barwaye')).toBe('The children were ill');
  });

  it('reads aba- before a verb as "those who", and "who" after a noun, never as an object marker', () => {
    const going = shipped.translate('Abagenda', 'rw-en');
    expect(going.translated_text).toBe('Those who go');
    expect(going.confidence).toBeLessThan(0.5);
    expect(en('Abantu abagenda')).toBe('People who go');
    expect(en('Abantu abagenda')).not.toMatch(/\bthem\b/);
  });

  it('reads -ra- before a perfective stem as the past, as the form without it', () => {
    expect(en('Barakoze')).toBe('They worked');
    expect(en('Narakoze cyane')).toBe('I worked a lot');
  });

  it('keeps an attested verb form over a pronoun or quantifier the memory aligned it with', () => {
    expect(en('Agomba kugenda')).toBe('He/she must go');
    expect(en('Agomba kugenda')).not.toMatch(/everyone/i);
  });

  it('says the verb after an English modal without "to", but keeps "to" after other verbs', () => {
    expect(en('Tugomba gukora')).toBe('We must work');
    expect(en('Ntagomba kugenda')).toBe('He/she must not go');
    expect(en('Bashaka kurya')).toBe('They want to eat');
  });
});

describe('en-rw rules by name (issue 29)', () => {
  it('names each rule once, in kebab case, and ends with the rule that always takes a word', () => {
    expect(new Set(EN_RW_RULE_NAMES).size).toBe(EN_RW_RULE_NAMES.length);
    for (const name of EN_RW_RULE_NAMES) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(EN_RW_RULE_NAMES.at(-1)).toBe('unknown-word-as-written');
    // "To be" reads "the cow is big" before the noun subject takes "the cow" as the subject of a verb.
    expect(EN_RW_RULE_NAMES.indexOf('to-be')).toBeLessThan(EN_RW_RULE_NAMES.indexOf('noun-subject-and-verb'));
  });
});

describe('rw-en: a subject said once, a connective before a place', () => {
  const shipped = createTutor();
  const en = (text: string) => shipped.translate(text, 'rw-en').translated_text;
  beforeAll(() => {
    en('Murakoze');
  }, 120_000);

  it('drops the pronoun of a verb that agrees with a noun said before it in its clause', () => {
    // The noun stands further back than the word before the verb.
    expect(en('Abarimu bo mu ishuri bafite ibitabo')).toBe('The teachers in school have books');
    // A class 9 noun spelt as its plural (class 10) is the subject of a class 10 verb.
    expect(en("Imodoka z'abarimu zirihuta")).not.toMatch(/\bthey\b/);
    expect(en('Abantu benshi bafite imodoka')).toMatch(/people have a vehicle$/);
  });

  it('keeps the pronoun after a clause opener, and when the noun before is in a place', () => {
    expect(en('Abana bavuga ko bashaka amazi')).toMatch(/that they want water$/);
    expect(en('Abagabo bakoze ariko barwaye')).toMatch(/but they were ill$/);
    expect(en('Ku isoko bagura inyama')).toBe('At the market they buy meat');
    expect(en('Mu rugo bararya')).toBe('At home they eat');
  });

  it('says nothing for -o joining a noun to a place after it, as a guess', () => {
    const home = shipped.translate('Abana bo mu rugo bararya', 'rw-en');
    expect(home.translated_text).toBe('The children at home eat');
    expect(home.confidence).toBeLessThan(0.5);
    // bo alone is still the pronoun.
    expect(en('bo')).toMatch(/they|them/i);
  });

  it('says a verb in the sense the memory gives most of its forms, when that is one of its own glosses', () => {
    // gushobora "be able, can": the memory says its forms as "can"; alone, the form keeps its entry's words.
    expect(en('Abagore bashobora gukora')).toBe('The women can work');
    expect(en('Ntibashobora')).toBe('They are not able');
    // A sense the lexicon does not have is never taken from the memory.
    expect(en('Bashaka kurya')).toBe('They want to eat');
  });
});

describe('rw-en passives and "of the" (issue 26)', () => {
  const shipped = createTutor();
  const en = (text: string) => shipped.translate(text, 'rw-en').translated_text;
  beforeAll(() => {
    en('Murakoze');
  }, 120_000);

  it('reads -w- before the last vowel of a known verb as the English passive, in its person and tense, as a guess', () => {
    const paid = shipped.translate('Azahembwa', 'rw-en');
    expect(paid.translated_text).toBe('He/she will be paid');
    expect(paid.confidence).toBeLessThan(0.5);
    expect(en('Ibiryo byaguzwe ejo')).toBe('Food were bought yesterday');
    // The infinitive: "be" + the participle, after a modal without "to".
    expect(en('Imodoka igomba gukoreshwa neza')).toBe('The vehicle must be used well');
  });

  it('says an irregular English participle, from a perfective in -ye made passive in -we', () => {
    // kurya "eat", perfective -riye: byariye "they ate", byariwe "they were eaten".
    expect(en('Ibiryo byariwe')).toBe('Food were eaten');
    expect(en('Ibiryo byariwe')).not.toMatch(/\bate\b/);
  });
  it('says "of the" before a singular noun after an elided connective, not before a plural or a possessive', () => {
    const said = (text: string) => shipped.translate(text, 'rw-en').glosses.map((g) => g.target);
    expect(said("Izina ry'umwana")).toContain('of the child');
    expect(said("Ibitabo by'umwarimu")).toContain('of the teacher');
    expect(said("Amazi y'abana")).toContain('of children');
    expect(said("Umuryango w'inshuti yanjye")).not.toContain('of the friend');
    // A name keeps its words.
    expect(said("Inzu y'Ubushinwa").join(' ')).not.toMatch(/\bthe China\b/);
  });
});
