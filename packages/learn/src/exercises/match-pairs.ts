// Match the pairs: the lesson's items (up to six, one per meaning) matched with their meanings.
import { sameKey, shareMeaning, shuffle } from '../items.ts';
import type { Flaw, LessonKind } from './kind.ts';

export interface MatchPairs {
  kind: 'match-pairs';
  itemIds: string[];
  pairs: { id: string; left: string; right: string }[];
  rightOrder: string[];
}

export const matchPairs: LessonKind<MatchPairs> = {
  kind: 'match-pairs',
  per: 'lesson',
  stage: 'pairs',
  answeredWith: 'mistakes',
  build: ({ items, seed }) => {
    const paired = items
      .filter((item, index) => items.findIndex((o) => shareMeaning(o, item)) === index)
      .slice(0, 6);
    if (paired.length < 3) return null;
    return {
      kind: 'match-pairs',
      itemIds: paired.map((item) => item.id),
      pairs: paired.map((item) => ({ id: item.id, left: item.text, right: item.gloss[0]! })),
      rightOrder: shuffle(
        paired.map((item) => item.id),
        `${seed}:pairs`,
      ),
    };
  },
  // Pairs are matched until all are right (the exercise lets no wrong pair stand): what is graded is how many
  // tries went wrong on the way.
  grade: (_exercise, answer) => ({ correct: answer.mistakes === 0, verdict: null }),
  flaws: (exercise) =>
    (['left', 'right'] as const).flatMap((side): Flaw[] => {
      const keys = exercise.pairs.map((pair) => sameKey(pair[side]));
      return new Set(keys).size === keys.length
        ? []
        : [{ kind: 'pairs-not-unique', detail: `${side}: ${keys.join(', ')}` }];
    }),
};
