// The course check: every exercise of every lesson, held to what a teacher would hold it to. An exercise must
// never mark a right answer wrong, nor give its answer away:
//   - no wrong option is a meaning of the right answer (glosses compared without what parentheses add, and
//     every synonym), nor the right form again;
//   - a type-the-answer exercise accepts every form the course teaches for its meaning;
//   - no prompt twice in a lesson; match pairs have unique sides on both columns;
//   - tiles carry no capitals or punctuation that give the order away, and a decoy tile comes from another item;
//   - a lesson has 10–15 exercises on 4–6 new items, and no item (nor its text) is taught in two lessons.
// `checkCourse` lists the violations (none is the goal); a test runs it over the whole course in `npm test`.
import {
  type Exercise,
  LESSON_EXERCISES,
  LESSON_ITEMS,
  type LearnItem,
  type LearningPath,
  sameKey,
} from './lessons.ts';

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

export interface Violation {
  kind: ViolationKind;
  lessonId: string;
  /** The exercise's index in the lesson (none: the lesson as a whole). */
  exercise?: number;
  detail: string;
}

const promptOf = (exercise: Exercise): string | null =>
  exercise.kind === 'choose-meaning' || exercise.kind === 'type-answer' || exercise.kind === 'build-sentence'
    ? `${exercise.kind === 'choose-meaning' ? 'rw' : 'en'}:${sameKey(exercise.prompt)}`
    : null;

/** Whether a tile shows what only the first or last word of a sentence has. */
const givesOrder = (tile: string) => /^\p{Lu}/u.test(tile) || /[.,!?;:"“”«»]/.test(tile);

export function checkCourse(path: LearningPath, items: readonly LearnItem[]): Violation[] {
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
        const prompt = promptOf(exercise);
        if (prompt) {
          if (prompts.has(prompt)) add('prompt-repeated', prompt, index);
          prompts.add(prompt);
        }
        switch (exercise.kind) {
          case 'choose-meaning': {
            const right = meaningsOf.get(sameKey(exercise.prompt)) ?? new Set();
            exercise.options.forEach((option, at) => {
              if (at !== exercise.correctIndex && right.has(sameKey(option))) {
                add('answer-among-wrong-options', `"${option}" is a meaning of ${exercise.prompt}`, index);
              }
            });
            break;
          }
          case 'listen-choose': {
            const answer = sameKey(exercise.options[exercise.correctIndex] ?? '');
            exercise.options.forEach((option, at) => {
              if (at !== exercise.correctIndex && sameKey(option) === answer) {
                add('answer-among-wrong-options', `"${option}" sounds as the answer`, index);
              }
            });
            break;
          }
          case 'type-answer': {
            const accepted = new Set(exercise.accepted.map(sameKey));
            for (const form of formsOf.get(sameKey(exercise.prompt)) ?? []) {
              if (!accepted.has(form))
                add('typed-form-refused', `"${exercise.prompt}" refuses ${form}`, index);
            }
            break;
          }
          case 'match-pairs': {
            for (const side of ['left', 'right'] as const) {
              const keys = exercise.pairs.map((pair) => sameKey(pair[side]));
              if (new Set(keys).size !== keys.length)
                add('pairs-not-unique', `${side}: ${keys.join(', ')}`, index);
            }
            break;
          }
          case 'build-sentence': {
            const shown = exercise.tiles.filter(givesOrder);
            if (shown.length > 0) add('tiles-give-order', shown.join(' '), index);
            const extra = [...exercise.tiles];
            for (const word of exercise.answer) extra.splice(extra.indexOf(word), 1);
            for (const decoy of extra) {
              if (!taughtWords.has(sameKey(decoy))) add('decoy-not-taught', decoy, index);
            }
            break;
          }
        }
      });
    }
  }
  return violations;
}
