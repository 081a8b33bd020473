// The quiz's three stages (docs/product.md §4) as a reducer over plain data, so every transition can be
// tested without rendering: setup → taking (answers filled with -1, timer starts) → results; Retake starts a
// new quiz with the same settings; New Quiz returns to setup with everything reset.
import type { GeneratedQuiz, QuizSubmitResponse } from '@vuga/api-client';
import { categoryName } from '../../lib/category-name.ts';
import {
  estimatedMinutesPerQuestion,
  mixedCategory,
  type QuizDifficulty,
  quizLimits,
  quizWords,
  secondsPerQuestion,
} from './quiz-content.ts';

export interface QuizSettings {
  numQuestions: number;
  category: string;
  difficulty: QuizDifficulty;
}

export const defaultQuizSettings: QuizSettings = {
  numQuestions: quizLimits.defaultQuestions,
  category: mixedCategory,
  difficulty: 'mixed',
};

interface Attempt {
  settings: QuizSettings;
  quiz: GeneratedQuiz;
  /** The chosen option per question; -1 while unanswered. */
  answers: number[];
  /** Counts quizzes taken in this visit, so the timer restarts on Retake. */
  attempt: number;
}

export type QuizState =
  | { stage: 'setup'; settings: QuizSettings; attempt: number }
  | (Attempt & { stage: 'taking'; current: number; startedAt: number })
  | (Attempt & { stage: 'results'; result: QuizSubmitResponse; timeTaken: number; expired?: boolean });

export type QuizAction =
  | { type: 'configure'; changes: Partial<QuizSettings> }
  | { type: 'start'; quiz: GeneratedQuiz; now: number }
  | { type: 'answer'; option: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'finish'; result: QuizSubmitResponse; timeTaken: number; expired?: boolean }
  | { type: 'newQuiz' };

export const initialQuizState: QuizState = { stage: 'setup', settings: defaultQuizSettings, attempt: 0 };

/** The setup with a category a link chose (any text: the setup falls back to mixed if it is not offered). */
export const quizStateWithCategory = (category: string | null): QuizState =>
  category ? { ...initialQuizState, settings: { ...defaultQuizSettings, category } } : initialQuizState;

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'configure':
      if (state.stage !== 'setup') return state;
      return { ...state, settings: clampSettings({ ...state.settings, ...action.changes }) };
    case 'start':
      // From the setup, or from the results for a Retake: a fresh answer sheet and clock.
      if (state.stage === 'taking') return state;
      return {
        stage: 'taking',
        settings: state.settings,
        quiz: action.quiz,
        answers: blankAnswers(action.quiz.questions.length),
        current: 0,
        startedAt: action.now,
        attempt: state.attempt + 1,
      };
    case 'answer':
      if (state.stage !== 'taking') return state;
      return { ...state, answers: withAnswer(state.answers, state.current, action.option) };
    case 'next':
      if (state.stage !== 'taking' || !canGoNext(state)) return state;
      return { ...state, current: state.current + 1 };
    case 'previous':
      if (state.stage !== 'taking' || state.current === 0) return state;
      return { ...state, current: state.current - 1 };
    case 'finish': {
      if (state.stage !== 'taking') return state;
      const { current: _current, startedAt: _startedAt, ...attempt } = state;
      return {
        ...attempt,
        stage: 'results',
        result: action.result,
        timeTaken: action.timeTaken,
        ...(action.expired && { expired: true }),
      };
    }
    case 'newQuiz':
      // docs/product.md §4: New Quiz resets everything — the last quiz and the settings (Retake is the way to
      // keep them).
      return { stage: 'setup', settings: defaultQuizSettings, attempt: state.attempt };
  }
}

/** Question count within 5–25; anything else falls back to the default. */
export function clampSettings(settings: QuizSettings): QuizSettings {
  const n = Math.round(settings.numQuestions);
  const numQuestions = Number.isFinite(n)
    ? Math.min(quizLimits.maxQuestions, Math.max(quizLimits.minQuestions, n))
    : quizLimits.defaultQuestions;
  return { ...settings, numQuestions };
}

export const blankAnswers = (count: number): number[] => Array.from({ length: count }, () => -1);

/** A copy of `answers` with question `index` answered by `option`; out-of-range indexes change nothing. */
export function withAnswer(answers: readonly number[], index: number, option: number): number[] {
  if (index < 0 || index >= answers.length || !Number.isInteger(option) || option < 0) return [...answers];
  return answers.map((answer, i) => (i === index ? option : answer));
}

export const isAnswered = (answers: readonly number[], index: number): boolean => (answers[index] ?? -1) >= 0;

export const answeredCount = (answers: readonly number[]): number =>
  answers.filter((answer) => answer >= 0).length;

type Taking = Extract<QuizState, { stage: 'taking' }>;

export const isLastQuestion = (state: Taking): boolean => state.current >= state.quiz.questions.length - 1;

/** Next needs a selected option and a question after this one. */
export const canGoNext = (state: Taking): boolean =>
  isAnswered(state.answers, state.current) && !isLastQuestion(state);

export const estimatedMinutes = (questions: number): number => questions * estimatedMinutesPerQuestion;

export const quizDurationSeconds = (questions: number): number => questions * secondsPerQuestion;

/** Whole seconds from the start to `now`, never more than the quiz's time (the clock stops at zero). */
export function secondsTaken(startedAt: number, now: number, durationSeconds: number): number {
  const seconds = Math.round((now - startedAt) / 1000);
  return Math.min(durationSeconds, Math.max(0, seconds));
}

/** The categories to offer: 'mixed' first (docs/product.md §7), then the server's, each once. */
export function withMixedFirst(categories: readonly string[]): string[] {
  return [mixedCategory, ...new Set(categories.filter((category) => category !== mixedCategory))];
}

/** 'food-drink' → 'Food and drink'; 'mixed' → 'Mixed (all categories)'. */
export function categoryLabel(category: string): string {
  return category === mixedCategory ? quizWords.mixed : categoryName(category);
}
