import type { GeneratedQuiz, QuizSubmitResponse } from '@vuga/api-client';
import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  categoryLabel,
  clampSettings,
  defaultQuizSettings,
  initialQuizState,
  type QuizAction,
  type QuizState,
  quizDurationSeconds,
  quizReducer,
  quizStateWithCategory,
  secondsTaken,
  withAnswer,
  withMixedFirst,
} from './quiz-state.ts';

const quiz: GeneratedQuiz = {
  quiz_id: '7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b',
  expires_at: '2026-11-26T12:00:00.000Z',
  category: 'numbers',
  difficulty: 'beginner',
  total_questions: 3,
  questions: ['a', 'b', 'c'].map((id) => ({
    id,
    question: `Question ${id}?`,
    options: ['w', 'x', 'y', 'z'],
    kind: 'meaning',
  })),
};
const result = { score: 1, percentage: 33 } as QuizSubmitResponse;
const run = (actions: QuizAction[], from: QuizState = initialQuizState) => actions.reduce(quizReducer, from);
const taking = (state: QuizState) => {
  if (state.stage !== 'taking') throw new Error(`expected taking, got ${state.stage}`);
  return state;
};

describe('quiz stages (docs/product.md §4)', () => {
  it('starts with the defaults of docs/product.md §5: 10 questions, mixed category and difficulty', () => {
    expect(initialQuizState).toEqual({ stage: 'setup', settings: defaultQuizSettings, attempt: 0 });
    expect(defaultQuizSettings).toEqual({ numQuestions: 10, category: 'mixed', difficulty: 'mixed' });
  });

  it('fills the answers with -1 when the quiz starts, on the first question', () => {
    const state = taking(run([{ type: 'start', quiz, now: 1000 }]));
    expect(state).toMatchObject({ answers: [-1, -1, -1], current: 0, startedAt: 1000, attempt: 1 });
  });

  it('goes on only after an answer, never before the first or past the last question', () => {
    let state = taking(run([{ type: 'start', quiz, now: 0 }]));
    expect(canGoNext(state)).toBe(false);
    expect(taking(quizReducer(state, { type: 'next' })).current).toBe(0);
    expect(taking(quizReducer(state, { type: 'previous' })).current).toBe(0);
    state = taking(run([{ type: 'answer', option: 2 }, { type: 'next' }], state));
    expect(state.current).toBe(1);
    state = taking(
      run([{ type: 'answer', option: 0 }, { type: 'next' }, { type: 'answer', option: 3 }], state),
    );
    expect(state.current).toBe(2);
    expect(canGoNext(state)).toBe(false);
    expect(taking(quizReducer(state, { type: 'next' })).current).toBe(2);
    expect(state.answers).toEqual([2, 0, 3]);
    expect(taking(quizReducer(state, { type: 'previous' })).current).toBe(1);
  });

  it('keeps the answers and settings in the results; Retake is a fresh attempt; New Quiz goes back to setup', () => {
    const started = run([
      { type: 'configure', changes: { numQuestions: 3, category: 'numbers' } },
      { type: 'start', quiz, now: 0 },
      { type: 'answer', option: 1 },
    ]);
    const done = quizReducer(started, { type: 'finish', result, timeTaken: 42 });
    expect(done).toMatchObject({ stage: 'results', answers: [1, -1, -1], result, timeTaken: 42 });
    const retake = taking(quizReducer(done, { type: 'start', quiz, now: 5 }));
    expect(retake).toMatchObject({ answers: [-1, -1, -1], current: 0, startedAt: 5, attempt: 2 });
    expect(retake.settings).toMatchObject({ numQuestions: 5, category: 'numbers' });
    expect(quizReducer(done, { type: 'newQuiz' })).toEqual({
      stage: 'setup',
      settings: defaultQuizSettings,
      attempt: 1,
    });
  });

  it('remembers that the time ran out, so the results can say why the quiz ended', () => {
    const started = run([{ type: 'start', quiz, now: 0 }]);
    const ended = quizReducer(started, { type: 'finish', result, timeTaken: 60, expired: true });
    expect(ended).toMatchObject({ stage: 'results', expired: true, timeTaken: 60 });
    expect(quizReducer(started, { type: 'finish', result, timeTaken: 42 })).not.toHaveProperty('expired');
  });

  it('ignores actions that do not belong to the stage', () => {
    expect(quizReducer(initialQuizState, { type: 'answer', option: 1 })).toBe(initialQuizState);
    expect(quizReducer(initialQuizState, { type: 'finish', result, timeTaken: 1 })).toBe(initialQuizState);
    const state = run([{ type: 'start', quiz, now: 0 }]);
    expect(quizReducer(state, { type: 'configure', changes: { numQuestions: 20 } })).toBe(state);
    expect(quizReducer(state, { type: 'start', quiz, now: 9 })).toBe(state);
  });
});

describe('quiz settings and helpers', () => {
  it('keeps the question count within 5–25, rounded; a count that is not a number falls back to 10', () => {
    const count = (numQuestions: number) =>
      clampSettings({ ...defaultQuizSettings, numQuestions }).numQuestions;
    expect([count(1), count(5), count(12.4), count(25), count(99), count(Number.NaN)]).toEqual([
      5, 5, 12, 25, 25, 10,
    ]);
  });

  it('records an answer only for a real question and option', () => {
    expect(withAnswer([-1, -1], 1, 3)).toEqual([-1, 3]);
    expect(withAnswer([-1, -1], 2, 3)).toEqual([-1, -1]);
    expect(withAnswer([-1, -1], 0, -1)).toEqual([-1, -1]);
    expect(withAnswer([-1, -1], 0, 1.5)).toEqual([-1, -1]);
  });

  it('gives 60 s a question and counts the time taken in whole seconds, never past the quiz time', () => {
    expect(quizDurationSeconds(10)).toBe(600);
    expect(secondsTaken(1000, 43_400, 600)).toBe(42);
    expect(secondsTaken(0, 700_000, 600)).toBe(600);
    expect(secondsTaken(5000, 1000, 600)).toBe(0);
  });

  it("puts 'mixed' first, once, before the server's categories", () => {
    expect(withMixedFirst(['animals', 'mixed', 'numbers', 'animals'])).toEqual([
      'mixed',
      'animals',
      'numbers',
    ]);
    expect(withMixedFirst([])).toEqual(['mixed']);
  });

  it('names categories for people', () => {
    expect(categoryLabel('mixed')).toBe('Mixed (all categories)');
    expect(categoryLabel('food-drink')).toBe('Food and drink');
    expect(categoryLabel('question_words')).toBe('Question words');
  });
});

describe('quizStateWithCategory', () => {
  it('starts the setup with the category a link chose, or the default without one', () => {
    expect(quizStateWithCategory('numbers')).toEqual({
      ...initialQuizState,
      settings: { ...defaultQuizSettings, category: 'numbers' },
    });
    expect(quizStateWithCategory(null)).toBe(initialQuizState);
    expect(quizStateWithCategory('')).toBe(initialQuizState);
  });
});
