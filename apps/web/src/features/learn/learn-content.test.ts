import { describe, expect, it } from 'vitest';
import { nextLessonId, plural, retentionText, unitsCompleted, unitTitle } from './learn-content.ts';

describe('unitTitle', () => {
  it('names the paired categories with "and", and reads the others as words', () => {
    expect(unitTitle('food-drink')).toBe('Food and drink');
    expect(unitTitle('question-words')).toBe('Question words');
    expect(unitTitle('greetings')).toBe('Greetings');
    expect(unitTitle('family_members')).toBe('Family members');
  });
  it('takes the category as data: a name like a built-in is just a name', () => {
    expect(unitTitle('constructor')).toBe('Constructor');
    expect(unitTitle('__proto__')).toBe('Proto');
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
    category: 'greetings',
    difficulty: 'beginner' as const,
    lessons: lessons.map((done, l) => ({ id: `u${u}-l${l}`, items: 6, completed: done })),
  })),
  lessons_completed: completed.flat().filter(Boolean).length,
  words_learned: 0,
  due: 0,
  retention,
  reviews: retention === null ? 0 : 10,
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
