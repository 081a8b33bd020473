// The learning path as pure logic: an authored course outline (units in teaching order, each lesson's items in
// teaching order) and content items in, units of lessons with their exercises out. Each lesson introduces 4–6
// reviewed items and practises them with 10–15 exercises of several kinds, interleaved, from recognising to
// producing, and end with the first word said aloud. No exercise may mark a right answer wrong: a wrong option is
// never a meaning (or a form) of the right answer, a typed answer accepts every taught form of its meaning, and
// tiles do not give the order away (course-check.ts checks the whole course). The content itself stays with its
// owner (the tutor's data files); this module only needs the fields of `LearnItem`. What each kind of exercise
// is, and how it is made, is its own file under exercises/; this module is the lesson plan that orders them.

import { EXERCISE_KINDS, type Exercise, type ExerciseKind } from './exercises/index.ts';
import {
  type AnyExerciseKind,
  type LessonContext,
  type LessonStage,
  lessonStages,
} from './exercises/kind.ts';
import { keysOf, type LearnItem, sameKey } from './items.ts';

/** The course as authored: units in teaching order, each lesson's new items (ids) in teaching order. */
export interface CourseOutline {
  units: readonly {
    id: string;
    title: string;
    /** What a learner can do after the unit ("greet someone and take leave"). */
    goal: string;
    lessons: readonly (readonly string[])[];
  }[];
}

export interface Lesson {
  id: string;
  /** The items introduced, in order. */
  itemIds: string[];
  exercises: Exercise[];
  /** The kinds of exercise in the lesson (the path asks for at least four). */
  kinds: ExerciseKind[];
}

export interface Unit {
  id: string;
  title: string;
  goal: string;
  lessons: Lesson[];
}

export interface LearningPath {
  units: Unit[];
  /** Items the outline names that cannot be taught, and why: for the people who write the content. */
  skipped: { itemId: string; reason: 'draft' | 'unknown' }[];
}

export interface PathOptions {
  /** Choices offered in a choice exercise, the right one included (4). */
  choices?: number;
  /** Seed of the shuffles, so a path is the same for everyone and in every test. */
  seed?: string;
  /** The kinds of exercise to make (the registry's, exercises/index.ts). */
  kinds?: readonly AnyExerciseKind[];
}

/** Fewest and most exercises in a lesson. */
export const LESSON_EXERCISES = { min: 10, max: 15 } as const;
/** Fewest and most new items in a lesson. */
export const LESSON_ITEMS = { min: 4, max: 6 } as const;

/** Every taught form of each meaning: what a type-the-answer exercise on that meaning accepts. */
function formsByMeaning(pool: readonly LearnItem[]): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const item of pool) {
    for (const gloss of keysOf(item).gloss) {
      const list = forms.get(gloss) ?? [];
      if (!list.includes(item.text)) list.push(item.text);
      forms.set(gloss, list);
    }
  }
  return forms;
}

type Draft = { stage: LessonStage; exercise: Exercise };

/**
 * A lesson's exercises, by the plan: for each stage in order (recognise, pairs, produce), each item gets one
 * exercise of the stage's item kinds (the kind whose turn it is first, then the stage's fallback), and the
 * stage's lesson kinds one each. A lesson short of its minimum gets more practice of the same items, kind by kind
 * in the registry's order, never a prompt twice; the closing kinds end it, within its maximum.
 */
