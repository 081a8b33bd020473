// The learner's day: the XP of what they did, weak quiz topics, the next lesson on the path, and the next
// steps chosen from their own state.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAILY_GOAL,
  isDailyGoal,
  nextLessonOf,
  nextSteps,
  weakCategories,
  XP_RULES,
  xpOf,
} from '../src/today.ts';

describe('xpOf', () => {
  it('gives XP for lessons, graded cards and right quiz answers', () => {
    expect(xpOf({ lessons: 2, reviews: 7, quizCorrect: [3, 4] })).toEqual({
      total: 2 * XP_RULES.lesson + 7 * XP_RULES.review + 7 * XP_RULES.quizAnswer,
      lessons: 20,
      reviews: 7,
      quizzes: 14,
    });
  });

  it('is nothing before anything is done, and never negative', () => {
    expect(xpOf({ lessons: 0, reviews: 0, quizCorrect: [] }).total).toBe(0);
    expect(xpOf({ lessons: -1, reviews: -3, quizCorrect: [-2] }).total).toBe(0);
  });
});

describe('the daily goal', () => {
  it('is one of the offered goals, 20 XP until the learner chooses', () => {
    expect(isDailyGoal(DEFAULT_DAILY_GOAL)).toBe(true);
    expect([10, 20, 30, 50].every(isDailyGoal)).toBe(true);
    expect(isDailyGoal(25)).toBe(false);
    expect(isDailyGoal(0)).toBe(false);
  });
});

describe('weakCategories', () => {
  it('lists topics averaging under 70%, weakest first, leaving mixed quizzes out', () => {
    const results = [
      { category: 'animals', percentage: 40 },
      { category: 'animals', percentage: 80 },
      { category: 'numbers', percentage: 50 },
      { category: 'greetings', percentage: 90 },
      { category: 'mixed', percentage: 10 },
      { category: 'colors', percentage: 70 },
    ];
    expect(weakCategories(results)).toEqual(['numbers', 'animals']);
    expect(weakCategories([])).toEqual([]);
  });
});

const units = (completed: boolean[][]) =>
  completed.map((lessons, u) => ({
    title: `Unit ${u + 1}`,
    lessons: lessons.map((done, l) => ({ id: `u${u + 1}-l${l + 1}`, completed: done })),
  }));

describe('nextLessonOf', () => {
  it('starts unit 1 for a new learner', () => {
    expect(nextLessonOf(units([[false, false], [false]]))).toEqual({
      lessonId: 'u1-l1',
      unitNumber: 1,
      unitTitle: 'Unit 1',
      lessonNumber: 1,
      first: true,
    });
  });

  it('continues with the first lesson not completed, across units', () => {
    expect(
      nextLessonOf(
        units([
          [true, true],
          [true, false],
        ]),
      ),
    ).toMatchObject({
      lessonId: 'u2-l2',
      unitNumber: 2,
      lessonNumber: 2,
      first: false,
    });
  });

  it('is null once the course is done', () => {
    expect(nextLessonOf(units([[true], [true]]))).toBeNull();
  });
});

describe('nextSteps', () => {
  const start = nextLessonOf(units([[false]]));
  const lesson3 = nextLessonOf(units([[true, true, false]]));

  it('leads a new learner to unit 1, not to chat, translate or a quiz', () => {
    expect(nextSteps({ due: 0, nextLesson: start, weak: [], quizAttempts: 0 })).toEqual([
      { kind: 'lesson', ...start },
    ]);
  });

  it('puts due reviews first, then the next lesson, then the weakest topic', () => {
    expect(
      nextSteps({ due: 12, nextLesson: lesson3, weak: ['numbers', 'animals'], quizAttempts: 4 }),
    ).toEqual([
      { kind: 'review', due: 12 },
      { kind: 'lesson', ...lesson3 },
      { kind: 'quiz', category: 'numbers' },
    ]);
  });

  it('offers a first quiz once there is something to test', () => {
    expect(nextSteps({ due: 0, nextLesson: lesson3, weak: [], quizAttempts: 0 })).toEqual([
      { kind: 'lesson', ...lesson3 },
      { kind: 'first-quiz' },
    ]);
  });

  it('suggests chat only when nothing else waits', () => {
    expect(nextSteps({ due: 0, nextLesson: null, weak: [], quizAttempts: 3 })).toEqual([{ kind: 'chat' }]);
  });
});
