// The tutor's public interface: what the API serves. Field names of the results follow the HTTP contract
// (docs/product.md §3), so the API passes them through without renaming.

import type { Block } from './blocks.ts';
import type { Difficulty } from './content/schema.ts';
import type { Content } from './content/types.ts';

export type { Difficulty };
export type Direction = 'en-rw' | 'rw-en';
export type AnswerType =
  | 'vocabulary'
  | 'phrase'
  | 'grammar'
  | 'number'
  | 'pronunciation'
  | 'conjugation'
  | 'conversation'
  | 'topic'
  | 'quiz'
  | 'fallback';

/**
 * What the tutor says to a question, before audio is attached (docs/product.md §3 "Chat response" minus audio
 * fields).
 */
export interface TutorAnswer {
  response: string;
  type: AnswerType;
  category: string;
  difficulty: Difficulty;
  /** 0–1, calibrated: below 0.5 when the tutor is guessing or offering suggestions. */
  confidence: number;
  /** The Kinyarwanda word or phrase the answer is about ('' when none): the text that audio speaks. */
  word: string;
  /** Syllable guide such as "mwa-ra-mu-tse" ('' when no word). */
  enhanced_pronunciation: string;
  /** Follow-up questions the learner might ask next (used for low-confidence answers). */
  suggestions: string[];
  /**
   * "Quiz me": a question from the bank to answer in place, with its answer and why (practice, not scored).
   */
  practice?: PracticeQuestion;
}

/** A quiz question with its answer, for practice where nothing is recorded (the chat's "quiz me"). */
export interface PracticeQuestion extends QuizQuestion {
  /** Index of the right option. */
  answer: number;
  explanation: string;
}

export interface WordGloss {
  source: string;
  target: string | null;
}

export interface TranslationResult {
  translated_text: string;
  direction: Direction;
  /** How it was found, from surest to least sure. */
  method: 'exact' | 'fuzzy' | 'memory' | 'pattern' | 'word-by-word' | 'none';
  confidence: number;
  alternatives: string[];
  glosses: WordGloss[];
  /**
   * How it was made, when that is more than its method: the sentence pattern it follows, or the memory
   * sentence it was taken from with the words that differ from the text (strong). Plain data, no markup.
   */
  explanation?: Block[];
}

export interface QuizQuestion {
  id: string;
  question: string;
  options: string[];
  kind: string;
  /** Text to speak for listening items. */
  audio_text?: string;
}

export interface GeneratedQuiz {
  category: string;
  difficulty: 'mixed' | Difficulty;
  total_questions: number;
  questions: QuizQuestion[];
}

export interface QuizDetail {
  question_id: string;
  question: string;
  options: string[];
  user_answer: number;
  correct_answer: number;
  is_correct: boolean;
  explanation: string;
}

export interface QuizScore {
  score: number;
  percentage: number;
  correct_answers: number;
  total_questions: number;
  feedback: string;
  performance: string;
  detailed_results: QuizDetail[];
}

export interface AvailableSentences {
  total: number;
  categories: Record<string, string[]>;
}

export interface TutorStatus {
  /** True when the lexicon is loaded and the tutor can answer. */
  teachingModel: boolean;
  /** True when native recordings are available. */
  nativeAudio: boolean;
  /** Number of distinct words and phrases with a native recording. */
  nativeWords: number;
  lexiconEntries: number;
}

export interface Tutor {
  readonly content: Content;
  status(): TutorStatus;
  answer(question: string): TutorAnswer;
  translate(text: string, direction: Direction): TranslationResult;
  quizCategories(): string[];
  /** Throws a TutorInputError when the category is unknown or the bank cannot fill `count` questions. */
  generateQuiz(options: { category: string; difficulty: 'mixed' | Difficulty; count: number }): GeneratedQuiz;
  /** Scores by question id against the bank; unknown ids throw a TutorInputError. */
  scoreQuiz(submission: { questionIds: string[]; answers: number[] }): QuizScore;
  availableSentences(): AvailableSentences;
  /** Distinct questions a quiz can draw per content category and difficulty (gaps show as small numbers). */
  quizAvailability(): QuizAvailability[];
  /**
   * Builds the indexes made on first use (the translation memory's) in small steps that leave the event loop
   * free, so a server can start answering at once and its first new sentences stay fast.
   */
  prepare(): Promise<void>;
}

export interface QuizAvailability {
  category: string;
  beginner: number;
  intermediate: number;
  advanced: number;
  /** All difficulties together. */
  mixed: number;
  /** Of the mixed total, how many are authored items (reviewed, or drafts when the bank includes them). */
  authored: number;
}

/** Input the tutor cannot use (an unknown quiz category, an unknown question id): the API answers 400. */
export class TutorInputError extends Error {
  override name = 'TutorInputError';
}
