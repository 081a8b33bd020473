import { describe, expect, it } from 'vitest';
import { timeOfDayAt } from '../src/answers/small-talk.ts';
import { createTutor } from '../src/index.ts';
import { canonical, readQuestion } from '../src/intents.ts';
import { fixtureContent } from './fixture.ts';

const morning = new Date(2026, 0, 5, 9, 30);
const evening = new Date(2026, 0, 5, 18, 0);
const tutor = createTutor(fixtureContent(), { now: () => morning });
const ask = (question: string) => tutor.answer(question);

describe('canonical questions', () => {
  it('expands contractions and fixes typos of the frame words, not of the subject', () => {
    expect(canonical("What's the word for cow?")).toBe('what is the word for cow');
    expect(canonical('whats inka')).toBe('what is inka');
    expect(canonical("how'd i say dog")).toBe('how do i say dog');
    expect(canonical('hw do u say dog in kinyarwnda')).toBe('how do you say dog in kinyarwanda');
    expect(canonical('how do you pronouce inka')).toBe('how do you pronounce inka');
    expect(canonical('Can you tell me how to say “thank you”?')).toBe('how to say thank you');
    const known = (word: string) => word === 'meat';
    expect(canonical('how do you say meat', known)).toBe('how do you say meat');
  });

  it('reads the intent in the order specific → general', () => {
    expect(readQuestion('plural of inka').intents[0]).toEqual({
      kind: 'plural',
      subject: 'inka',
      asks: 'plural',
    });
    expect(readQuestion('conjugate gukora').intents[0]).toMatchObject({
      kind: 'conjugate',
      subject: 'gukora',
    });
    expect(readQuestion('past tense of kurya').intents[0]).toMatchObject({
      kind: 'conjugate',
      tense: 'past',
    });
    expect(readQuestion('what does inka mean').intents[0]).toEqual({ kind: 'meaning', subject: 'inka' });
    expect(readQuestion('quiz me on animals').intents[0]).toEqual({ kind: 'quiz', subject: 'animals' });
  });
});

describe('how to say X', () => {
  it.each([
    'How do you say cow in Kinyarwanda?',
    'how do you say cow',
    'how do i say cow',
    "how'd i say cow",
    'hw do u say cow',
    "what's the word for cow",
    'whats the kinyarwanda word for cow',
    'what is cow in kinyarwanda',
    'cow in kinyarwanda',
    'translate cow',
    'kinyarwanda for cow',
    'how to say a cow',
    'cows',
    'Cow',
    'what do you call a cow',
  ])('%s → inka', (question) => {
    const answer = ask(question);
    expect(answer.response).toContain('inka');
    expect(answer.word).toBe('inka');
    expect(answer.type).toBe('vocabulary');
    expect(answer.confidence).toBeGreaterThanOrEqual(0.9);
    expect(answer.category).toBe('animals');
    expect(answer.enhanced_pronunciation).toBe('i-nka');
  });

  it('answers phrases from the phrasebook', () => {
    const answer = ask('how do you say thank you very much?');
    expect(answer).toMatchObject({ type: 'phrase', word: 'Murakoze cyane', category: 'greetings' });
    expect(ask("What's 'thank you' in Kinyarwanda").word).toBe('Murakoze');
  });

  it('finds a typo with a "did you mean" and lower confidence', () => {
    const answer = ask('how do you say elephnt');
    expect(answer.response).toMatch(/Did you mean "elephant"/);
    expect(answer.word).toBe('inzovu');
    expect(answer.confidence).toBeLessThan(0.7);
    expect(answer.confidence).toBeGreaterThanOrEqual(0.4);
  });

  it('says when an entry is a draft and trusts it less', () => {
    const answer = ask('how do you say elephant');
    expect(answer.word).toBe('inzovu');
    expect(answer.response).toMatch(/Draft.*check with a speaker/);
    expect(answer.confidence).toBeLessThan(0.8);
  });

  it('turns "I work", "we will eat" into the verb form', () => {
    expect(ask('how do you say I work').word).toBe('ndakora');
    expect(ask('how do i say we will eat').word).toBe('tuzarya');
    expect(ask("how do you say they don't see").word).toBe('ntibabona');
    expect(ask('how do you say I worked').word).toBe('nakoze');
    expect(ask('how do you say we ate').word).toBe('twariye');
    expect(ask('how do you say she did not see').word).toBe('ntiyabonye');
  });
});