function lessonExercises(lesson: LessonContext, kinds: readonly AnyExerciseKind[]): Exercise[] {
  const drafts: Draft[] = [];
  // A kind made from a caller's own registry makes its own shape: what the default registry makes is Exercise.
  const draft = (kind: AnyExerciseKind, exercise: { kind: string } | null): Draft | null =>
    exercise && { stage: kind.stage, exercise: exercise as Exercise };
  const turnOf = (index: number) => (index % 2 === 0 ? 'even' : 'odd');
  for (const stage of lessonStages.filter((stage) => stage !== 'close')) {
    const inStage = kinds.filter((kind) => kind.stage === stage);
    const perItem = inStage.flatMap((kind) => (kind.per === 'item' ? [kind] : []));
    lesson.items.forEach((item, index) => {
      const order = [
        ...perItem.filter((kind) => kind.first === turnOf(index)),
        ...perItem.filter((kind) => kind.first === undefined),
      ];
      for (const kind of order) {
        const made = draft(kind, kind.build(item, lesson, 0));
        if (made) {
          drafts.push(made);
          break;
        }
      }
    });
    for (const kind of inStage) {
      const made = kind.per === 'lesson' && draft(kind, kind.build(lesson));
      if (made) drafts.push(made);
    }
  }
  // Short of the minimum: more practice of the same items — heard, seen, typed, built — never a prompt twice.
  const has = (kind: AnyExerciseKind, item: LearnItem) =>
    drafts.some(
      (d) => d.exercise.kind === kind.kind && 'itemId' in d.exercise && d.exercise.itemId === item.id,
    );
  for (const kind of kinds) {
    if (kind.per !== 'item' || kind.stage === 'close') continue;
    for (const item of lesson.items) {
      if (drafts.length >= LESSON_EXERCISES.min) break;
      const made = has(kind, item) ? null : draft(kind, kind.build(item, lesson, 1));
      if (made?.stage === 'recognise') {
        // Recognising comes before anything else.
        const at = drafts.findIndex((d) => d.stage !== 'recognise');
        drafts.splice(at === -1 ? drafts.length : at, 0, made);
      } else if (made) drafts.push(made);
    }
  }
  // Last, the closing exercises (the lesson's first word said aloud), within the maximum.
  const closing = kinds.flatMap((kind) =>
    kind.stage === 'close' && kind.per === 'lesson' ? (draft(kind, kind.build(lesson))?.exercise ?? []) : [],
  );
  return [...drafts.slice(0, LESSON_EXERCISES.max - closing.length).map((d) => d.exercise), ...closing];
}

/** The items a lesson may teach: reviewed, with a meaning to ask. */
function usableItems(items: readonly LearnItem[]): Map<string, LearnItem> {
  return new Map(
    items
      .filter((item) => item.status === 'reviewed' && item.gloss.length > 0)
      .map((item) => [item.id, item]),
  );
}

/** The items each lesson teaches, as buildLearningPath's lessons list them, without making their exercises. */
export interface TaughtItems {
  units: { lessons: { itemIds: string[] }[] }[];
}

/**
 * Each lesson's item ids as buildLearningPath gives them, made in a fraction of its time (no exercises): what
 * needs only which items the course teaches (the offline tutor's "Add to review" lookup) uses this.
 */
export function taughtItems(outline: CourseOutline, items: readonly LearnItem[]): TaughtItems {
  const usable = usableItems(items);
  return {
    units: outline.units.map((unit) => ({
      lessons: unit.lessons.map((ids) => ({ itemIds: ids.filter((id) => usable.has(id)) })),
    })),
  };
}

/**
 * Builds the path the outline describes: its units and lessons in the authored order, each lesson practising its
 * own items with distractors and decoys from what the course has taught so far. Items the outline names that are
 * unknown or drafts are left out (and listed in `skipped`). Typed answers accept the forms of every reviewed item
 * given, in the course or not. Deterministic: the same outline, items and seed give the same path.
 */
export function buildLearningPath(
  outline: CourseOutline,
  items: readonly LearnItem[],
  options: PathOptions = {},
): LearningPath {
  const choices = options.choices ?? 4;
  const seed = options.seed ?? 'vuga';
  const kinds = options.kinds ?? EXERCISE_KINDS;
  const usable = usableItems(items);
  const known = new Set(items.map((item) => item.id));
  const skipped: LearningPath['skipped'] = [];
  const lessonItems = outline.units.map((unit) =>
    unit.lessons.map((ids) =>
      ids.flatMap((id) => {
        const item = usable.get(id);
        if (!item) skipped.push({ itemId: id, reason: known.has(id) ? 'draft' : 'unknown' });
        return item ? [item] : [];
      }),
    ),
  );
  const forms = formsByMeaning([...usable.values()]);
  const course = lessonItems.flat(2);
  let taught = 0;
  const units = outline.units.map(
    (unit, u): Unit => ({
      id: unit.id,
      title: unit.title,
      goal: unit.goal,
      lessons: lessonItems[u]!.map((list, index) => {
        const id = `${unit.id}-${index + 1}`;
        const earlier = course.slice(0, taught);
        taught += list.length;
        const seen = new Set<string>();
        const lesson: LessonContext = {
          items: list,
          earlier,
          later: course.slice(taught),
          forms,
          choices,
          seed: `${seed}:${id}`,
          once: (prompt) => {
            const key = sameKey(prompt);
            if (seen.has(key)) return false;
            seen.add(key);
            return true;
          },
        };
        const exercises = lessonExercises(lesson, kinds);
        return {
          id,
          itemIds: list.map((item) => item.id),
          exercises,
          kinds: [...new Set(exercises.map((exercise) => exercise.kind))],
        };
      }),
    }),
  );
  return { units, skipped };
}
