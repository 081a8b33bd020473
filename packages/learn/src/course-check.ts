// The course check: every exercise of every lesson, held to what a teacher would hold it to. An exercise must
// never mark a right answer wrong, nor give its answer away:
//   - no wrong option is a meaning of the right answer (glosses compared without what parentheses add, and
//     every synonym), nor the right form again;
//   - a type-the-answer exercise accepts every form the course teaches for its meaning;
//   - no prompt twice in a lesson; match pairs have unique sides on both columns;
//   - tiles carry no capitals or punctuation that give the order away, and a decoy tile comes from another item;
//   - a lesson has 10–15 exercises on 4–6 new items, and no item (nor its text) is taught in two lessons.
// What each kind of exercise is held to is its kind's own (`prompt` and `flaws` in exercises/); the lesson-wide
// rules are here. `checkCourse` lists the violations (none is the goal); a test runs it over the whole course in
// `npm test`.
import { EXERCISE_KINDS, kindOf } from './exercises/index.ts';
import { type AnyExerciseKind, type ViolationKind, violationKinds } from './exercises/kind.ts';
import { type LearnItem, sameKey } from './items.ts';
import { LESSON_EXERCISES, LESSON_ITEMS, type LearningPath } from './lessons.ts';

export { type ViolationKind, violationKinds };

export interface Violation {
  kind: ViolationKind;
  lessonId: string;
  /** The exercise's index in the lesson (none: the lesson as a whole). */
  exercise?: number;
  detail: string;
}

export function checkCourse(
  path: LearningPath,
  items: readonly LearnItem[],
  /** The kinds of exercise the path was made with (the registry's, exercises/index.ts). */
  kinds: readonly AnyExerciseKind[] = EXERCISE_KINDS,
): Violation[] {
  /** Every meaning of a Kinyarwanda form, over all taught items that have that form. */
  const meaningsOf = new Map<string, Set<string>>();
  /** Every taught form of an English meaning. */
  const formsOf = new Map<string, Set<string>>();
  const taughtWords = new Set<string>();
  for (const item of items) {
    const form = sameKey(item.text);
    for (const word of form.split(' ')) taughtWords.add(word);
    for (const gloss of item.gloss) {
      const meaning = sameKey(gloss);
      if (!meaningsOf.has(form)) meaningsOf.set(form, new Set());
      meaningsOf.get(form)!.add(meaning);
      if (!formsOf.has(meaning)) formsOf.set(meaning, new Set());
      formsOf.get(meaning)!.add(form);
    }
  }

  const violations: Violation[] = [];
  const textOf = new Map(items.map((item) => [item.id, sameKey(item.text)]));
  /** Where each item and each text was first taught. */
  const firstTaught = new Map<string, string>();
  for (const unit of path.units) {
    for (const lesson of unit.lessons) {
      const add = (kind: ViolationKind, detail: string, exercise?: number) =>
        violations.push({ kind, lessonId: lesson.id, detail, ...(exercise !== undefined && { exercise }) });
      const count = lesson.exercises.length;
      if (count < LESSON_EXERCISES.min || count > LESSON_EXERCISES.max) {
        add('lesson-length', `${count} exercises (${LESSON_EXERCISES.min}–${LESSON_EXERCISES.max})`);
      }
      const size = lesson.itemIds.length;
      if (size < LESSON_ITEMS.min || size > LESSON_ITEMS.max) {
        add('lesson-size', `${size} new items (${LESSON_ITEMS.min}–${LESSON_ITEMS.max})`);
      }
      for (const id of lesson.itemIds) {
        for (const key of [`id:${id}`, `text:${textOf.get(id) ?? id}`]) {
          const first = firstTaught.get(key);
          if (first) add('taught-twice', `${key} (first in ${first})`);
          else firstTaught.set(key, lesson.id);
        }
      }
      const prompts = new Set<string>();
      lesson.exercises.forEach((exercise, index) => {
        const kind = kindOf(exercise, kinds);
        const prompt = kind?.prompt?.(exercise);
        if (prompt) {
          if (prompts.has(prompt)) add('prompt-repeated', prompt, index);
          prompts.add(prompt);
        }
        for (const flaw of kind?.flaws?.(exercise, { meaningsOf, formsOf, taughtWords }) ?? []) {
          add(flaw.kind, flaw.detail, index);
        }
      });
    }
  }
  return violations;
}
