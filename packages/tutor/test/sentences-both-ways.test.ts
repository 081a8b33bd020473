// Sentences both ways beyond the frames' own tests (issue 26): orders marked as orders, number words by the
// number grammar, plurals that are glosses of their own, and how sure each is. Forms are written out by hand.
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_BANDS, evidenceFrom } from '../src/confidence.ts';
import { createTutor } from '../src/index.ts';
import { countNoun } from '../src/numbers.ts';

const tutor = createTutor();
const toRw = (text: string) => tutor.translate(text, 'en-rw');

describe('an order is never said as the infinitive', () => {
  it.each([
    ['Eat!', 'Rya!'],
    ['Drink!', 'Nywa!'],
    ['Sit down (plural)', 'Mwicare!'],
    ['Sit down (to several people)', 'Mwicare!'],
    ['Sit down (to one person)', 'Icara!'],
  ])('%s → %s', (english, kinyarwanda) => {
    const result = toRw(english);
    expect(result.translated_text).toBe(kinyarwanda);
    expect(result.translated_text).not.toMatch(/^Ku|^Gu|^Kw/);
  });

  it('keeps the infinitive for a verb typed without a mark of an order', () => {
    expect(toRw('to eat').translated_text.toLowerCase()).toBe('kurya');
  });
});

describe('number words by the number grammar', () => {
  it.each([
    ['three hundred', 'magana atatu'],
    ['six hundred', 'magana atandatu'],
    ['twenty five', 'makumyabiri na gatanu'],
    ['one hundred and one', 'ijana na rimwe'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text.toLowerCase()).toBe(kinyarwanda);
  });

  it('is not sure of a number whose parts the shipped text does not attest', () => {
    // "magana atatu" is made by rule and not attested as it is: a speaker should check it.
    expect(toRw('three hundred').confidence).toBeLessThan(CONFIDENCE_BANDS.sure);
  });

  it('does not read number words that are not one number as one', () => {
    expect(toRw('two three').translated_text).not.toMatch(/gatanu/);
    expect(toRw('bread and butter').translated_text).not.toMatch(/\d/);
  });
});

describe('possessive phrases', () => {
  it('make a plural gloss agree in the plural class (inkweto zanjye, not yanjye)', () => {
    expect(toRw('my shoes').translated_text).toBe('inkweto zanjye');
    expect(toRw('where are my shoes?').translated_text).toBe('Inkweto zanjye ziri he?');
  });

  it('are not answered in the chat by the bare noun', () => {
    const answer = tutor.answer('Translate "my house"');
    expect(answer.response).toContain('inzu yanjye');
  });
});

describe('where someone is from or lives, for every person', () => {
  it.each([
    ['We are from Kenya', 'Dukomoka muri Kenya'],
    ['She is from Rubavu', 'Akomoka i Rubavu'],
    ['He comes from France', 'Akomoka mu Bufaransa'],
    ['They live in Kigali', 'Batuye i Kigali'],
    ['You are from America', 'Ukomoka muri Amerika'],
    ['We live in Rwanda', 'Dutuye mu Rwanda'],
  ])('%s → %s', (english, kinyarwanda) => {
    const result = toRw(english);
    expect(result.translated_text).toBe(kinyarwanda);
    // Made by a draft frame and not attested whole: to check with a speaker.
    expect(result.confidence).toBeLessThan(CONFIDENCE_BANDS.sure);
  });

  it.each([
    ['Dukomoka mu Rwanda', 'We are from Rwanda'],
    ['Atuye i Huye', 'He/she lives in Huye'],
    ['Bakomoka muri Kenya', 'They are from Kenya'],
  ])('reads %s back as %s', (kinyarwanda, english) => {
    expect(tutor.translate(kinyarwanda, 'rw-en').translated_text).toBe(english);
  });
});

describe('to be with a possessive, and commands with me and an owned object', () => {
  it('says "you are my friend" with the possessive after the noun', () => {
    expect(toRw('You are my friend').translated_text).toBe('Uri inshuti yanjye');
    expect(toRw('I am your teacher').translated_text).toBe('Ndi umwarimu wawe');
  });

  it('reads a command with me before an owned object', () => {
    expect(tutor.translate('Mbwira izina ryawe', 'rw-en').translated_text).toBe('Tell me your name');
    expect(tutor.translate('Mpa igitabo cyawe', 'rw-en').translated_text).toBe('Give me your book');
  });
});

describe('natural phrasing in the chat', () => {
  it.each([
    ['Thanks! How do I say see you tomorrow?', "Ni ah'ejo"],
    ['Good morning! What does "amazi" mean?', 'water'],
    ["I'd like to introduce myself in Kinyarwanda", 'Nitwa'],
    ['How would I ask someone where they are from?', 'Ukomoka he'],
    ['How do I ask what time it is?', 'saa'],
    ['How do you say to work in kinyarwanda', 'gukora'],
    ['How do I say "where is my phone"?', 'Telefoni yanjye iri he'],
  ])('%s', (question, expected) => {
    const answer = tutor.answer(question);
    expect(answer.type).not.toBe('fallback');
    expect(answer.response.toLowerCase()).toContain(expected.toLowerCase());
  });

  it('keeps "good morning" before a phrase a phrase, not a greeting to strip', () => {
    expect(tutor.answer('how do you say good morning my friend').response).toContain('Mwaramutse');
  });

  it('translates "to work" as the verb, not the noun', () => {
    expect(toRw('to work').translated_text.toLowerCase()).toBe('gukora');
  });
});

