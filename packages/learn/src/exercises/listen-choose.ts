// Listen and choose: a recording heard, the form heard chosen among other taught forms.
import { choiceOptions, sameKey } from '../items.ts';
import { type Flaw, gradeChoice, type ItemKind } from './kind.ts';

export interface ListenChoose {
  kind: 'listen-choose';
  itemId: string;
  audio: string;
  options: string[];
  correctIndex: number;
}

export const listenChoose: ItemKind<ListenChoose> = {
  kind: 'listen-choose',
  per: 'item',
  stage: 'recognise',
  // Alternating with choosing the meaning: heard on the odd items, seen on the even ones.
  first: 'odd',
  answeredWith: 'choice',
  build: (item, lesson) => {
    if (!item.audio) return null;
    const { options, correctIndex } = choiceOptions(
      item,
      [lesson.items, lesson.earlier, lesson.later],
      (i) => i.text,
      lesson.choices,
      `${lesson.seed}:${item.id}:l`,
    );
    return { kind: 'listen-choose', itemId: item.id, audio: item.audio, options, correctIndex };
  },
  grade: gradeChoice,
  flaws: (exercise) => {
    const answer = sameKey(exercise.options[exercise.correctIndex] ?? '');
    return exercise.options.flatMap((option, at): Flaw[] =>
      at !== exercise.correctIndex && sameKey(option) === answer
        ? [{ kind: 'answer-among-wrong-options', detail: `"${option}" sounds as the answer` }]
        : [],
    );
  },
};
