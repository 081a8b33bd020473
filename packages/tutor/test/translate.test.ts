import { describe, expect, it } from 'vitest';
import { createTutor, TutorInputError } from '../src/index.ts';
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

  it('matches a close spelling of a phrase as fuzzy', () => {
    const result = tutor.translate('murakoze cyanee', 'rw-en');
    expect(result.method).toBe('fuzzy');
    expect(result.translated_text).toBe('Thank you very much');
    expect(result.confidence).toBeLessThan(0.9);
  });

  it('composes word by word with glosses when nothing else fits, and is not sure', () => {
    const result = tutor.translate('the teacher sees the cow', 'en-rw');
    expect(result.method).toBe('word-by-word');
    // Literal: the verb stays in the infinitive; the method and confidence say it is a guess.
    expect(result.translated_text).toBe('umwarimu kubona inka');
    expect(result.confidence).toBeLessThanOrEqual(0.5);
    expect(result.glosses).toContainEqual({ source: 'the cow', target: 'inka' });
    const back = tutor.translate('umwana abantu xylo', 'rw-en');
    expect(back.method).toBe('word-by-word');
    expect(back.glosses).toContainEqual({ source: 'xylo', target: null });
    expect(back.confidence).toBeLessThan(0.4);
  });

  it('keeps English plurals plural and elides "na" before a vowel', () => {
    expect(tutor.translate('the teacher and the children', 'en-rw').translated_text).toBe("umwarimu n'abana");
    expect(tutor.translate('two books', 'en-rw').translated_text).toBe('ibitabo bibiri');
    expect(tutor.translate('the teacher sees 3 cows', 'en-rw').translated_text).toBe(
      'umwarimu kubona inka eshatu',
    );
    const back = tutor.translate("umwarimu n'abana", 'rw-en');
    expect(back.translated_text).toBe('teacher and children');
    expect(back.glosses).toContainEqual({ source: "n'abana", target: 'and children' });
  });

  it('prefers the entry whose only meaning is the word asked for', () => {
    expect(tutor.translate('no', 'en-rw').translated_text).toBe('oya');
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
    expect(tutor.translate('umwarimu arabona inka', 'rw-en').translated_text).toBe('teacher sees cow');
  });

  it('conjugates English pronoun + verb', () => {
    expect(tutor.translate('I am learning', 'en-rw').translated_text.toLowerCase()).toBe('ndiga');
    expect(tutor.translate('we will eat', 'en-rw').translated_text).toBe('tuzarya');
  });

  it('says when it knows none of the words', () => {
    const result = tutor.translate('qwerty zxcv', 'en-rw');
    expect(result).toMatchObject({ method: 'none', confidence: 0, translated_text: '' });
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
