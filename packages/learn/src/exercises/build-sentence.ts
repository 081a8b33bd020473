// Build the sentence: an item's example sentence put together from its words as tiles, plus one decoy word
// from another taught item. Tiles are lower case and without punctuation, so none gives the order away.
import { sameKey, shuffle, shuffled, tileOf, words } from '../items.ts';
import type { Flaw, ItemKind } from './kind.ts';

export interface BuildSentence {
  kind: 'build-sentence';
  itemId: string;
  prompt: string;
  tiles: string[];
  answer: string[];
}

/** Whether a tile shows what only the first or last word of a sentence has. */
const givesOrder = (tile: string) => /^\p{Lu}/u.test(tile) || /[.,!?;:"“”«»]/.test(tile);

export const buildSentence: ItemKind<BuildSentence> = {
  kind: 'build-sentence',
  per: 'item',
  stage: 'produce',
  // Alternating with typing the word: a sentence on the even items that have an example.
  first: 'even',
  answeredWith: 'tiles',
  build: (item, { earlier, items, later, once, seed }) => {
    if (!item.example || words(item.example.text).length < 2) return null;
    // Two items' examples may share a translation (and one may be a gloss typed elsewhere): asked once.
    if (!once(item.example.gloss)) return null;
    const answer = words(item.example.text).map(tileOf).filter(Boolean);
    // A decoy from another taught item (one met before, if any), drawn per exercise: not the same word every time.
    let decoy: string | undefined;
    const decoys = function* () {
      yield* shuffled(earlier, `${seed}:${item.id}:decoy`);
      yield* shuffled([...items, ...later], `${seed}:${item.id}:decoy-later`);
    };
    for (const other of decoys()) {
      const word = tileOf(words(other.text)[0] ?? '');
      if (word && !answer.includes(word)) {
        decoy = word;
        break;
      }
    }
    const tiles = shuffle(decoy ? [...answer, decoy] : answer, `${seed}:${item.id}:t`);
    return { kind: 'build-sentence', itemId: item.id, prompt: item.example.gloss, tiles, answer };
  },
  grade: (exercise, { tiles = [] }) => ({
    correct: tiles.length === exercise.answer.length && tiles.every((tile, i) => tile === exercise.answer[i]),
    verdict: null,
  }),
  prompt: (exercise) => `en:${sameKey(exercise.prompt)}`,
  flaws: (exercise, course) => {
    const flaws: Flaw[] = [];
    const shown = exercise.tiles.filter(givesOrder);
    if (shown.length > 0) flaws.push({ kind: 'tiles-give-order', detail: shown.join(' ') });
    const extra = [...exercise.tiles];
    for (const word of exercise.answer) extra.splice(extra.indexOf(word), 1);
    for (const decoy of extra) {
      if (!course.taughtWords.has(sameKey(decoy))) flaws.push({ kind: 'decoy-not-taught', detail: decoy });
    }
    return flaws;
  },
};
