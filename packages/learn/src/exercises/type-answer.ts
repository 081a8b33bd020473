// Type it: a meaning shown, the Kinyarwanda typed; every form the course teaches for that meaning is accepted,
// and a small typo is "nearly" (accepted, with the correction shown).
import { checkAnswer } from '../answer.ts';
import { sameKey } from '../items.ts';
import type { Flaw, ItemKind } from './kind.ts';

export interface TypeAnswer {
  kind: 'type-answer';
  itemId: string;
  prompt: string;
  accepted: string[];
}

export const typeAnswer: ItemKind<TypeAnswer> = {
  kind: 'type-answer',
  per: 'item',
  stage: 'produce',
  answeredWith: 'typed',
  build: (item, lesson) => {
    const prompt = item.gloss[0]!;
    if (!lesson.once(prompt)) return null;
    return {
      kind: 'type-answer',
      itemId: item.id,
      prompt,
      accepted: lesson.forms.get(sameKey(prompt)) ?? [item.text],
    };
  },
  grade: (exercise, answer) => {
    const { verdict } = checkAnswer(answer.typed ?? '', exercise.accepted);
    return { correct: verdict !== 'wrong', verdict };
  },
  prompt: (exercise) => `en:${sameKey(exercise.prompt)}`,
  flaws: (exercise, course) => {
    const accepted = new Set(exercise.accepted.map(sameKey));
    return [...(course.formsOf.get(sameKey(exercise.prompt)) ?? [])].flatMap((form): Flaw[] =>
      accepted.has(form)
        ? []
        : [{ kind: 'typed-form-refused', detail: `"${exercise.prompt}" refuses ${form}` }],
    );
  },
};
