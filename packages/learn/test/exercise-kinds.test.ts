// The exercise kinds are a registry (src/exercises/index.ts): a new kind is one file that says how it is made,
// graded and checked, plus one registry line. This test adds a kind the way a newcomer would (the file's
// content is `chooseForm` below; the registry line is `[...EXERCISE_KINDS, chooseForm]`) and finds it made in
// lessons, held to the course check and graded, with nothing else changed.
import { describe, expect, it } from 'vitest';
import { checkCourse } from '../src/course-check.ts';
import { EXERCISE_KINDS, gradeExercise, kindOf } from '../src/exercises/index.ts';
import { type Flaw, gradeChoice, type ItemKind, lessonStages } from '../src/exercises/kind.ts';
import { choiceOptions, type LearnItem, sameKey } from '../src/items.ts';
import { buildLearningPath, type CourseOutline } from '../src/lessons.ts';
import { item } from './support.ts';

/** "Which is the Kinyarwanda for …?": a meaning shown, its form chosen among other taught forms. */
interface ChooseForm {
  kind: 'choose-form';
  itemId: string;
  prompt: string;
  options: string[];
  correctIndex: number;
}
const chooseForm: ItemKind<ChooseForm> = {
  kind: 'choose-form',
  per: 'item',
  stage: 'produce',
  first: 'odd',
  answeredWith: 'choice',
  build: (learnItem: LearnItem, lesson) => {
    const prompt = learnItem.gloss[0]!;
    if (!lesson.once(prompt)) return null;
    const { options, correctIndex } = choiceOptions(
      learnItem,
      [lesson.items, lesson.earlier, lesson.later],
      (i) => i.text,
      lesson.choices,
      `${lesson.seed}:${learnItem.id}:f`,
    );
    return { kind: 'choose-form', itemId: learnItem.id, prompt, options, correctIndex };
  },
  grade: gradeChoice,
  prompt: (exercise) => `en:${sameKey(exercise.prompt)}`,
  flaws: (exercise, course) => {
    const right = course.formsOf.get(sameKey(exercise.prompt)) ?? new Set();
    return exercise.options.flatMap((option, at): Flaw[] =>
      at !== exercise.correctIndex && right.has(sameKey(option))
        ? [{ kind: 'answer-among-wrong-options', detail: `"${option}" also means ${exercise.prompt}` }]
        : [],
    );
  },
};

const items = ['a', 'b', 'c', 'd', 'e'].map((id) => item(id, { audio: `${id}.mp3` }));
const outline: CourseOutline = {
  units: [{ id: 'u', title: 'U', goal: 'Use five words', lessons: [items.map((i) => i.id)] }],
};

describe('the registry of exercise kinds', () => {
  it('names each kind once, in a stage of the lesson plan', () => {
    const names = EXERCISE_KINDS.map((kind) => kind.kind);
    expect(new Set(names).size).toBe(names.length);
    for (const kind of EXERCISE_KINDS) expect(lessonStages).toContain(kind.stage);
    expect(kindOf({ kind: 'constructor' })).toBeUndefined();
  });

  it('takes a new kind from one file and one registry line: made, checked and graded', () => {
    const kinds = [...EXERCISE_KINDS, chooseForm];
    const lesson = buildLearningPath(outline, items, { kinds }).units[0]!.lessons[0]!;
    const made = lesson.exercises.filter(
      (e) => e.kind === ('choose-form' as string),
    ) as unknown as ChooseForm[];
    // Its turn in the producing stage is the odd items (b, d), before the stage's fallback (typing).
    expect(made.map((e) => e.itemId)).toEqual(['b', 'd']);
    expect(lesson.kinds).toContain('choose-form');
    expect(made[0]!.options[made[0]!.correctIndex]).toBe('w-b');
    expect(
      checkCourse({ units: [{ ...outline.units[0]!, lessons: [lesson] }], skipped: [] }, items, kinds),
    ).toEqual([]);

    // The course check holds it to its own rule: a wrong option that is also right is found.
    const broken = structuredClone(lesson);
    const at = broken.exercises.findIndex((e) => e.kind === ('choose-form' as string));
    const exercise = broken.exercises[at] as unknown as ChooseForm;
    exercise.options[(exercise.correctIndex + 1) % exercise.options.length] = 'W-B';
    expect(
      checkCourse({ units: [{ ...outline.units[0]!, lessons: [broken] }], skipped: [] }, items, kinds),
    ).toEqual([
      {
        kind: 'answer-among-wrong-options',
        lessonId: 'u-1',
        exercise: at,
        detail: '"W-B" also means meaning b',
      },
    ]);

    // Graded by the field it names, as the server grades every kind.
    const right = made[0]!.correctIndex;
    expect(gradeExercise(made[0]!, { choice: right }, kinds)).toEqual({ correct: true, verdict: null });
    expect(gradeExercise(made[0]!, { choice: right + 1 }, kinds)).toEqual({ correct: false, verdict: null });
    expect(gradeExercise(made[0]!, { typed: 'w-b' }, kinds)).toBeNull();
    // Without its registry line, the kind is unknown: nothing makes it, nothing grades it.
    expect(buildLearningPath(outline, items).units[0]!.lessons[0]!.kinds).not.toContain('choose-form');
    expect(gradeExercise(made[0]!, { choice: right })).toBeNull();
  });
});
