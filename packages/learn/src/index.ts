// @vuga/learn: the learning path and spaced repetition as pure functions (no React, no Firebase, no clock).
export * from './answer.ts';
export * from './cards.ts';
export * from './course-check.ts';
export * from './exercises/index.ts';
export type {
  AnyExerciseKind,
  CourseFacts,
  ExerciseGrade,
  ExerciseKindOf,
  Flaw,
  GivenAnswer,
  ItemKind,
  LessonContext,
  LessonKind,
  LessonStage,
} from './exercises/kind.ts';
export { choiceOptions, type LearnItem, sameKey, shuffle, tileOf } from './items.ts';
export * from './lessons.ts';
export * from './placement.ts';
