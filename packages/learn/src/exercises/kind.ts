// What an exercise kind is: one file under exercises/ says how its exercise is made from the lesson's items,
// where in a lesson it goes, which answer field answers it and how the server grades that answer, and what the
// course check holds it to. The registry (exercises/index.ts) lists the kinds; the lesson plan (lessons.ts), the
// course check (course-check.ts) and the API's grading read them from there, so a new kind is a new file here
// plus one registry line (and, for the web app, its view and its title). An exercise that plays a recording
// keeps its key in `audio`, which the server turns into a URL.
import type { AnswerVerdict } from '../answer.ts';
import type { LearnItem } from '../items.ts';

/** What the course check finds wrong with an exercise or a lesson. */
export const violationKinds = [
  'answer-among-wrong-options',
  'typed-form-refused',
  'prompt-repeated',
  'pairs-not-unique',
  'tiles-give-order',
  'decoy-not-taught',
  'lesson-length',
  'lesson-size',
  'taught-twice',
] as const;
export type ViolationKind = (typeof violationKinds)[number];

/**
 * Where a kind's exercises go in a lesson, in this order: recognising the new items, matching them, producing
 * them, and the closing exercise.
 */
export const lessonStages = ['recognise', 'pairs', 'produce', 'close'] as const;
export type LessonStage = (typeof lessonStages)[number];

/** What a lesson's exercises are made from. */
export interface LessonContext {
  /** The lesson's new items, in teaching order. */
  items: readonly LearnItem[];
  /** What the course taught before this lesson, and what it teaches after. */
  earlier: readonly LearnItem[];
  later: readonly LearnItem[];
  /** Every taught form of each meaning (compared as `sameKey` does): what a typed answer accepts. */
  forms: ReadonlyMap<string, string[]>;
  /** Options in a choice, the right one included. */
  choices: number;
  /** The lesson's seed: an exercise's draws extend it, so the same course gives the same exercises. */
  seed: string;
  /** True the first time a prompt is asked in the lesson, false after: a prompt is asked once. */
  once: (prompt: string) => boolean;
}

/** What the course check knows of the whole course, to judge one exercise. */
export interface CourseFacts {
  /** Every meaning of a Kinyarwanda form, over all taught items that have that form. */
  meaningsOf: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every taught form of an English meaning. */
  formsOf: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every word of every taught form. */
  taughtWords: ReadonlySet<string>;
}

/** A learner's answer to an exercise: one of these fields, the one its kind names. */
export interface GivenAnswer {
  choice?: number;
  tiles?: readonly string[];
  typed?: string;
  mistakes?: number;
  /** A speaking exercise: how the learner rated their own try. */
  spoken?: string;
}

/** The server's grade of an answer: right or not, and a typed answer's verdict. */
export interface ExerciseGrade {
  correct: boolean;
  verdict: AnswerVerdict | null;
}

/** Something the course check holds against an exercise. */
export interface Flaw {
  kind: ViolationKind;
  detail: string;
}

interface KindBase<E extends { kind: string }> {
  kind: E['kind'];
  stage: LessonStage;
  /** The answer field that answers it. */
  answeredWith: keyof GivenAnswer;
  // Methods, not function properties: a kind of one exercise shape then stands in the registry of all kinds.
  /** Grades an answer that has that field. */
  grade(exercise: E, answer: GivenAnswer): ExerciseGrade;
  /** Its prompt as the lesson asks it once (a language tag and the prompt as compared), if it has one. */
  prompt?(exercise: E): string;
  /** What the course check holds against it, beyond a prompt asked twice. */
  flaws?(exercise: E, course: CourseFacts): Flaw[];
  /** The text said aloud, for a kind that is pronunciation practice (recorded as such once answered). */
  pronounced?(exercise: E): string;
}

/** A kind made for one item at a time: each item of the lesson gets one exercise of its stage. */
export interface ItemKind<E extends { kind: string }> extends KindBase<E> {
  per: 'item';
  /**
   * Within its stage, a kind tried first on the items at even (or odd) places, so kinds alternate; a kind
   * without it is the stage's fallback, tried on every item after.
   */
  first?: 'even' | 'odd';
  /** The exercise for this item, or null when the item cannot have one; `round` counts extra practice (0, 1). */
  build(item: LearnItem, lesson: LessonContext, round: number): E | null;
}

/** A kind made once for the whole lesson (matching its items, closing it). */
export interface LessonKind<E extends { kind: string }> extends KindBase<E> {
  per: 'lesson';
  build(lesson: LessonContext): E | null;
}

export type ExerciseKindOf<E extends { kind: string }> = ItemKind<E> | LessonKind<E>;
/** Any kind, as the registry holds it. */
export type AnyExerciseKind = ExerciseKindOf<{ kind: string }>;

/** A choice is right when its index is the right option's. */
export const gradeChoice = (exercise: { correctIndex: number }, answer: GivenAnswer): ExerciseGrade => ({
  correct: answer.choice === exercise.correctIndex,
  verdict: null,
});
