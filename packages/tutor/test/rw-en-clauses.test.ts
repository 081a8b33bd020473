import { describe, expect, it } from 'vitest';
import { createTutor } from '../src/index.ts';
import { RW_EN_RULE_NAMES, sayFunctionWordsOnce } from '../src/translate/rw-en.ts';

// rw→en readings of whole clauses: -ngahe questions, ni + an agreeing adjective, the past with -ra-
// before a short perfective, going/coming under way, and negative orders with an object.
const shipped = createTutor();
const en = (text: string) => shipped.translate(text, 'rw-en');

describe('rw-en: how many (-ngahe)', () => {
  it('puts a question with -ngahe in English order, by person and tense', () => {
    expect(en('Ufite abana bangahe?').translated_text).toBe('How many children do you have?');
    expect(en('Afite abana bangahe?').translated_text).toBe('How many children does he/she have?');
    expect(en('Ufite imodoka zingahe?').translated_text).toBe('How many cars do you have?');
  });

  it('says "how much" for a noun English does not count, and reads a noun and -ngahe alone', () => {
    expect(en('Ufite amafaranga angahe?').translated_text).toBe('How much money do you have?');
    expect(en('Abana bangahe').translated_text).toBe('How many children');
  });

  it('is a guess, and runs before the phrasebook takes its first words', () => {
    expect(en('Ufite abana bangahe?').confidence).toBeLessThan(0.5);
    expect(RW_EN_RULE_NAMES.rules.indexOf('how-many')).toBeLessThan(
      RW_EN_RULE_NAMES.rules.indexOf('memory-phrase-of-three'),
    );
  });
});

describe('rw-en: noun + ni + an adjective agreeing with it', () => {
  it('says is/are by the English noun, with "the", not "it\'s"', () => {
    expect(en('Ibiryo ni byiza').translated_text).toBe('The food is good');
    expect(en('Amazi ni meza').translated_text).toBe('The water is good');
    expect(en('Abana ni beza').translated_text).toBe('The children are good');
    expect(en('Inzu ni nini').translated_text).toBe('The house is big');
  });

  it('reads si as "is not", and leaves ni + an adjective alone to the phrasebook', () => {
    expect(en('Ibiryo si byiza').translated_text).toBe('The food is not good');
    expect(en('Ni byiza').translated_text).toBe("It's good");
  });

  it('needs the adjective to agree with the noun', () => {
    // beza agrees with class 2 (abana), not with inzu (class 9): no "is good" reading for it.
    expect(en('Inzu ni beza').glosses.map((g) => g.source)).not.toContain('ni beza');
    expect(en('Inzu ni nziza').glosses).toContainEqual({ source: 'ni nziza', target: 'is good' });
  });
});

describe('rw-en: the past with -ra- before a short perfective', () => {
  it('reads ya-ra-je as the past of kuza', () => {
    expect(en('Yaraje').translated_text).toBe('He/she came');
    expect(en('Baraje').translated_text).toBe('They came');
    expect(en('Twaraje').translated_text).toBe('We came');
  });
});

describe('rw-en: going or coming under way (present subject + perfective)', () => {
  it('reads a present subject with the perfective of kujya/kuza as "am going", "is coming"', () => {
    expect(en('Tugiye mu rugo').translated_text).toBe('We are going home');
    expect(en('Ndagiye ku kazi').translated_text).toBe('I am going to work');
    expect(en('Agiye ku isoko').translated_text).toBe('He/she is going to the market');
    expect(en('Ngiye kureba').translated_text).toBe('I am going to look');
    expect(en('Ndaje ku isoko').translated_text).toBe('I am coming to the market');
  });

  it('lets a noun before it be the subject, and leaves a phrase alone said alone', () => {
    expect(en('Umwana agiye ku ishuri').translated_text).toBe('The child is going to school');
    expect(en('Ndagiye').translated_text).toBe("I'm leaving");
  });

  it('leaves the they-form to the past it is spelt as (bagiye "they went")', () => {
    expect(en('Bagiye ku ishuri').translated_text).toBe('They went to school');
  });
});

describe('rw-en: negative orders with an object', () => {
  it('reads nt(im)u- + the subjunctive + a noun as "don\'t" + the verb and its object', () => {
    expect(en('Ntugire impungenge').translated_text).toBe("Don't worry");
    expect(en('Ntimugire impungenge').translated_text).toBe("Don't worry");
    expect(en('Ntunywe amazi').translated_text).toBe("Don't drink water");
  });

  it('does not say a cognate object twice', () => {
    expect(en('Ntukore akazi').translated_text).toBe("Don't work");
  });
});

