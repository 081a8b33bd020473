// The learning path as pure logic: an authored course outline (units in teaching order, each lesson's items in
// teaching order) and content items in, units of lessons with their exercises out. Each lesson introduces 4–6
// reviewed items and practises them with 10–15 exercises of several kinds, interleaved, from recognising to
// producing, and end with the first word said aloud. No exercise may mark a right answer wrong: a wrong option is
// never a meaning (or a form) of the right answer, a typed answer accepts every taught form of its meaning, and
// tiles do not give the order away (course-check.ts checks the whole course). The content itself stays with its
// owner (the tutor's data files); this module only needs the fields of `LearnItem`.

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

export type Exercise =
  | { kind: 'choose-meaning'; itemId: string; prompt: string; options: string[]; correctIndex: number }
  | { kind: 'listen-choose'; itemId: string; audio: string; options: string[]; correctIndex: number }
  | {
      kind: 'match-pairs';
      itemIds: string[];
      pairs: { id: string; left: string; right: string }[];
      rightOrder: string[];
    }
  | { kind: 'build-sentence'; itemId: string; prompt: string; tiles: string[]; answer: string[] }
  | { kind: 'type-answer'; itemId: string; prompt: string; accepted: string[] }
  /** Hear the model, say it aloud (recorded on the device only), compare, and rate oneself: practice, not graded. */
  | { kind: 'speak'; itemId: string; text: string; gloss: string; audio: string };
export type ExerciseKind = Exercise['kind'];

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
}

