import { describe, expect, it } from 'vitest';
import { bandOf, calibration } from '../src/eval/calibration.ts';
import { isCorrect, loadDevSet } from '../src/eval/devset.ts';
import { chrF, closestReference, medianPerInput, percentile } from '../src/eval/metrics.ts';
import type { TutorAnswer } from '../src/index.ts';

describe('chrF', () => {
  it('is 100 for identical text and 0 for text with no character in common', () => {
    expect(chrF([{ hypothesis: 'murakoze cyane', reference: 'murakoze cyane' }])).toBeCloseTo(100);
    expect(chrF([{ hypothesis: 'xyz', reference: 'abc' }])).toBe(0);
  });

  it('ignores whitespace and rewards partial overlap, recall more than precision', () => {
    expect(chrF([{ hypothesis: 'murakozecyane', reference: 'murakoze cyane' }])).toBeCloseTo(100);
    const partial = chrF([{ hypothesis: 'murakoze', reference: 'murakoze cyane' }]);
    expect(partial).toBeGreaterThan(30);
    expect(partial).toBeLessThan(80);
    const tooLong = chrF([{ hypothesis: 'murakoze cyane cyane cyane', reference: 'murakoze cyane' }]);
    expect(tooLong).toBeGreaterThan(partial);
  });

  it('picks the closest of several references', () => {
    expect(closestReference('amakuru yawe', ['amakuru', 'amakuru yawe', 'bite'])).toBe('amakuru yawe');
  });
});

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([3, 1, 2], 100)).toBe(3);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('medianPerInput', () => {
  it("takes each input's median over the rounds, so one slow round does not count", () => {
    // Three rounds over two inputs: input 0 took 1, 9, 1 ms; input 1 took 2, 2, 3 ms.
    expect(medianPerInput([1, 2, 9, 2, 1, 3], 2)).toEqual([1, 2]);
  });
});

describe('the calibration report', () => {
  it('puts each confidence in the band the app shows it in, and lists sure outputs that are wrong', () => {
    expect([0.95, 0.8, 0.79, 0.5, 0.49, 0].map(bandOf)).toEqual([
      'sure',
      'sure',
      'check',
      'check',
      'guess',
      'guess',
    ]);
    const report = calibration([
      { label: 'a', confidence: 0.95, right: true },
      { label: 'b', confidence: 0.9, right: false },
      { label: 'c', confidence: 0.6, right: true },
      { label: 'd', confidence: 0.2, right: false },
    ]);
    expect(report.bands).toEqual([
      { band: 'sure', count: 2, right: 1, wrong: 1 },
      { band: 'check', count: 1, right: 1, wrong: 0 },
      { band: 'guess', count: 1, right: 0, wrong: 1 },
    ]);
    expect(report.sureWrong).toEqual(['b [0.9]']);
  });
});

describe('the development set', () => {
  it('holds at least 150 questions and 100 translation pairs covering both directions', () => {
    const { questions, translations } = loadDevSet();
    expect(questions.length).toBeGreaterThanOrEqual(150);
    expect(translations['en-rw'].length + translations['rw-en'].length).toBeGreaterThanOrEqual(100);
    expect(translations['en-rw'].length).toBeGreaterThanOrEqual(40);
    expect(translations['rw-en'].length).toBeGreaterThanOrEqual(40);
    expect(new Set(questions.map((q) => q.q.toLowerCase())).size).toBe(questions.length);
  });

  it('keeps a held-out set of at least 30 questions apart from the development questions', () => {
    const { questions, heldOut } = loadDevSet();
    expect(heldOut.length).toBeGreaterThanOrEqual(30);
    const dev = new Set(questions.map((q) => q.q.toLowerCase()));
    expect(heldOut.filter((q) => dev.has(q.q.toLowerCase()))).toEqual([]);
  });

  it('keeps held-out translation pairs both ways, apart from the development pairs', () => {
    const { translations, heldOutTranslations } = loadDevSet();
    for (const direction of ['en-rw', 'rw-en'] as const) {
      expect(heldOutTranslations[direction].length).toBeGreaterThanOrEqual(20);
      const dev = new Set(translations[direction].map((pair) => pair.text.toLowerCase()));
      expect(heldOutTranslations[direction].filter((pair) => dev.has(pair.text.toLowerCase()))).toEqual([]);
    }
  });

  it('keeps sentence-form cases in every category of issue 26, each with its source', () => {
    const { sentences } = loadDevSet();
    const categories = new Set(sentences.map((item) => item.category));
    for (const category of ['locative', 'possessive', 'imperative', 'object', 'be', 'plural', 'rw-frame'])
      expect(categories).toContain(category);
    for (const category of ['rw-negation', 'rw-verb', 'rw-number', 'rw-memory', 'chat-phrasing'])
      expect(categories).toContain(category);
    expect(sentences.every((item) => item.source.length > 0)).toBe(true);
  });

  it('judges an answer by its type and the text it must contain, on word boundaries', () => {
    const answer = {
      response: '"cow" in Kinyarwanda is "inka".',
      type: 'vocabulary',
      word: 'inka',
    } as TutorAnswer;
    expect(isCorrect({ q: 'cow', expect: ['inka'] }, answer)).toBe(true);
    expect(isCorrect({ q: 'cow', expect: ['nka'] }, answer)).toBe(false);
    expect(isCorrect({ q: 'cow', expect: ['imbwa', 'inka'] }, answer)).toBe(true);
    expect(isCorrect({ q: 'cow', expect: ['inka'], type: 'phrase' }, answer)).toBe(false);
    expect(isCorrect({ q: '?', type: 'vocabulary' }, answer)).toBe(true);
    const guess: TutorAnswer = {
      ...answer,
      type: 'fallback',
      response: 'The closest thing I know is "inka".',
    };
    expect(isCorrect({ q: 'cow', expect: ['inka'] }, guess)).toBe(false);
    expect(isCorrect({ q: 'asdf', type: 'fallback' }, guess)).toBe(true);
  });
});