describe('rw-en: the subject said once', () => {
  it('reads ni after a noun as is/are by that noun, not "it is"', () => {
    expect(en('Umwana ni umunyeshuri').translated_text).toBe('The child is a student');
    expect(en('Abana ni abanyeshuri').translated_text).toBe('The children are students');
    expect(en('Ni umuganga').translated_text).toBe('He/she is a doctor');
  });

  it('lets a name before a verb of the third person be its subject', () => {
    expect(en('Ejo Yohani yaguze inka').translated_text).toBe('Yesterday Yohani bought a cow');
  });

  it('reads a noun-class subject on a verb of going as "it is going"', () => {
    expect(en('Inka igiye ku isoko').translated_text).toBe('The cow is going to the market');
  });
});

describe('rw-en: function words said once', () => {
  it('never says the same function word twice in a row', () => {
    expect(sayFunctionWordsOnce('monitor the the spread of of the disease')).toBe(
      'monitor the spread of the disease',
    );
    expect(sayFunctionWordsOnce('The the study')).toBe('The study');
    // Only whole words: "then the" and "a an" stay.
    expect(sayFunctionWordsOnce('then the theory, a an')).toBe('then the theory, a an');
  });
});

describe('rw-en: a verb form alone', () => {
  it('ends with no preposition waiting for an object: the entry’s meaning without one', () => {
    // kujya "go to, go", kuva "come from, leave", gusaba "ask for, request".
    expect(en('Yagiye').translated_text).toBe('He/she went');
    expect(en('Yavuye').translated_text).toBe('He/she left');
    expect(en('Nzajya').translated_text).toBe('I will go');
    expect(en('Yasabye').translated_text).toBe('He/she requested');
  });

  it('keeps the preposition where a place follows', () => {
    expect(en('Yagiye i Kigali').translated_text).toBe('He/she went to Kigali');
  });
});

describe('rw-en: a state now (rwen9)', () => {
  it('reads -ra- + the perfective of a verb of state as the state now, not the past', () => {
    expect(en('Abana barananiwe').translated_text).toBe('The children are tired');
    expect(en('Umwana arananiwe').translated_text).toBe('The child is tired');
    expect(en('Ndarakaye').translated_text).toBe('I am angry');
    expect(en('Bararwaye').translated_text).toBe('They are ill');
  });

  it('reads si-/nti- + the perfective as the state denied, and a noun-class subject as it/they', () => {
    expect(en('Sinaniwe').translated_text).toBe('I am not tired');
    expect(en('Ntitunaniwe').translated_text).toBe('We are not tired');
    expect(en('Inka zirananiwe').translated_text).toBe('The cows are tired');
  });

  it('says cyane after a state as "very" before the word of the state, not "a lot"', () => {
    expect(en('Abana barananiwe cyane').translated_text).toBe('The children are very tired');
    expect(en('Bararakaye cyane').translated_text).toBe('They are very angry');
    expect(en('Nakoze cyane').translated_text).toBe('I worked a lot');
  });

  it('leaves the they-form without -ra- to the past it is spelt as, and is a guess', () => {
    expect(en('Abana bananiwe').translated_text).toBe('The children were tired');
    expect(en('Abana barananiwe').confidence).toBeLessThan(0.5);
  });
});

describe('rw-en: an infinitive first is the subject (rwen9)', () => {
  it('says the deed with -ing before ni and an adjective of the deed', () => {
    expect(en('Kwiga ni byiza').translated_text).toBe('Learning is good');
    expect(en('Gusoma si byiza').translated_text).toBe('Reading is not good');
    expect(en('Kurya ni ngombwa').translated_text).toBe('Eating is necessary');
  });

  it('keeps the deed the subject of ni further on, and its preposition before a place', () => {
    expect(en('Kwiga Ikinyarwanda ni byiza').translated_text).toBe('Learning Kinyarwanda is good');
    expect(en('Kujya i Kigali ni byiza').translated_text).toBe('Going to Kigali is good');
  });

  it('leaves an infinitive alone to the lexicon, without its preposition', () => {
    expect(en('Kwiga').translated_text).toBe('Learn');
    expect(en('Kujya').translated_text).toBe('Go');
  });
});

describe('rw-en: a class 9 noun takes the number of the concord after it (rwen9)', () => {
  it('makes the English noun plural after zi-/z- (class 10), singular after i-/y- (class 9)', () => {
    expect(en('Imodoka zigiye').translated_text).toBe('The vehicles are going');
    expect(en('Imodoka igiye').translated_text).toBe('The vehicle is going');
    expect(en('Inka zanjye').translated_text).toBe('My cows');
    expect(en('Inka yanjye').translated_text).toBe('My cow');
    expect(en('Imbwa zarize').translated_text).toBe('The dogs cried');
  });

  it('makes the noun plural once, when its possessive said so already', () => {
    expect(en('Imodoka zabo zirihuta').translated_text).toBe('Their cars hurry');
  });

  it('ends a verb last in the text with no preposition', () => {
    expect(en('Imodoka yagiye').translated_text).toBe('The vehicle went');
  });
});

