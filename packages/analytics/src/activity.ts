import {
  ANALYTICS_TEXT_LIMIT,
  DEFAULT_CHAT_CONFIDENCE,
  MAX_QUIZ_SCORE,
  PRONUNCIATION_RESPONSE_TYPE,
} from './constants.ts';
import { localDate } from './dates.ts';
import type { ActivityDetails, ActivityEvent, ActivityRecord, QuizResultRecord } from './types.ts';

export interface WhenOptions {
  /** When it happened; default now. */
  now?: Date;
  /** The learner's IANA time zone; default this runtime's (the browser's). See dates.ts. */
  timeZone?: string;
}

/** Cuts a text to the analytics limit (100 characters; code points, so an emoji is never split). */
export function cutText(text: string, limit = ANALYTICS_TEXT_LIMIT): string {
  const chars = Array.from(text);
  return chars.length <= limit ? text : chars.slice(0, limit).join('');
}

/** Drops undefined, null, NaN and blank-string values: the stored details keep only what is known. */
export function removeEmpty<T extends object>(details: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const [key, value] of Object.entries(details) as [keyof T, unknown][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    kept[key] = value as T[keyof T];
  }
  return kept;
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** A quiz percentage as the stats count it: a whole number from 0 to 100. */
export function quizScoreOf(percentage: number): number {
  if (!Number.isFinite(percentage)) return 0;
  return Math.min(MAX_QUIZ_SCORE, Math.max(0, Math.round(percentage)));
}

function detailsOf(event: ActivityEvent): ActivityDetails {
  switch (event.type) {
    case 'chat':
      return {
        question: cutText(event.question.trim()),
        response_type: event.response.type ?? undefined,
        category: event.response.category ?? undefined,
        confidence: event.response.confidence ?? DEFAULT_CHAT_CONFIDENCE,
        word: event.response.word ?? undefined,
      };
    case 'translation':
      return {
        original_text: cutText(event.originalText.trim()),
        translated_text: cutText(event.translatedText.trim()),
        direction: event.direction,
        word_count: countWords(event.originalText),
      };
    case 'quiz':
      return {
        score: event.score,
        percentage: event.percentage,
        category: event.category ?? undefined,
        difficulty: event.difficulty ?? undefined,
        time_taken: event.timeTaken ?? undefined,
      };
    case 'review':
      return { word: cutText(event.word.trim()), direction: event.direction, grade: event.grade };
    case 'lesson':
      return { lesson: cutText(event.lesson.trim()), correct: event.correct, exercises: event.exercises };
    case 'pronunciation':
      return { word: cutText(event.word.trim()) };
  }
}

/**
 * The activity record for an event (docs/product.md §3): a pronunciation answer to a chat counts as
 * pronunciation.
 */
export function buildActivity(
  userEmail: string,
  event: ActivityEvent,
  when: WhenOptions = {},
): ActivityRecord {
  const now = when.now ?? new Date();
  const type =
    event.type === 'chat' && event.response.type === PRONUNCIATION_RESPONSE_TYPE
      ? 'pronunciation'
      : event.type;
  return {
    userEmail,
    type,
    details: removeEmpty(detailsOf(event)),
    timestamp: now,
    date: localDate(now, when.timeZone),
  };
}

export interface QuizResultInput {
  score: number;
  percentage: number;
  totalQuestions: number;
  category: string;
  difficulty: string;
}

export function buildQuizResult(
  userEmail: string,
  result: QuizResultInput,
  when: WhenOptions = {},
): QuizResultRecord {
  const now = when.now ?? new Date();
  return {
    userEmail,
    score: result.score,
    percentage: result.percentage,
    totalQuestions: result.totalQuestions,
    category: result.category,
    difficulty: result.difficulty,
    timestamp: now,
    date: localDate(now, when.timeZone),
  };
}