describe('rw-en: to be, ntabwo and orders read as grammar', () => {
  const toEn = (text: string) => tutor.translate(text, 'rw-en').translated_text;

  it.each([
    ['Ndi mu nzu', 'I am in the house'],
    ['Ntabwo ndi umwarimu', 'I am not a teacher'],
    ['Ntabwo ari hano', 'He/she is not here'],
    ['Ntabwo ndi i Kigali', 'I am not in Kigali'],
    ['Ari mu rugo', 'He/she is at home.'],
    ['Mama ari mu rugo', 'Mum is at home'],
    ['Umwarimu wawe ni nde?', 'Who is your teacher?'],
    // A negative frame keeps its not (Sintuye i Kigali was read "I live in Kigali").
    ['Sintuye i Kigali', 'I do not live in Kigali'],
    ['Ntibakomoka muri Kenya', 'They are not from Kenya'],
    ['Abana ni bande?', 'Who are the children?'],
    ['Ndashaka gusinzira', 'I want to sleep'],
    ['Nkunda gusoma', 'I like to read'],
    ['Turye', "Let's eat"],
    ['Byuka', 'Get up'],
  ])('%s → %s', (kinyarwanda, english) => {
    expect(toEn(kinyarwanda)).toBe(english);
  });

  it('says "where is" for an uncountable English noun of a plural class, "where are" for a plural', () => {
    expect(toEn('Amazi ari he?')).toBe('Where is the water?');
    expect(toEn('Amata ari he?')).toBe('Where is the milk?');
    expect(toEn('Abana bari he?')).toBe('Where are the children?');
    expect(toEn('Ibitabo byanjye biri he?')).toBe('Where are my books?');
  });

  it("says an example's translation without the note in brackets (I don't know, not I don't know (it))", () => {
    expect(toEn('Ntabwo mbizi')).toBe("I don't know");
  });

  it('keeps two wordings of a phrase apart, and one wording with a choice of pronoun whole', () => {
    expect(toEn('Sinumva')).toBe("I don't understand");
    expect(toEn('Ari mu rugo')).toBe('He/she is at home.');
  });

  it('says an order read by rule is to be checked', () => {
    expect(tutor.translate('Turye', 'rw-en').confidence).toBeLessThan(CONFIDENCE_BANDS.sure);
  });
});

describe('en-rw: to be with a place inside, a bare verb, a number of one word', () => {
  it.each([
    ['I am in the house', 'Ndi mu nzu'],
    ['We are in the kitchen', 'Turi mu gikoni'],
    ['fifteen', 'cumi na gatanu'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text.toLowerCase()).toBe(kinyarwanda.toLowerCase());
  });

  it('is not sure of an infinitive for a verb typed bare (it may be an order)', () => {
    expect(toRw('Stop').confidence).toBeLessThan(CONFIDENCE_BANDS.sure);
    expect(toRw('to stop').confidence).toBeGreaterThanOrEqual(CONFIDENCE_BANDS.sure);
  });
});

describe('an order asked for in the chat is the order, not the infinitive', () => {
  it.each([
    ['How do I tell someone to sit down?', 'Icara'],
    ['How do I tell a group to sit down?', 'Mwicare'],
    ['How do you say "sit down" to several people?', 'Mwicare'],
  ])('%s → %s', (question, expected) => {
    const answer = tutor.answer(question);
    expect(answer.response).toContain(`"${expected}!"`);
    expect(answer.response).not.toMatch(/is "kwicara"/);
  });

  it('says a name has no plural rather than making one by its class', () => {
    expect(tutor.answer('plural of Kigali').response).toBe('"Kigali" is a name: it has no plural.');
  });
});

describe('questions with to be first', () => {
  it.each([
    ['Are you a teacher?', 'Uri umwarimu?'],
    ['You are a good teacher', 'Uri umwarimu mwiza'],
    ['Are you from Kenya?', 'Ukomoka muri Kenya?'],
    ['Is she from Huye?', 'Akomoka i Huye?'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text).toBe(kinyarwanda);
  });

  it('reads the asked frame back as a question only with its question mark', () => {
    expect(tutor.translate('Ukomoka muri Kenya?', 'rw-en').translated_text).toBe('Are you from Kenya?');
    expect(tutor.translate('Ukomoka muri Kenya', 'rw-en').translated_text).toBe('You are from Kenya');
  });
});

describe('a counted noun is sure only when it is attested as it is said', () => {
  const cow = { rw: 'inka', class: 9, plural: 'inka', pluralClass: 10 };

  it('is not sure when only its words are attested apart', () => {
    const result = countNoun(cow, 2, evidenceFrom(['inka', 'ebyiri']));
    expect(result?.words).toBe('inka ebyiri');
    expect(result?.sure).toBe(false);
  });

  it('is sure when the whole is attested', () => {
    expect(countNoun(cow, 2, evidenceFrom(['inka', 'ebyiri', 'inka ebyiri']))?.sure).toBe(true);
  });

  it('is said after a command with me (Mpa imineke ibiri)', () => {
    expect(toRw('Give me two bananas').translated_text).toBe('Mpa imineke ibiri!');
  });
});
