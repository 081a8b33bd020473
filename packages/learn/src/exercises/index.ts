// The exercise kinds, one file each. Their order here is the order extra practice is drawn in when a lesson is
// short of its minimum: hearing before seeing, recognising before producing (lessons.ts).
import { buildSentence } from './build-sentence.ts';
import { chooseMeaning } from './choose-meaning.ts';
import type { AnyExerciseKind, ExerciseGrade, ExerciseKindOf, GivenAnswer } from './kind.ts';
import { listenChoose } from './listen-choose.ts';
import { matchPairs } from './match-pairs.ts';
import { speak } from './speak.ts';
import { typeAnswer } from './type-answer.ts';

export const EXERCISE_KINDS = [
  listenChoose,
  chooseMeaning,
  matchPairs,
  typeAnswer,
  buildSentence,
  speak,
] as const;

/** An exercise of a lesson: the shape one of the kinds makes. */
export type Exercise = (typeof EXERCISE_KINDS)[number] extends infer K
  ? K extends ExerciseKindOf<infer E>
    ? E
    : never
  : never;
export type ExerciseKind = Exercise['kind'];

/** The kind of an exercise among these kinds (the registry's by default), if it is one of them. */
export function kindOf(
  exercise: { kind: string },
  kinds: readonly AnyExerciseKind[] = EXERCISE_KINDS,
): AnyExerciseKind | undefined {
  return kinds.find((kind) => kind.kind === exercise.kind);
}

/** Grades an answer against its exercise; null when the answer is not in the field the exercise's kind names. */
export function gradeExercise(
  exercise: { kind: string },
  answer: GivenAnswer,
  kinds: readonly AnyExerciseKind[] = EXERCISE_KINDS,
): ExerciseGrade | null {
  const kind = kindOf(exercise, kinds);
  if (!kind || answer[kind.answeredWith] === undefined) return null;
  return kind.grade(exercise, answer);
}
