// The learning path: the authored outline's units and lessons of reviewed items, and the exercises built from them.
import { describe, expect, it } from 'vitest';
import type { Exercise } from '../src/exercises/index.ts';
import type { LearnItem } from '../src/items.ts';
import { buildLearningPath, type CourseOutline, taughtItems } from '../src/lessons.ts';
import { item } from './support.ts';

const greetings = ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'].map((id) =>
  item(id, { audio: `${id}.mp3`, example: { text: `w-${id} nshuti`, gloss: `${id} friend` } }),
);
const food = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9', 'f10', 'f11'].map((id) =>
  item(id, { audio: `${id}.mp3` }),
);
const verbs = ['v1', 'v2', 'v3', 'v4', 'v5'].map((id) =>
  item(id, { example: { text: `ndi w-${id}`, gloss: `I ${id}` } }),
);
const draft = item('d1', { status: 'draft' });
const fixture = [...verbs, ...food, draft, ...greetings];

/** The course as authored: greetings first, the items in the order a teacher would give them (not by id). */
const outline: CourseOutline = {
  units: [
    {
      id: 'greetings',
      title: 'Greetings',
      goal: 'Greet someone',
      lessons: [['g1', 'g2', 'g3', 'g4', 'g5', 'g6']],
    },
    {
      id: 'food',
      title: 'Food',
      goal: 'Order food',
      lessons: [
        ['f9', 'f1', 'f2', 'f3', 'f4', 'd1'],
        ['f5', 'f6', 'f7', 'f8', 'nowhere'],
      ],
    },
    { id: 'verbs', title: 'Verbs', goal: 'Say what you do', lessons: [['v1', 'v2', 'v3', 'v4', 'v5']] },
  ],
};

const byKind = <K extends Exercise['kind']>(exercises: Exercise[], kind: K) =>
  exercises.filter((e): e is Extract<Exercise, { kind: K }> => e.kind === kind);
const lessonOf = (items: LearnItem[]) =>
  buildLearningPath({ units: [{ id: 'c', title: 'C', goal: 'C', lessons: [items.map((i) => i.id)] }] }, items)
    .units[0]!.lessons[0]!;

