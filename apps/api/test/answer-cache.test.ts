import { createTutor, type Tutor, type TutorAnswer } from '@vuga/tutor';
import { describe, expect, it } from 'vitest';
import { cachingTutor } from '../src/answer-cache.ts';
import { realTutor } from './support.ts';

const reply = (response: string): TutorAnswer => ({
  response,
  type: 'vocabulary',
  category: 'test',
  difficulty: 'beginner',
  confidence: 1,
  word: '',
  enhanced_pronunciation: '',
  suggestions: ['next?'],
});

/** An engine that counts its work; questions starting "clock"/"chance" read the clock or the random source. */
function countingEngine() {
  const calls: string[] = [];
  const build = ({ now, random }: { now: () => Date; random: () => number }): Tutor => ({
    ...realTutor(),
    answer: (question) => {
      calls.push(question);
      if (question.startsWith('clock')) return reply(`${question} at ${now().getTime() > 0}`);
      if (question.startsWith('chance')) return reply(`${question} ${random() < 2}`);
      return reply(`answer to ${question}`);
    },
  });
  return { calls, build };
}

describe('the answer cache', () => {
  it('answers a repeated question from memory, the same as the engine did', () => {
    const { calls, build } = countingEngine();
    const tutor = cachingTutor({ size: 10, build });
    const first = tutor.answer('How do I say hello?');
    const second = tutor.answer('How do I say hello?');
    expect(second).toEqual(first);
    expect(calls).toEqual(['How do I say hello?']);
  });

  it('never keeps an answer that read the clock or the random source', () => {
    const { calls, build } = countingEngine();
    const tutor = cachingTutor({ size: 10, build });
    for (let i = 0; i < 2; i++) {
      tutor.answer('clock: good morning');
      tutor.answer('chance: quiz me');
    }
    expect(calls).toEqual([
      'clock: good morning',
      'chance: quiz me',
      'clock: good morning',
      'chance: quiz me',
    ]);
  });

  it('drops the least recently used answer when full, and does nothing at size 0', () => {
    const { calls, build } = countingEngine();
    const tutor = cachingTutor({ size: 2, build });
    for (const question of ['a', 'b', 'a', 'c', 'a', 'b']) tutor.answer(question);
    // 'b' was the least recently used when 'c' came in; 'a' stayed.
    expect(calls).toEqual(['a', 'b', 'c', 'b']);

    const off = countingEngine();
    const uncached = cachingTutor({ size: 0, build: off.build });
    uncached.answer('a');
    uncached.answer('a');
    expect(off.calls).toEqual(['a', 'a']);
  });

  it('hands out copies, so a caller changing an answer changes no one else’s', () => {
    const tutor = cachingTutor({ size: 10, build: countingEngine().build });
    tutor.answer('x').suggestions.push('changed');
    const again = tutor.answer('x');
    again.suggestions.push('changed');
    expect(tutor.answer('x').suggestions).toEqual(['next?']);
  });

  it('with the real engine, keeps word answers but not greetings by time of day or sample quizzes', () => {
    const calls: string[] = [];
    const tutor = cachingTutor({
      size: 10,
      build: (sources) => {
        const engine = createTutor(undefined, sources);
        return {
          ...engine,
          answer: (question) => {
            calls.push(question);
            return engine.answer(question);
          },
        };
      },
    });
    const questions = ['How do I say water?', 'Good morning', 'Quiz me on animals'];
    const first = questions.map((question) => tutor.answer(question));
    const second = questions.map((question) => tutor.answer(question));
    expect(second[0]).toEqual(first[0]);
    expect(first.map((answer) => answer.type)).toEqual(['vocabulary', 'conversation', 'quiz']);
    expect(calls).toEqual([...questions, 'Good morning', 'Quiz me on animals']);
  });
});
