import { describe, expect, it } from 'vitest';
import {
  lessonStates,
  nextLessonId,
  plural,
  retentionHint,
  retentionText,
  unitHeading,
  unitsCompleted,
} from './learn-content.ts';

describe('unitHeading', () => {
  it('numbers the unit before its title', () => {
    expect(unitHeading(3, 'Introductions')).toBe('Unit 3 · Introductions');
  });
});

describe('plural', () => {
  it('counts one and many', () => {
    expect(plural(1, 'card')).toBe('1 card');
    expect(plural(3, 'card')).toBe('3 cards');
    expect(plural(2, 'more card is', 'more cards are')).toBe('2 more cards are');
  });
});

const path = (completed: boolean[][], retention: number | null = null) => ({
  units: completed.map((lessons, u) => ({
    id: `u${u}`,
    title: 'Greetings',
    goal: 'Greet someone',
    lessons: lessons.map((done, l) => ({ id: `u${u}-l${l}`, items: 6, completed: done })),
  })),
  lessons_completed: completed.flat().filter(Boolean).length,
  words_learned: 0,
  due: 0,
  retention,
  reviews: retention === null ? 0 : 10,
  retention_basis: 'learned' as const,
});

describe('the path figures', () => {
  it('continues at the first lesson not completed, in path order', () => {
    expect(nextLessonId(path([[true, false], [false]]))).toBe('u0-l1');
    expect(nextLessonId(path([[true], [true, false]]))).toBe('u1-l1');
    expect(nextLessonId(path([[true], [true]]))).toBeUndefined();
  });
  it('counts a unit completed only when all its lessons are', () => {
    expect(
      unitsCompleted(
        path([
          [true, true],
          [true, false],
        ]),
      ),
    ).toBe(1);
  });
  it('shows retention as a whole percentage, or a dash before any review', () => {
    expect(retentionText(path([[false]], 0.916))).toBe('92%');
    expect(retentionText(path([[false]], null))).toBe('—');
  });
});

describe('lessonStates: the path’s nodes', () => {
  it('marks completed lessons done, the first other one next, and the rest locked', () => {
    const states = lessonStates(path([[true, false, false], [false]]));
    expect([...states]).toEqual([
      ['u0-l0', 'done'],
      ['u0-l1', 'next'],
      ['u0-l2', 'locked'],
      ['u1-l0', 'locked'],
    ]);
  });
  it('has exactly one next lesson, wherever the completed ones are (a placement skips units)', () => {
    const states = lessonStates(path([[true, true], [true], [false, false]]));
    expect([...states.values()].filter((state) => state === 'next')).toHaveLength(1);
    expect(states.get('u2-l0')).toBe('next');
  });
  it('has no next lesson once the course is done', () => {
    expect([...lessonStates(path([[true], [true]])).values()]).toEqual(['done', 'done']);
  });
});

describe('retentionHint', () => {
  it('says what retention is judged on', () => {
    expect(retentionHint(path([[false]], null))).toBe('After your first reviews');
    expect(retentionHint(path([[false]], 0.9))).toBe('Of 10 reviews of learned words');
    expect(retentionHint({ ...path([[false]], 0.8), retention_basis: 'all', reviews: 29 })).toBe(
      'Of your first 29 answers in Review',
    );
  });
});
