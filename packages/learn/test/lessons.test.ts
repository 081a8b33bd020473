// The learning path: units from categories, lessons of 4–6 reviewed items, and the exercises built from them.
import { describe, expect, it } from 'vitest';
import { buildLearningPath, type Exercise, lessonSizes } from '../src/lessons.ts';
import { item } from './support.ts';

const greetings = ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'].map((id) =>
  item(id, 'greetings', { audio: `${id}.mp3`, example: { text: `w-${id} nshuti`, gloss: `${id} friend` } }),
);
const food = [
  ...['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8'].map((id) => item(id, 'food', { audio: `${id}.mp3` })),
  ...['f9', 'f10', 'f11'].map((id) => item(id, 'food', { difficulty: 'intermediate' })),
];
const verbs = ['v1', 'v2', 'v3', 'v4', 'v5'].map((id) =>
  item(id, 'verbs', { difficulty: 'advanced', example: { text: `ndi w-${id}`, gloss: `I ${id}` } }),
);
const small = ['s1', 's2'].map((id) => item(id, 'small'));
const draft = item('d1', 'greetings', { status: 'draft' });
const fixture = [...verbs, ...food, draft, ...small, ...greetings];

const byKind = <K extends Exercise['kind']>(exercises: Exercise[], kind: K) =>
  exercises.filter((e): e is Extract<Exercise, { kind: K }> => e.kind === kind);

describe('lessonSizes', () => {
  it('splits into as few lessons of 4–6 as fit, evenly', () => {
    expect(lessonSizes(3)).toEqual({ sizes: [], overflow: 3 });
    expect(lessonSizes(4)).toEqual({ sizes: [4], overflow: 0 });
    expect(lessonSizes(6)).toEqual({ sizes: [6], overflow: 0 });
    // Seven cannot be two lessons of four: one lesson of six, one item left for later.
    expect(lessonSizes(7)).toEqual({ sizes: [6], overflow: 1 });
    expect(lessonSizes(9)).toEqual({ sizes: [5, 4], overflow: 0 });
    expect(lessonSizes(13)).toEqual({ sizes: [5, 4, 4], overflow: 0 });
    expect(lessonSizes(40)).toEqual({ sizes: [6, 6, 6, 6, 6, 5, 5], overflow: 0 });
  });
});