/** The items in a seeded random order, drawn one at a time (a partial Fisher–Yates: stop early, pay less). */
function* shuffled<T>(items: readonly T[], seed: string): Generator<T> {
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
function keysOf(item: LearnItem) {
  let keys = keysCache.get(item);
  if (!keys) {
    keys = { text: sameKey(item.text), gloss: new Set(item.gloss.map(sameKey)) };
    keysCache.set(item, keys);
  }
  return keys;
}

/** Whether two items share a meaning or a form (then neither may be offered as wrong for the other). */
function shareMeaning(a: LearnItem, b: LearnItem) {
  const [x, y] = [keysOf(a), keysOf(b)];
  if (x.text === y.text) return true;
  for (const gloss of x.gloss) if (y.gloss.has(gloss)) return true;
  return false;
}

/** Fewest and most exercises in a lesson. */
export const LESSON_EXERCISES = { min: 10, max: 15 } as const;
/** Fewest and most new items in a lesson. */
export const LESSON_ITEMS = { min: 4, max: 6 } as const;

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

const words = (text: string) => text.split(/\s+/).filter(Boolean);
/** A tile as shown: lower case and without punctuation, so neither the first nor the last gives itself away. */
export const tileOf = (word: string) => word.replace(/[.,!?;:"“”«»]/g, '').toLowerCase();

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

type Draft = { stage: 'recognise' | 'pairs' | 'produce'; exercise: Exercise };

function lessonExercises(
  items: readonly LearnItem[],
  /** What the course taught before this lesson, and what it teaches after. */
  earlier: readonly LearnItem[],
  later: readonly LearnItem[],
  forms: Map<string, string[]>,
  choices: number,
  seed: string,
): Exercise[] {
  const drafts: Draft[] = [];
  const seen = new Set<string>();
  /** A prompt is asked once in a lesson (two items with one meaning would otherwise want two answers). */
  const once = (prompt: string) => {
    const key = sameKey(prompt);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const meaning = (item: LearnItem, n: number): Exercise => {
    const { options, correctIndex } = choiceOptions(
      item,
      [items, earlier, later],
      (i) => i.gloss[0]!,
      choices,
      `${seed}:${item.id}:m${n}`,
    );
    return { kind: 'choose-meaning', itemId: item.id, prompt: item.text, options, correctIndex };
  };
  const listen = (item: LearnItem): Exercise => {
    const { options, correctIndex } = choiceOptions(
      item,
      [items, earlier, later],
      (i) => i.text,
      choices,
      `${seed}:${item.id}:l`,
    );
    return { kind: 'listen-choose', itemId: item.id, audio: item.audio!, options, correctIndex };
  };
  const typed = (item: LearnItem): Exercise => ({
    kind: 'type-answer',
    itemId: item.id,
    prompt: item.gloss[0]!,
    accepted: forms.get(sameKey(item.gloss[0]!)) ?? [item.text],
  });
  const sentence = (item: LearnItem): Exercise | null => {
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
  };

  // Recognising, kinds alternating: the meaning of a word seen, then of a word heard.
  items.forEach((item, index) => {
    if (index % 2 === 1 && item.audio) drafts.push({ stage: 'recognise', exercise: listen(item) });
    else if (once(`rw:${item.text}`)) drafts.push({ stage: 'recognise', exercise: meaning(item, 0) });
  });
  const paired = items
    .filter((item, index) => items.findIndex((o) => shareMeaning(o, item)) === index)
    .slice(0, 6);
  if (paired.length >= 3) {
    drafts.push({
      stage: 'pairs',
      exercise: {
        kind: 'match-pairs',
        itemIds: paired.map((item) => item.id),
        pairs: paired.map((item) => ({ id: item.id, left: item.text, right: item.gloss[0]! })),
        rightOrder: shuffle(
          paired.map((item) => item.id),
          `${seed}:pairs`,
        ),
      },
    });
  }
  // Producing, kinds alternating: a sentence from tiles where the item has an example, else the word typed.
  items.forEach((item, index) => {
    const built = index % 2 === 0 ? sentence(item) : null;
    if (built) drafts.push({ stage: 'produce', exercise: built });
    else if (once(item.gloss[0]!)) drafts.push({ stage: 'produce', exercise: typed(item) });
  });
  // Short of the minimum: more practice of the same items — heard, seen, typed, built — never a prompt twice.
  const has = (kind: ExerciseKind, item: LearnItem) =>
    drafts.some((d) => d.exercise.kind === kind && 'itemId' in d.exercise && d.exercise.itemId === item.id);
  const recognise = (exercise: Exercise) => {
    const at = drafts.findIndex((d) => d.stage !== 'recognise');
    drafts.splice(at === -1 ? drafts.length : at, 0, { stage: 'recognise', exercise });
  };
  const extras: ((item: LearnItem) => Draft | null)[] = [
    (item) =>
      item.audio && !has('listen-choose', item) ? { stage: 'recognise', exercise: listen(item) } : null,
    (item) =>
      !has('choose-meaning', item) && once(`rw:${item.text}`)
        ? { stage: 'recognise', exercise: meaning(item, 1) }
        : null,
    (item) =>
      !has('type-answer', item) && once(item.gloss[0]!) ? { stage: 'produce', exercise: typed(item) } : null,
    (item) => {
      const built = has('build-sentence', item) ? null : sentence(item);
      return built ? { stage: 'produce', exercise: built } : null;
    },
  ];
  for (const extra of extras) {
    for (const item of items) {
      if (drafts.length >= LESSON_EXERCISES.min) break;
      const draft = extra(item);
      if (draft?.stage === 'recognise') recognise(draft.exercise);
      else if (draft) drafts.push(draft);
    }
  }
  // Last, the lesson's first word said aloud (the one practised most by then), where it has a recording.
  const spoken = items.find((item) => item.audio);
  const exercises = drafts.slice(0, LESSON_EXERCISES.max - (spoken ? 1 : 0)).map((draft) => draft.exercise);
  if (spoken) {
    exercises.push({
      kind: 'speak',
      itemId: spoken.id,
      text: spoken.text,
      gloss: spoken.gloss[0]!,
      audio: spoken.audio!,
    });
  }
  return exercises;
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
        const exercises = lessonExercises(
          list,
          earlier,
          course.slice(taught),
          forms,
          choices,
          `${seed}:${id}`,
        );
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
