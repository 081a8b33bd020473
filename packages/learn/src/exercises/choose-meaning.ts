// Choose the meaning: a Kinyarwanda word or phrase seen, its meaning chosen among options none of which is also
// a meaning of it.
import { choiceOptions, type LearnItem, sameKey } from '../items.ts';
import { type Flaw, gradeChoice, type ItemKind } from './kind.ts';

export interface ChooseMeaning {
  kind: 'choose-meaning';
  itemId: string;
  prompt: string;
  options: string[];
  correctIndex: number;
}

export const chooseMeaning: ItemKind<ChooseMeaning> = {
  kind: 'choose-meaning',
  per: 'item',
  stage: 'recognise',
  answeredWith: 'choice',
  build: (item: LearnItem, lesson, round) => {
    if (!lesson.once(`rw:${item.text}`)) return null;
    const { options, correctIndex } = choiceOptions(
      item,
      [lesson.items, lesson.earlier, lesson.later],
      (i) => i.gloss[0]!,
      lesson.choices,
      `${lesson.seed}:${item.id}:m${round}`,
    );
    return { kind: 'choose-meaning', itemId: item.id, prompt: item.text, options, correctIndex };
  },
  grade: gradeChoice,
  prompt: (exercise) => `rw:${sameKey(exercise.prompt)}`,
  flaws: (exercise, course) => {
    const right = course.meaningsOf.get(sameKey(exercise.prompt)) ?? new Set();
    return exercise.options.flatMap((option, at): Flaw[] =>
      at !== exercise.correctIndex && right.has(sameKey(option))
        ? [{ kind: 'answer-among-wrong-options', detail: `"${option}" is a meaning of ${exercise.prompt}` }]
        : [],
    );
  },
};