describe('what X means', () => {
  it.each([
    'what does inka mean',
    'What does "inka" mean?',
    'whats inka',
    'what is inka',
    'inka meaning',
    'meaning of inka',
    'inka',
    'INKA',
    'what dose inka mean',
    'what is inka in english',
    'define inka',
  ])('%s → cow', (question) => {
    const answer = ask(question);
    expect(answer.response).toContain('cow');
    expect(answer.word).toBe('inka');
    expect(answer.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('knows plural and verb forms', () => {
    expect(ask('what does abantu mean').response).toMatch(/plural of "umuntu"/);
    expect(ask('what does nakoze mean').response).toContain('I worked');
    expect(ask('what does ntibakora mean').response).toContain('they do not work');
  });

  it('knows number words', () => {
    // Not a lexicon entry of the fixture: the number rules read it.
    expect(ask('what does mirongo itatu mean').response).toContain('30');
  });

  it('knows CLDR calendar words', () => {
    expect(ask('what does Mutarama mean').response).toContain('January');
    expect(ask('how do you say Monday').word).toBe('Kuwa mbere');
  });

  it('finds a misspelt Kinyarwanda word with a lower confidence', () => {
    const answer = ask('what does injangwee mean');
    expect(answer.response).toContain('cat');
    expect(answer.confidence).toBeLessThan(0.7);
  });
});

describe('pronunciation', () => {
  it.each([
    'how do you pronounce mwaramutse',
    'pronounce Mwaramutse',
    'how is mwaramutse pronounced',
    'pronunciation of mwaramutse',
    'how do i pronouce mwaramutse',
  ])('%s', (question) => {
    const answer = ask(question);
    expect(answer.type).toBe('pronunciation');
    expect(answer.enhanced_pronunciation).toBe('mwa-ra-mu-tse');
    expect(answer.response).toContain('mwa-ra-mu-tse');
  });

  it('explains letters that surprise English speakers', () => {
    expect(ask('how do you pronounce icyumba').response).toMatch(/"cy" sounds like "ch"/);
  });

  it('gives an English word’s Kinyarwanda pronunciation', () => {
    expect(ask('how do you pronounce cow').enhanced_pronunciation).toBe('i-nka');
  });

  it('syllabifies an unknown word from its spelling but is not sure', () => {
    const answer = ask('how do you pronounce gusimbuka');
    expect(answer.enhanced_pronunciation).toBe('gu-si-mbu-ka');
    expect(answer.confidence).toBeLessThan(0.5);
  });
});

describe('plurals and noun classes', () => {
  it.each([
    ['plural of umuntu', 'abantu'],
    ["what's the plural of umwana", 'abana'],
    ['whats the plural of child', 'abana'],
    ['umwarimu plural', 'abarimu'],
    ['plural of icyumba', 'ibyumba'],
    ['what is the plural of ishuri?', 'amashuri'],
  ])('%s → %s', (question, plural) => {
    const answer = ask(question);
    expect(answer.response).toContain(plural);
    expect(answer.word).toBe(plural);
    expect(answer.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('makes a missing plural by rule, saying how sure it is', () => {
    const book = ask('plural of igitabo');
    expect(book.response).toContain('ibitabo');
    expect(book.response).toMatch(/class 7 rule/);
    const home = ask('plural of urugo');
    expect(home.response).toContain('ingo');
    expect(home.response).toContain('check with a speaker');
    expect(home.confidence).toBeLessThan(0.7);
  });

  it('answers noun class questions', () => {
    expect(ask('what class is umuntu').response).toMatch(/class 1.*class 2/);
    expect(ask('noun class of inka').response).toMatch(/class 9/);
    expect(ask('which class is igitabo in').response).toMatch(/class 7/);
  });
});

describe('conjugation', () => {
  it.each([
    'conjugate gukora',
    'Conjugate "to work"',
    'how do i conjugate gukora',
    'conjugation of gukora',
    'conjugate kora',
  ])('%s', (question) => {
    const answer = ask(question);
    expect(answer.type).toBe('conjugation');
    for (const form of ['ndakora', 'sinkora', 'nakoze', 'nzakora', 'ntibazakora', 'ntidukora']) {
      expect(answer.response).toContain(form);
    }
  });

  it('shows one tense when asked', () => {
    const answer = ask('past tense of kurya');
    expect(answer.response).toContain('nariye');
    expect(answer.response).not.toContain('ndarya');
    expect(ask('kuvuga in the future').response).toContain('tuzavuga');
  });

  it('marks rule forms it is unsure of', () => {
    const answer = ask('conjugate kwiga');
    expect(answer.response).toContain('ndiga*');
    expect(answer.response).toContain('check with a speaker');
  });
});

describe('numbers', () => {
  it.each([
    ['how do you say 1,250?', 'igihumbi na magana abiri na mirongo itanu'],
    ['how do you say 5', 'gatanu'],
    ['what is 20 in kinyarwanda', 'makumyabiri'],
    ['how do i say twenty five', 'makumyabiri na gatanu'],
    ['number 8', 'umunani'],
    ['100 in kinyarwanda', 'ijana'],
    ['how do you say 2000', 'ibihumbi bibiri'],
  ])('%s → %s', (question, words) => {
    const answer = ask(question);
    expect(answer.type).toBe('number');
    expect(answer.response).toContain(words);
    // Every part is a reviewed entry of the fixture (test/fixtures/content/lexicon/numbers.yaml).
    expect(answer.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('is unsure of a number whose words nothing reviewed attests', () => {
    // miliyoni is a draft in the fixture; 80 (mirongo inani) is not in it at all.
    for (const [question, words] of [
      ['1000000', 'miliyoni'],
      ['how do you say 80', 'mirongo inani'],
    ]) {
      const answer = ask(question!);
      expect(answer.response).toContain(words);
      expect(answer.response).toContain('Made by rule');
      expect(answer.confidence).toBeLessThan(0.9);
    }
  });

  it('agrees a counted noun', () => {
    expect(ask('how do you say 2 cows').word).toBe('inka ebyiri');
    expect(ask('how do you say three people').word).toBe('abantu batatu');
    expect(ask('how do you say 2 books').word).toBe('ibitabo bibiri');
    expect(ask('how do you say one child').word).toBe('umwana umwe');
  });

  it('counts', () => {
    const answer = ask('count to ten');
    expect(answer.response).toContain('rimwe, 2 kabiri, 3 gatatu');
    expect(answer.response).toContain('10 icumi');
  });

  it('says it stops at a million', () => {
    expect(ask('how do you say 2000000').response).toMatch(/0 to 1,000,000/);
  });
});

describe('topics', () => {
  it.each(['animal words', 'teach me animals', 'list animals', 'words for animals', 'animals'])(
    '%s',
    (question) => {
      const answer = ask(question);
      expect(answer.type).toBe('topic');
      expect(answer.category).toBe('animals');
      expect(answer.response).toContain('inka — cow');
    },
  );

  it('knows spelling variants of topic names', () => {
    expect(ask('teach me colors').category).toBe('colours');
    expect(ask('colour words').category).toBe('colours');
  });

  it('lists numbers by rule', () => {
    expect(ask('teach me numbers').response).toContain('gatanu');
  });
});

describe('small talk answers in Kinyarwanda with the English', () => {
  it('greets by the time of day', () => {
    expect(timeOfDayAt(morning)).toBe('morning');
    expect(timeOfDayAt(evening)).toBe('afternoon');
    // 11:00 UTC is 13:00 in Kigali: afternoon there.
    const elevenUtc = new Date(Date.UTC(2026, 0, 5, 11, 0));
    expect(timeOfDayAt(elevenUtc, 'UTC')).toBe('morning');
    expect(timeOfDayAt(elevenUtc, 'Africa/Kigali')).toBe('afternoon');
    const hello = ask('hello');
    expect(hello).toMatchObject({ type: 'conversation', word: 'Muraho' });
    expect(hello.response).toContain('Mwaramutse');
    const later = createTutor(fixtureContent(), { now: () => evening }).answer('hi!');
    expect(later.response).toContain('Mwiriwe');
  });

  it.each([
    ['good morning', 'Mwaramutse'],
    ['Good evening!', 'Mwiriwe'],
    ['how are you?', 'Ni meza'],
    ['how r u', 'Ni meza'],
    ['thanks', 'Murakoze'],
    ['thank you!', 'Murakoze'],
    ['bye', 'Murabeho'],
    ["what's your name", 'Nitwa'],
    ['muraho', 'Muraho'],
    ['amakuru', 'Ni meza'],
  ])('%s → %s', (question, rw) => {
    const answer = ask(question);
    expect(answer.type).toBe('conversation');
    expect(answer.response).toContain(rw);
  });
});

describe('grammar and quiz', () => {
  it('matches a grammar topic by its keywords', () => {
    const answer = ask('how do noun classes work?');
    expect(answer).toMatchObject({ type: 'grammar', category: 'grammar' });
    expect(answer.response).toContain('Noun classes');
    expect(ask('explain the past tense').response).toContain('perfective');
  });

  it.each(['quiz me', 'Quiz me!', 'test me', 'give me a quiz', 'quiz me on animals'])('%s', (question) => {
    const answer = ask(question);
    expect(answer.type).toBe('quiz');
    expect(answer.response).toMatch(/Quiz page/);
    // A question to answer in place, straight from the bank, with its answer and why.
    const practice = answer.practice!;
    expect(practice.options.length).toBeGreaterThanOrEqual(2);
    expect(practice.options[practice.answer]).toBeDefined();
    expect(practice.explanation.length).toBeGreaterThan(0);
    expect(answer.response).not.toContain(practice.question);
  });

  it('gives a practice question the bank scores the same way', () => {
    const practice = ask('quiz me on animals').practice!;
    const scored = tutor.scoreQuiz({ questionIds: [practice.id], answers: [practice.answer] });
    expect(scored.detailed_results[0]).toMatchObject({
      question: practice.question,
      is_correct: true,
      explanation: practice.explanation,
    });
  });
});

describe('phrases the content does not hold', () => {
  it('composes word by word with glosses, marked as a guess', () => {
    const answer = ask('how do you say the teacher and the children');
    expect(answer.response).toContain("umwarimu n'abana");
    expect(answer.response).toMatch(/literal guess.*check with a speaker/);
    expect(answer.confidence).toBeLessThanOrEqual(0.4);
  });

  it('does not pass off a near phrase as the one asked for', () => {
    // "thank you very much" is in the phrasebook; "thank you very little" is not the same thing.
    const answer = ask('how do you say thank you very little');
    expect(answer.word).not.toBe('Murakoze cyane');
    expect(answer.confidence).toBeLessThan(0.5);
  });

  it('does not read "is" as the plural of "i"', () => {
    expect(tutor.translate('the cow is', 'en-rw').translated_text).toBe('inka');
  });
});

describe('unknown questions', () => {
  it.each(['xyzzy blorp', 'what is the capital of peru', 'asdfgh', 'tell me a joke about quantum physics'])(
    '%s → fallback with suggestions, not a confident guess',
    (question) => {
      const answer = ask(question);
      expect(answer.type).toBe('fallback');
      expect(answer.confidence).toBeLessThan(0.4);
      expect(answer.suggestions.length).toBeGreaterThan(0);
    },
  );

  it('handles empty input', () => {
    expect(ask('   ').type).toBe('fallback');
  });
});

describe('robustness', () => {
  it('answers an essay-length or symbol-only message without choking', () => {
    expect(ask('how do you say cow '.repeat(300)).type).toBe('fallback');
    expect(ask('🙂🙂').type).toBe('fallback');
    expect(ask('how do you say').confidence).toBeLessThan(0.4);
  });
});

// Phrasings the held-out set (eval/heldout.yaml) found the engine missing; each is a general reading, tested
// the several ways it is typed.
describe('phrasings found by the held-out questions', () => {
  it.each(['tell me what inka means', 'i want to know what inka means', 'do you know what inka means'])(
    'an embedded "what X means": %s',
    (question) => {
      const answer = ask(question);
      expect(answer.word).toBe('inka');
      expect(answer.response).toContain('cow');
    },
  );

  it.each([
    ['how much is 500 in kinyarwanda', 'magana atanu'],
    ['what is 500', 'magana atanu'],
    ['how much is 1,250 in kinyarwanda?', 'igihumbi na magana abiri na mirongo itanu'],
  ])('a number asked for as "how much is N": %s', (question, words) => {
    const answer = ask(question);
    expect(answer.type).toBe('number');
    expect(answer.word).toBe(words);
  });

  it('says parts are joined with na only when they are', () => {
    expect(ask('how do you say 500').response).not.toMatch(/joined with "na"/);
    expect(ask('how do you say 25').response).toMatch(/joined with "na"/);
  });

  it('still reads "how much is it" as a phrase, not a number', () => {
    expect(readQuestion('how much is it in kinyarwanda').intents[0]).toEqual({
      kind: 'how-to-say',
      subject: 'how much is it',
    });
  });

  it.each([
    'how do i say umugore out loud',
    'say umugore aloud',
    'how do you say umugore correctly',
    'how does umugore sound',
  ])('pronunciation asked as "say X out loud": %s', (question) => {
    const answer = ask(question);
    expect(answer.type).toBe('pronunciation');
    expect(answer.enhanced_pronunciation).toBe('u-mu-go-re');
  });

  it('lists a topic for "what are the colours", and still translates "what are cows"', () => {
    const colours = ask('what are the colours in kinyarwanda');
    expect(colours).toMatchObject({ type: 'topic', category: 'colours' });
    expect(colours.response).toContain('umweru');
    expect(ask('what are cows in kinyarwanda').word).toBe('inka');
  });

  it("puts a reviewed entry's second gloss before a draft entry's first", () => {
    const content = fixtureContent();
    content.lexicon.push({
      category: 'food-drink',
      entries: [
        {
          id: 'byeri',
          rw: 'byeri',
          en: ['beer (bottled)'],
          pos: 'noun',
          class: 9,
          plural: 'byeri',
          pluralClass: 10,
          difficulty: 'intermediate',
          source: 'vuga',
          status: 'draft',
        },
        {
          id: 'inzoga',
          rw: 'inzoga',
          en: ['alcoholic drink', 'beer'],
          pos: 'noun',
          class: 9,
          plural: 'inzoga',
          pluralClass: 10,
          difficulty: 'beginner',
          source: 'vuga',
          status: 'reviewed',
        },
      ],
    });
    const answer = createTutor(content).answer('how do you say beer');
    expect(answer.word).toBe('inzoga');
    expect(answer.response).toContain('Also: byeri');
  });
});

describe('phrasings found by held-out batch 3', () => {
  it('reads the tense at the end of "conjugate X in the past tense"', () => {
    const answer = ask('how to conjugate gukora in the past tense');
    expect(answer.type).toBe('conjugation');
    expect(answer.response).toContain('nakoze');
    expect(answer.response).not.toContain('ndakora');
    expect(readQuestion('conjugate kurya in the future').intents[0]).toMatchObject({
      kind: 'conjugate',
      subject: 'kurya',
      tense: 'future',
    });
  });

  it('drops "please" as politeness, but not when please is what is asked about', () => {
    expect(canonical('how do you say cow please')).toBe('how do you say cow');
    expect(canonical('please tell me how to say cow')).toBe('how to say cow');
    expect(canonical('how do you say please')).toBe('how do you say please');
    expect(canonical("what's please in kinyarwanda")).toBe('what is please in kinyarwanda');
    expect(canonical('what does please mean')).toBe('what does please mean');
  });

  it('finds "please" when asked for it', () => {
    const content = fixtureContent();
    content.lexicon.push({
      category: 'courtesy',
      entries: [
        {
          id: 'nyabuneka',
          rw: 'nyabuneka',
          en: ['please'],
          pos: 'interjection',
          difficulty: 'beginner',
          source: 'vuga',
          status: 'reviewed',
        },
      ],
    });
    const polite = createTutor(content);
    expect(polite.answer("what's please in kinyarwanda").word).toBe('nyabuneka');
    expect(polite.answer('how do you say please').word).toBe('nyabuneka');
  });

  it('reads "the kinyarwanda for X" and "say X slowly"', () => {
    expect(ask('tell me the kinyarwanda for cow').word).toBe('inka');
    expect(ask('the kinyarwanda word for cow').word).toBe('inka');
    const slow = ask('say umugore slowly');
    expect(slow.type).toBe('pronunciation');
    expect(slow.enhanced_pronunciation).toBe('u-mu-go-re');
    expect(ask('can you say umugore clearly').type).toBe('pronunciation');
  });
});

describe('questions as people ask them', () => {
  const shipped = createTutor();
  it.each([
    ['Can you say Muraho for me?', 'muraho'],
    ['play the audio for yego', 'yego'],
    ['play murakoze', 'murakoze'],
    ['audio for amazi', 'amazi'],
    ['let me hear inka', 'inka'],
    ['replay the sound of inka', 'inka'],
  ])('"%s" is a pronunciation request with the word to play', (question, word) => {
    const answer = shipped.answer(question);
    expect(answer.type).toBe('pronunciation');
    expect(answer.word.toLowerCase()).toBe(word);
  });

  it('reads typos in the English asked for, and says what it understood', () => {
    const answer = shipped.answer('how do u say thnak you');
    expect(answer.word.toLowerCase()).toBe(shipped.answer('how do you say thank you').word.toLowerCase());
    expect(answer.response).toContain('Did you mean "thank you"?');
    expect(answer.confidence).toBeLessThan(shipped.answer('how do you say thank you').confidence);
  });

  it('reads real words as a real sentence, never as a misspelt phrase one word away', () => {
    // "I have a cold" and "Ndashaka akazi" (I want work) are phrases; these are other sentences.
    const cow = shipped.answer('how do you say i have a cow');
    expect(cow.response).not.toMatch(/Did you mean/);
    expect(cow.word).toBe('Mfite inka');
    const water = shipped.answer('what does ndashaka amazi mean');
    expect(water.response).not.toMatch(/Did you mean/);
    expect(water.response).toMatch(/want (?:some )?water/i);
  });

  it.each([
    ['how do I answer mwaramutse', 'Mwaramutse'],
    ['how do i reply to amakuru', 'Ni meza'],
    ['what do I say back to murakoze', 'Nta cyo'],
    ['what is the usual reply to umeze ute', 'Meze neza'],
    ['how do I respond to how are you', 'Ni meza'],
  ])('answers "%s" with the reply to play (%s)', (question, reply) => {
    const answer = shipped.answer(question);
    expect(answer.word).toBe(reply);
    expect(answer.response).toContain(`the usual reply is "${reply}"`);
  });

  it('says what a word means when asked how to answer something with no usual reply', () => {
    expect(shipped.answer('how do I answer inka').response).toMatch(/"inka" means "cow"/);
  });

  it('finds a phrase written with a contraction however it is typed', () => {
    const word = shipped.answer("let's go").word;
    expect(word).not.toBe('');
    expect(shipped.answer('lets go').word).toBe(word);
    expect(shipped.answer('how do you say let us go').word).toBe(word);
  });
});

describe('a topic narrowed by the question', () => {
  const shipped = createTutor();
  const listed = (question: string) =>
    shipped
      .answer(question)
      .response.split('\n')
      .filter((line) => line.includes(' — '))
      .map((line) => line.split(' — ')[1]!);

  it('lists the weekdays for the days of the week, and the months for the months', () => {
    const days = listed('teach me the days of the week');
    expect(days.slice(0, 7)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(days).not.toContain('January');
    expect(listed('teach me the months').slice(0, 3)).toEqual(['January', 'February', 'March']);
  });

  it('answers "how do you say" a set of words with its list, and a sentence with a word of it as a sentence', () => {
    expect(listed('how do you say the months of the year').slice(0, 3)).toEqual([
      'January',
      'February',
      'March',
    ]);
    expect(listed('how do you say the days of the week')[0]).toBe('Monday');
    expect(shipped.answer('how do you say I have two days off').type).toBe('phrase');
    expect(shipped.answer('how do you say days').type).toBe('vocabulary');
  });

  it('keeps the whole topic when the question does not narrow it', () => {
    expect(shipped.answer('animal words').response).toMatch(/^Animals \(\d+ words\)/);
  });
});

describe('comparisons', () => {
  const shipped = createTutor();
  it.each([
    'what is the difference between mwaramutse and mwiriwe',
    'mwaramutse vs mwiriwe',
    'when do i use mwaramutse or mwiriwe',
    'how is good morning different from good evening',
  ])('"%s" shows both, side by side, each with when it is used', (question) => {
    const answer = shipped.answer(question);
    expect(['phrase', 'vocabulary']).toContain(answer.type);
    const lines = answer.response.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(2);
    expect(lines[0]!.toLowerCase()).toContain('mwaramutse');
    expect(lines[1]!.toLowerCase()).toContain('mwiriwe');
    expect(answer.response).toMatch(/midday/);
  });

  it('says when two names are one word, and leaves unknown sides to other readings', () => {
    expect(shipped.answer('is inka the same as cow').response).toMatch(/are the same/);
    expect(shipped.answer('difference between xyzzy and plugh').response).not.toMatch(/side by side/);
  });
});

describe('sentences with a name', () => {
  const shipped = createTutor();
  it('keeps the name as the learner typed it', () => {
    const sentence = shipped.translate('My name is John', 'en-rw').translated_text;
    expect(sentence).toMatch(/ John$/);
    expect(shipped.answer('how do I say my name is John').response).toContain(`"${sentence}"`);
  });
});

describe('natural phrasing around a question', () => {
  const shipped = createTutor();

  it.each([
    ['lol how do you say dog', 'imbwa'],
    ['Hey there, how do you say thank you?', 'murakoze'],
    ['hi! what is the word for water please?', 'amazi'],
    ['how do you say dog lol', 'imbwa'],
    ['teach me how to count', 'icumi'],
  ])('%s → %s', (question, expected) => {
    const answer = shipped.answer(question);
    expect(answer.type).not.toBe('fallback');
    expect(`${answer.response} ${answer.word}`.toLowerCase()).toContain(expected);
  });

  it('answers something to do with the phrases of its situation, greeting or not', () => {
    for (const question of ['How do I introduce myself?', 'I want to introduce myself']) {
      expect(shipped.answer(question).response).toMatch(/^Introductions/);
      expect(shipped.answer(question).response).toContain('Nitwa');
    }
    const greet = shipped.answer('Hello! How do I greet someone in Kinyarwanda?');
    expect(greet.response).toMatch(/^Greetings by time of day/);
    expect(greet.response).toContain('Muraho');
  });

  it('keeps "please" and "thank you" when they are what is asked', () => {
    expect(shipped.answer('how do you say thank you').word.toLowerCase()).toBe('murakoze');
    expect(shipped.answer('how do you say please').type).not.toBe('fallback');
  });
});
