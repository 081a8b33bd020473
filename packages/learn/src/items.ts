// What the path knows of a word or phrase, and how exercises compare and draw them: a meaning or form as a
// learner would compare it, seeded shuffles, and the options of a choice (none of them also right). Shared by the
// exercise kinds (exercises/), the lesson plan (lessons.ts) and the placement check (placement.ts).

import { seededRandom } from './random.ts';

/** What the path needs to know of a word or phrase. */
export interface LearnItem {
  id: string;
  /** The word or phrase in the language learned. */
  text: string;
  /** Its meanings in the learner's language, the usual one first. */
  gloss: readonly string[];
  /** Where its recording is (a key or URL), when it has one: needed for listening exercises. */
  audio?: string;
  /** A sentence using it, with its translation: needed to build a sentence from tiles. */
  example?: { text: string; gloss: string };
  /** Only reviewed items are taught: an exercise must never drill a wrong answer. */
  status: 'draft' | 'reviewed';
}

/** The items in a seeded random order, drawn one at a time (a partial Fisher–Yates: stop early, pay less). */
export function* shuffled<T>(items: readonly T[], seed: string): Generator<T> {
  const next = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i >= 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
    yield out[i]!;
  }
}

/** The items in a seeded random order: the same seed gives the same order. */
export function shuffle<T>(items: readonly T[], seed: string): T[] {
  const next = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A meaning or a form as a learner would compare it: lower case, without what parentheses add ("these
 * (people)" is "these"), tone marks and apostrophe styles folded, spaces collapsed.
 */
export function sameKey(text: string): string {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/[.!?,;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
/** An item's form and meanings as compared (worked out once per item: the course compares them often). */
const keysCache = new WeakMap<LearnItem, { text: string; gloss: Set<string> }>();
export function keysOf(item: LearnItem) {
  let keys = keysCache.get(item);
  if (!keys) {
    keys = { text: sameKey(item.text), gloss: new Set(item.gloss.map(sameKey)) };
    keysCache.set(item, keys);
  }
  return keys;
}

/** Whether two items share a meaning or a form (then neither may be offered as wrong for the other). */
export function shareMeaning(a: LearnItem, b: LearnItem) {
  const [x, y] = [keysOf(a), keysOf(b)];
  if (x.text === y.text) return true;
  for (const gloss of x.gloss) if (y.gloss.has(gloss)) return true;
  return false;
}

/**
 * Options for a choice: the right one and distractors that are not also right (no shared meaning, no option the
 * same as the answer once compared as a learner would), taken first from the lesson's own items (the words
 * being learned side by side), then from what earlier lessons taught, then from the rest of the course. Also
 * the placement check's (placement.ts).
 */
export function choiceOptions(
  correct: LearnItem,
  tiers: readonly (readonly LearnItem[])[],
  pick: (item: LearnItem) => string,
  count: number,
  seed: string,
): { options: string[]; correctIndex: number } {
  const answer = pick(correct);
  const distractors: string[] = [];
  const taken = new Set([sameKey(answer), ...keysOf(correct).gloss]);
  const candidates = function* () {
    for (const [index, tier] of tiers.entries()) yield* shuffled(tier, `${seed}:${index}`);
  };
  for (const candidate of candidates()) {
    if (distractors.length >= count - 1) break;
    if (candidate.id === correct.id || shareMeaning(candidate, correct)) continue;
    const option = pick(candidate);
    const key = sameKey(option);
    if (taken.has(key)) continue;
    taken.add(key);
    distractors.push(option);
  }
  const options = shuffle([answer, ...distractors], `${seed}:order`);
  return { options, correctIndex: options.indexOf(answer) };
}

/** The words of a text, as tiles are cut. */
export const words = (text: string) => text.split(/\s+/).filter(Boolean);
/** A tile as shown: lower case and without punctuation, so neither the first nor the last gives itself away. */
export const tileOf = (word: string) => word.replace(/[.,!?;:"“”«»]/g, '').toLowerCase();
