import { describe, expect, it } from 'vitest';
import { nextLessonId, plural, retentionText, unitHeading, unitsCompleted } from './learn-content.ts';

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
