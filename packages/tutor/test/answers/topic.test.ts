// Topics: their lists, spelling variants of their names, a topic narrowed by the question.
import { describe, expect, it } from 'vitest';
import { createTutor } from '../../src/index.ts';
import { ask } from './ask.ts';

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