describe('buildLearningPath', () => {
  const path = buildLearningPath(fixture);

  it('orders units from beginner to advanced, then by name, and leaves out what cannot be taught', () => {
    expect(path.units.map((u) => [u.id, u.difficulty])).toEqual([
      ['food', 'beginner'],
      ['greetings', 'beginner'],
      ['verbs', 'advanced'],
    ]);
    expect(path.skipped).toEqual([
      { itemId: 'd1', reason: 'draft' },
      { itemId: 's1', reason: 'small-category' },
      { itemId: 's2', reason: 'small-category' },
    ]);
  });

  it('puts easier items first and splits a unit into even lessons', () => {
    const food = path.units[0]!;
    expect(food.lessons.map((l) => l.itemIds)).toEqual([
      ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'],
      ['f7', 'f8', 'f10', 'f11', 'f9'],
    ]);
    expect(food.lessons.map((l) => l.id)).toEqual(['food-1', 'food-2']);
  });

  it('never drills a draft item', () => {
    const ids = path.units.flatMap((u) =>
      u.lessons.flatMap((l) => l.exercises.flatMap((e) => ('itemIds' in e ? e.itemIds : [e.itemId]))),
    );
    expect(ids).not.toContain('d1');
    expect(ids.length).toBeGreaterThan(0);
  });

  it('gives every lesson at least four kinds of exercise, from recognising to producing', () => {
    const greetingsLesson = path.units[1]!.lessons[0]!;
    expect(greetingsLesson.kinds).toEqual([
      'choose-meaning',
      'listen-choose',
      'match-pairs',
      'build-sentence',
      'type-answer',
    ]);
    for (const lesson of path.units.flatMap((u) => u.lessons))
      expect(lesson.kinds.length).toBeGreaterThanOrEqual(4);
  });

  it('offers four distinct options with the right one where it says', () => {
    const lesson = path.units[1]!.lessons[0]!;
    for (const exercise of byKind(lesson.exercises, 'choose-meaning')) {
      expect(exercise.options).toHaveLength(4);
      expect(new Set(exercise.options).size).toBe(4);
      expect(exercise.options[exercise.correctIndex]).toBe(`meaning ${exercise.itemId}`);
    }
    for (const exercise of byKind(lesson.exercises, 'listen-choose')) {
      expect(exercise.audio).toBe(`${exercise.itemId}.mp3`);
      expect(exercise.options[exercise.correctIndex]).toBe(`w-${exercise.itemId}`);
    }
  });

  it('does not offer a synonym as a wrong option', () => {
    const items = [
      item('a', 'c', { gloss: ['hello', 'hi'] }),
      item('b', 'c', { gloss: ['hi'] }),
      ...['c1', 'c2', 'c3', 'c4'].map((id) => item(id, 'c')),
    ];
    const lesson = buildLearningPath(items).units[0]!.lessons[0]!;
    const chooseA = byKind(lesson.exercises, 'choose-meaning').find((e) => e.itemId === 'a')!;
    expect(chooseA.options).toContain('hello');
    expect(chooseA.options).not.toContain('hi');
  });

  it('builds sentences from the example with one decoy tile, and types the word from its meaning', () => {
    const lesson = path.units[1]!.lessons[0]!;
    const build = byKind(lesson.exercises, 'build-sentence').find((e) => e.itemId === 'g1')!;
    expect(build.prompt).toBe('g1 friend');
    expect(build.answer).toEqual(['w-g1', 'nshuti']);
    expect(build.tiles).toHaveLength(3);
    // The decoy is the first word of another taught item.
    const [decoy] = build.tiles.filter((tile) => !build.answer.includes(tile));
    expect(
      fixture.some((other) => other.id !== 'g1' && other.status === 'reviewed' && other.text === decoy),
    ).toBe(true);
    const type = byKind(lesson.exercises, 'type-answer').find((e) => e.itemId === 'g2')!;
    expect(type).toEqual({ kind: 'type-answer', itemId: 'g2', prompt: 'meaning g2', accepted: ['w-g2'] });
  });

  it('accepts every taught form of a meaning, and tiles give no order away', () => {
    const items = [
      item('a', 'c', {
        text: 'Murakoze',
        gloss: ['thank you'],
        example: { text: 'Murakoze cyane.', gloss: 'Thank you very much.' },
      }),
      item('b', 'c', { text: 'urakoze', gloss: ['thank you (to one person)'] }),
      ...['c1', 'c2', 'c3'].map((id) => item(id, 'c')),
    ];
    const lesson = buildLearningPath(items).units[0]!.lessons[0]!;
    for (const typed of byKind(lesson.exercises, 'type-answer')) {
      if (typed.prompt.startsWith('thank you'))
        expect([...typed.accepted].sort()).toEqual(['Murakoze', 'urakoze']);
    }
    const build = byKind(lesson.exercises, 'build-sentence')[0]!;
    expect(build.answer).toEqual(['murakoze', 'cyane']);
  });

  it('matches up to six pairs with the right column shuffled', () => {
    const match = byKind(path.units[1]!.lessons[0]!.exercises, 'match-pairs')[0]!;
    expect(match.pairs).toHaveLength(6);
    expect([...match.rightOrder].sort()).toEqual(['g1', 'g2', 'g3', 'g4', 'g5', 'g6']);
    expect(match.pairs[0]).toEqual({ id: 'g1', left: 'w-g1', right: 'meaning g1' });
  });

  it('is the same for the same seed and differs for another', () => {
    expect(buildLearningPath(fixture)).toEqual(path);
    const other = buildLearningPath(fixture, { seed: 'another' });
    expect(other.units.map((u) => u.lessons.map((l) => l.itemIds))).toEqual(
      path.units.map((u) => u.lessons.map((l) => l.itemIds)),
    );
    expect(other).not.toEqual(path);
  });
});
