// "How do you say X": words, phrases, verb forms, phrases composed word by word, names kept as typed.
import { describe, expect, it } from 'vitest';
import { createTutor } from '../../src/index.ts';
import { ask, tutor } from './ask.ts';

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

describe('sentences with a name', () => {
  const shipped = createTutor();
  it('keeps the name as the learner typed it', () => {
    const sentence = shipped.translate('My name is John', 'en-rw').translated_text;
    expect(sentence).toMatch(/ John$/);
    expect(shipped.answer('how do I say my name is John').response).toContain(`"${sentence}"`);
  });
});