describe('buildLearningPath', () => {
  const path = buildLearningPath(outline, fixture);

  it('keeps the authored order of units and of items, and leaves out what cannot be taught', () => {
    expect(path.units.map((u) => [u.id, u.title, u.goal])).toEqual([
      ['greetings', 'Greetings', 'Greet someone'],
      ['food', 'Food', 'Order food'],
      ['verbs', 'Verbs', 'Say what you do'],
    ]);
    expect(path.units[1]!.lessons.map((l) => [l.id, l.itemIds])).toEqual([
      ['food-1', ['f9', 'f1', 'f2', 'f3', 'f4']],
      ['food-2', ['f5', 'f6', 'f7', 'f8']],
    ]);
    expect(path.skipped).toEqual([
      { itemId: 'd1', reason: 'draft' },
      { itemId: 'nowhere', reason: 'unknown' },
    ]);
  });

  it('takes wrong options from the lesson and what came before, never from what is still to come', () => {
    const first = path.units[0]!.lessons[0]!;
    for (const exercise of byKind(first.exercises, 'choose-meaning'))
      expect(exercise.options.every((option) => /meaning g\d/.test(option))).toBe(true);
    const later = path.units[1]!.lessons[1]!;
    const met = new Set([
      'g1',
      'g2',
      'g3',
      'g4',
      'g5',
      'g6',
      'f9',
      'f1',
      'f2',
      'f3',
      'f4',
      'f5',
      'f6',
      'f7',
      'f8',
    ]);
    for (const exercise of byKind(later.exercises, 'choose-meaning'))
      for (const option of exercise.options) expect(met.has(option.replace('meaning ', ''))).toBe(true);
  });

  it('never drills a draft item', () => {
    const ids = path.units.flatMap((u) =>
      u.lessons.flatMap((l) => l.exercises.flatMap((e) => ('itemIds' in e ? e.itemIds : [e.itemId]))),
    );
    expect(ids).not.toContain('d1');
    expect(ids.length).toBeGreaterThan(0);
  });

  it('gives every lesson at least four kinds of exercise, from recognising to producing', () => {
    const greetingsLesson = path.units[0]!.lessons[0]!;
    expect(greetingsLesson.kinds).toEqual([
      'choose-meaning',
      'listen-choose',
      'match-pairs',
      'build-sentence',
      'type-answer',
      'speak',
    ]);
    // The last exercise: the lesson's first word, said aloud.
    expect(greetingsLesson.exercises.at(-1)).toEqual({
      kind: 'speak',
      itemId: 'g1',
      text: 'w-g1',
      gloss: 'meaning g1',
      audio: 'g1.mp3',
    });
    for (const lesson of path.units.flatMap((u) => u.lessons))
      expect(lesson.kinds.length).toBeGreaterThanOrEqual(4);
  });

  it('offers four distinct options with the right one where it says', () => {
    const lesson = path.units[0]!.lessons[0]!;
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
      item('a', { gloss: ['hello', 'hi'] }),
      item('b', { gloss: ['hi'] }),
      ...['c1', 'c2', 'c3', 'c4'].map((id) => item(id)),
    ];
    const lesson = lessonOf(items);
    const chooseA = byKind(lesson.exercises, 'choose-meaning').find((e) => e.itemId === 'a')!;
    expect(chooseA.options).toContain('hello');
    expect(chooseA.options).not.toContain('hi');
  });

  it('builds sentences from the example with one decoy tile, and types the word from its meaning', () => {
    const lesson = path.units[0]!.lessons[0]!;
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
      item('a', {
        text: 'Murakoze',
        gloss: ['thank you'],
        example: { text: 'Murakoze cyane.', gloss: 'Thank you very much.' },
      }),
      item('b', { text: 'urakoze', gloss: ['thank you (to one person)'] }),
      ...['c1', 'c2', 'c3'].map((id) => item(id)),
    ];
    const lesson = lessonOf(items);
    for (const typed of byKind(lesson.exercises, 'type-answer')) {
      if (typed.prompt.startsWith('thank you'))
        expect([...typed.accepted].sort()).toEqual(['Murakoze', 'urakoze']);
    }
    const build = byKind(lesson.exercises, 'build-sentence')[0]!;
    expect(build.answer).toEqual(['murakoze', 'cyane']);
  });

  it('matches up to six pairs with the right column shuffled', () => {
    const match = byKind(path.units[0]!.lessons[0]!.exercises, 'match-pairs')[0]!;
    expect(match.pairs).toHaveLength(6);
    expect([...match.rightOrder].sort()).toEqual(['g1', 'g2', 'g3', 'g4', 'g5', 'g6']);
    expect(match.pairs[0]).toEqual({ id: 'g1', left: 'w-g1', right: 'meaning g1' });
  });

  it('is the same for the same seed and differs for another', () => {
    expect(buildLearningPath(outline, fixture)).toEqual(path);
    const other = buildLearningPath(outline, fixture, { seed: 'another' });
    expect(other.units.map((u) => u.lessons.map((l) => l.itemIds))).toEqual(
      path.units.map((u) => u.lessons.map((l) => l.itemIds)),
    );
    expect(other).not.toEqual(path);
  });
});

describe('taughtItems', () => {
  it("lists each lesson's items as the path does (drafts, unknown ids and items with no meaning left out)", () => {
    // f10 has no meaning to ask; d1 is a draft; "nowhere" is no item.
    const items = fixture.map((one) => (one.id === 'f10' ? { ...one, gloss: [] } : one));
    const withMore: CourseOutline = {
      units: [...outline.units, { id: 'more', title: 'More', goal: 'More', lessons: [['f10', 'f11']] }],
    };
    const path = buildLearningPath(withMore, items);
    const taught = taughtItems(withMore, items);
    expect(taught).toEqual({
      units: path.units.map((unit) => ({ lessons: unit.lessons.map(({ itemIds }) => ({ itemIds })) })),
    });
    expect(taught.units.at(-1)).toEqual({ lessons: [{ itemIds: ['f11'] }] });
    expect(taught.units[1]!.lessons[0]!.itemIds).not.toContain('d1');
  });
});
