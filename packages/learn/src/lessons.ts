// The learning path as pure logic: content items in, ordered units of lessons out. Each lesson introduces 5–8
// reviewed items and practises them with several kinds of exercise, from recognising to producing. The content
// itself stays with its owner (the tutor's data files); this module only needs the fields of `LearnItem`.

export const difficulties = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof difficulties)[number];

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
  /** The unit it belongs to (greetings, numbers, food…). */
  category: string;
  difficulty: Difficulty;
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
  | { kind: 'type-answer'; itemId: string; prompt: string; accepted: string[] };
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
  category: string;
  /** The most common difficulty of its items. */
  difficulty: Difficulty;
  lessons: Lesson[];
}

export interface LearningPath {
  units: Unit[];
  /** Items left out, and why: for the people who write the content. */
  skipped: { itemId: string; reason: 'draft' | 'small-category' | 'overflow' }[];
}

export interface PathOptions {
  /** Fewest and most items per lesson (5 and 8). */
  minItems?: number;
  maxItems?: number;
  /** Choices offered in a choice exercise, the right one included (4). */
  choices?: number;
  /** Seed of the shuffles, so a path is the same for everyone and in every test. */
  seed?: string;
}

/** A 32-bit FNV-1a hash: turns a seed string into a number. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so shuffles repeat exactly for the same seed. */
function random(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], seed: string): T[] {
  const next = random(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const rank = (difficulty: Difficulty) => difficulties.indexOf(difficulty);
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Splits `count` items into lessons of min–max items, as even as possible; what cannot fit is left over. */
export function lessonSizes(count: number, min = 5, max = 8): { sizes: number[]; overflow: number } {
  if (count < min) return { sizes: [], overflow: count };
  // As few lessons as the maximum allows, unless that leaves one short of the minimum.
  const fewest = Math.ceil(count / max);
  const lessons = fewest * min <= count ? fewest : Math.floor(count / min);
  const taken = Math.min(count, lessons * max);
  const sizes = Array.from(
    { length: lessons },
    (_, i) => Math.floor(taken / lessons) + (i < taken % lessons ? 1 : 0),
  );
  return { sizes, overflow: count - taken };
}

/**
 * Options for a choice: the right one and distractors that are not also right (no shared meaning), taken first
 * from the lesson's own items (the words being learned side by side), then from the rest of the pool.
 */
function choiceOptions(
  correct: LearnItem,
  near: readonly LearnItem[],
  pool: readonly LearnItem[],
  pick: (item: LearnItem) => string,
  count: number,
  seed: string,
): { options: string[]; correctIndex: number } {
  const answer = pick(correct);
  const distractors: string[] = [];
  for (const candidate of [...shuffle(near, `${seed}:near`), ...shuffle(pool, `${seed}:pool`)]) {
    if (distractors.length >= count - 1) break;
    if (candidate.id === correct.id) continue;
    if (candidate.gloss.some((g) => correct.gloss.some((c) => same(g, c)))) continue;
    const option = pick(candidate);
    if (same(option, answer) || distractors.some((d) => same(d, option))) continue;
    distractors.push(option);
  }
  const options = shuffle([answer, ...distractors], `${seed}:order`);
  return { options, correctIndex: options.indexOf(answer) };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

function lessonExercises(
  items: readonly LearnItem[],
  pool: readonly LearnItem[],
  choices: number,
  seed: string,
): Exercise[] {
  const exercises: Exercise[] = [];
  // From recognising to producing: meanings, listening, pairs, sentences, then typing the word itself.
  for (const item of items) {
    const { options, correctIndex } = choiceOptions(
      item,
      items,
      pool,
      (i) => i.gloss[0]!,
      choices,
      `${seed}:${item.id}:m`,
    );
    exercises.push({ kind: 'choose-meaning', itemId: item.id, prompt: item.text, options, correctIndex });
  }
  for (const item of items) {
    if (!item.audio) continue;
    const { options, correctIndex } = choiceOptions(
      item,
      items,
      pool,
      (i) => i.text,
      choices,
      `${seed}:${item.id}:l`,
    );
    exercises.push({ kind: 'listen-choose', itemId: item.id, audio: item.audio, options, correctIndex });
  }
  const paired = items.slice(0, 6);
  exercises.push({
    kind: 'match-pairs',
    itemIds: paired.map((item) => item.id),
    pairs: paired.map((item) => ({ id: item.id, left: item.text, right: item.gloss[0]! })),
    rightOrder: shuffle(
      paired.map((item) => item.id),
      `${seed}:pairs`,
    ),
  });
  for (const item of items) {
    if (!item.example || words(item.example.text).length < 2) continue;
    const answer = words(item.example.text);
    // One word from another item as a decoy, so the last tile is not a given.
    const decoy = items.find((other) => other.id !== item.id && !answer.includes(words(other.text)[0]!));
    const tiles = shuffle(decoy ? [...answer, words(decoy.text)[0]!] : answer, `${seed}:${item.id}:t`);
    exercises.push({ kind: 'build-sentence', itemId: item.id, prompt: item.example.gloss, tiles, answer });
  }
  for (const item of items) {
    exercises.push({ kind: 'type-answer', itemId: item.id, prompt: item.gloss[0]!, accepted: [item.text] });
  }
  return exercises;
}

/** The most common difficulty among items, the easier one on a tie. */
function typicalDifficulty(items: readonly LearnItem[]): Difficulty {
  const counts = difficulties.map((d) => items.filter((item) => item.difficulty === d).length);
  return difficulties[counts.indexOf(Math.max(...counts))]!;
}

/**
 * Builds the path: reviewed items grouped by category into units, units ordered from beginner to advanced (then
 * by name), items within a unit from easier to harder (then by id), split into lessons of 5–8 items.
 * Deterministic: the same items and seed give the same path.
 */
export function buildLearningPath(items: readonly LearnItem[], options: PathOptions = {}): LearningPath {
  const min = options.minItems ?? 5;
  const max = options.maxItems ?? 8;
  const choices = options.choices ?? 4;
  const seed = options.seed ?? 'vuga';
  const skipped: LearningPath['skipped'] = [];
  const usable = items.filter((item) => {
    if (item.status === 'reviewed' && item.gloss.length > 0) return true;
    skipped.push({ itemId: item.id, reason: 'draft' });
    return false;
  });
  const byCategory = new Map<string, LearnItem[]>();
  for (const item of usable) {
    const list = byCategory.get(item.category);
    if (list) list.push(item);
    else byCategory.set(item.category, [item]);
  }
  const units: Unit[] = [];
  for (const [category, list] of byCategory) {
    const ordered = [...list].sort(
      (a, b) => rank(a.difficulty) - rank(b.difficulty) || (a.id < b.id ? -1 : 1),
    );
    const { sizes, overflow } = lessonSizes(ordered.length, min, max);
    const reason = sizes.length === 0 ? 'small-category' : 'overflow';
    for (const item of ordered.slice(ordered.length - overflow)) skipped.push({ itemId: item.id, reason });
    if (sizes.length === 0) continue;
    let start = 0;
    const lessons = sizes.map((size, index) => {
      const lessonItems = ordered.slice(start, start + size);
      start += size;
      const id = `${category}-${index + 1}`;
      const exercises = lessonExercises(lessonItems, usable, choices, `${seed}:${id}`);
      return {
        id,
        itemIds: lessonItems.map((item) => item.id),
        exercises,
        kinds: [...new Set(exercises.map((exercise) => exercise.kind))],
      };
    });
    units.push({ id: category, category, difficulty: typicalDifficulty(list), lessons });
  }
  units.sort((a, b) => rank(a.difficulty) - rank(b.difficulty) || (a.category < b.category ? -1 : 1));
  return { units, skipped };
}
