// Property: input is data, never a key. JavaScript built-in names ("constructor", "__proto__", "toString")
// and random Unicode, alone or inside the question frames the tutor reads, never make answer, translate or
// the quiz calls throw anything but a TutorInputError; every answer keeps the contract's shape.

import { seededRandom } from '@vuga/learn/random';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTutor, TutorInputError } from '../src/index.ts';
import { fixtureContent } from './fixture.ts';

const tutor = createTutor(fixtureContent(), { random: seededRandom(3), now: () => new Date(2026, 0, 5, 9) });

/** Every property name an object inherits, plus the ones that reach the prototype itself. */
const builtinNames = [
  ...new Set([
    ...Object.getOwnPropertyNames(Object.prototype),
    ...Object.getOwnPropertyNames(Function.prototype),
    ...Object.getOwnPropertyNames(Array.prototype),
    ...Object.getOwnPropertyNames(String.prototype),
    'prototype',
    '__proto__',
    'constructor',
    'toString',
  ]),
];

/** Question frames the intent reader knows, each with a slot for the word. */
const frames = [
  '%',
  'what is %',
  'what does % mean',
  'how do you say %',
  'how do i say % in kinyarwanda',
  'translate %',
  'plural of %',
  'conjugate %',
  'past tense of %',
  'how do i pronounce %',
  'quiz me on %',
  'words for %',
  'count 3 %',
  'i % the %',
  'my % is %',
  'the % is in %',
  '% % %',
];

const word = fc.oneof(
  fc.constantFrom(...builtinNames),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const question = fc
  .tuple(fc.constantFrom(...frames), word)
  .map(([frame, text]) => frame.replaceAll('%', text))
  .filter((text) => text.trim() !== '');

const answerShape = {
  response: expect.any(String),
  type: expect.any(String),
  confidence: expect.any(Number),
  word: expect.any(String),
  suggestions: expect.any(Array),
};

describe('input is data', () => {
  it('answers every built-in name in every frame', () => {
    for (const name of builtinNames)
      for (const frame of frames) {
        const result = tutor.answer(frame.replaceAll('%', name));
        expect(result).toMatchObject(answerShape);
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(1);
      }
  });

  it('answers any question without throwing', () => {
    fc.assert(
      fc.property(question, (text) => {
        expect(tutor.answer(text)).toMatchObject(answerShape);
      }),
      { seed: 11, numRuns: 400 },
    );
  });

  it('translates any text both ways, or says it has nothing to translate', () => {
    fc.assert(
      fc.property(question, fc.constantFrom('en-rw' as const, 'rw-en' as const), (text, direction) => {
        try {
          const result = tutor.translate(text, direction);
          expect(result.direction).toBe(direction);
          expect(typeof result.translated_text).toBe('string');
        } catch (error) {
          // Text with nothing to translate (only symbols) is the one input error translate reports.
          expect(error).toBeInstanceOf(TutorInputError);
        }
      }),
      { seed: 12, numRuns: 400 },
    );
  });

  it('turns unknown quiz categories and question ids into a TutorInputError', () => {
    fc.assert(
      fc.property(word, (text) => {
        expect(() => tutor.generateQuiz({ category: text, difficulty: 'mixed', count: 5 })).toThrow(
          TutorInputError,
        );
        expect(() => tutor.scoreQuiz({ questionIds: [text], answers: [0] })).toThrow(TutorInputError);
      }),
      { seed: 13, numRuns: 300 },
    );
  });
});