describe('rw-en: names our content uses (rwen9)', () => {
  it('keeps a name as written first in the sentence or alone, and makes it the subject', () => {
    expect(en('Mugisha').translated_text).toBe('Mugisha');
    expect(en('Mugisha yagiye ku isoko').translated_text).toBe('Mugisha went to the market');
    expect(en('Kalisa arananiwe').translated_text).toBe('Kalisa is tired');
  });

  it('reads a name that is also a form of a word as the name only with its capital', () => {
    expect(en('Keza ni umwarimu').translated_text).toBe('Keza is a teacher');
    expect(en('Mugisha ari mu rugo').translated_text).toBe('Mugisha is at home');
  });

  it('says a kinship word of class 1a (mama, sogokuru) as English says a name, without "the"', () => {
    expect(en('Mama ararwaye').translated_text).toBe('Mum is ill');
    expect(en('Sogokuru arananiwe').translated_text).toBe('Grandfather is tired');
    expect(en('Umwana ararwaye').translated_text).toBe('The child is ill');
  });

  it('reads to be before an adverb as the person alone', () => {
    expect(en('Ari neza').translated_text).toBe('He/she is well');
    expect(en('Ndi kumwe na mama').translated_text).toBe('I am with mum');
  });
});

describe('rw-en: an elided connective before a word nothing knows (rwen9)', () => {
  it('says the connective and keeps the word as written', () => {
    expect(en("Inzu y'ifuku").translated_text).toBe('House of ifuku');
    expect(en("Umwana n'igitutu").translated_text).toBe('Child and igitutu');
  });
});

describe('the chat on a verb form alone (rwen9)', () => {
  it('says its meaning without the verb’s dangling preposition', () => {
    // kujya "go to, go": yagiye alone is "he/she went"; the verb's own meaning keeps "go to".
    const answer = shipped.answer('what does yagiye mean').response;
    expect(answer).toContain('"yagiye" means "he/she went" —');
    expect(answer).not.toContain('went to');
  });
});

describe('rw-en: a noun without its initial vowel', () => {
  it('reads a word nothing else knows as the noun with a, i or u before it, as a guess', () => {
    // ubundi "other" takes the noun without its initial vowel (uburyo → buryo).
    const result = en('Ubundi buryo');
    expect(result.translated_text).toBe('Other method');
    expect(result.confidence).toBeLessThan(0.5);
    // A word the memory or the locatives read keeps that reading (muri is "in", not a noun).
    expect(RW_EN_RULE_NAMES.rules.indexOf('noun-without-initial-vowel')).toBeGreaterThan(
      RW_EN_RULE_NAMES.rules.indexOf('memory-word'),
    );
  });
});

describe('rw-en: ni before an adjective, cyane after a state, -maze + infinitive, passives in -uwe', () => {
  it('says "it is" for ni/si first in the clause before an adjective, and keeps a noun subject', () => {
    expect(en('Ni keza').translated_text).toBe('It is good');
    expect(en('Si bibi').translated_text).toBe('It is not bad');
    expect(en('Kandi ni mbi').translated_text).toBe('And it is bad');
    expect(en('Inzu ni nziza').translated_text).toBe('The house is good');
    expect(en('Ni keza').confidence).toBeLessThan(0.5);
  });

  it('puts "very" before the state a single word says whole (ndarwaye "I am sick"), not after it', () => {
    expect(en('Ndarwaye cyane').translated_text).toBe('I am very sick');
    expect(en('Ndakora cyane').translated_text).toBe('I work a lot');
  });

  it('reads subject + -maze before an infinitive as the present perfect, agreeing with a noun before it', () => {
    expect(en('Tumaze kurya').translated_text).toBe('We have eaten');
    expect(en('Abarwayi bamaze gukira').translated_text).toBe('The patients have recovered');
    expect(en('Tumaze kurya').confidence).toBeLessThan(0.5);
  });

  it('reads a passive in -uwe from its active in -uye (yavuwe "treated", from yavuye)', () => {
    expect(en('Umurwayi yavuwe').translated_text).toContain('treated');
  });
});

describe('rw-en: a verb before a locative, i before a named place', () => {
  it('reads i before a named place as "in", "to" after a verb of going, and nothing after one that says "to"', () => {
    expect(en('Abana biga i Huye.').translated_text).toBe('The children learn in Huye.');
    expect(en('Njya i Kigali.').translated_text).toBe('I go to Kigali.');
    expect(en('Nagiye i Kigali.').translated_text).toBe('I went to Kigali.');
    // A name the lexicon does not list, written with its capital.
    expect(en('Nkorera i Rusizi.').translated_text).toBe('I work in Rusizi.');
  });

  it('leaves a verb\'s closing preposition (an applicative\'s "for") to the locative after it', () => {
    expect(en('Akorera mu mujyi.').translated_text).toBe('He/she works in the city.');
    expect(en('Nkorera i Kigali.').translated_text).toBe('I work in Kigali.');
    // With no locative after it, the applicative keeps its "for" (nkorera: "work for me").
    expect(en('Nkorera.').translated_text).toContain(' for ');
  });
});
