// The placement check: a few choose-the-meaning questions per unit in the path's order, a long path sampled
// evenly within 20 questions, and the unit to start at from the answers.
import { describe, expect, it } from 'vitest';
import { buildLearningPath, type CourseOutline } from '../src/lessons.ts';
import { buildPlacementCheck, placementResult } from '../src/placement.ts';
import { item } from './support.ts';

const unitId = (u: number) => `u${String(u).padStart(2, '0')}`;
/** `count` units of one lesson of `size` items each, named u00, u01…, in that order. */
const fixture = (count: number, size = 5) =>
  Array.from({ length: count }, (_, u) =>
    Array.from({ length: size }, (_, i) => item(`${unitId(u)}-${i}`)),
  ).flat();
const outlineOf = (count: number, size = 5): CourseOutline => ({
  units: Array.from({ length: count }, (_, u) => ({
    id: unitId(u),
    title: unitId(u),
    goal: unitId(u),
    lessons: [Array.from({ length: size }, (_, i) => `${unitId(u)}-${i}`)],
  })),
});
/** `count` units with one more item in the first unit's lesson. */
const withExtra = (count: number, extra: ReturnType<typeof item>) => {
  const outline = outlineOf(count);
  const [first, ...rest] = outline.units;
  const units = [{ ...first!, lessons: [[...first!.lessons[0]!, extra.id]] }, ...rest];
  return { items: [...fixture(count), extra], outline: { units } };
};
const setUp = (count: number) => {
  const items = fixture(count);
  const byId = new Map(items.map((i) => [i.id, i]));
  const path = buildLearningPath(outlineOf(count), items);
  return { path, byId, lookup: (id: string) => byId.get(id) };
};

describe('buildPlacementCheck', () => {
  const { path, byId, lookup } = setUp(4);
  const check = buildPlacementCheck(path.units, lookup, { seed: 'test' });

  it('asks two questions per unit, in the order of the units, about items of that unit', () => {
    expect(check.questions.map((q) => q.unitId)).toEqual(path.units.flatMap((unit) => [unit.id, unit.id]));
    for (const question of check.questions) {
      const unit = path.units.find((u) => u.id === question.unitId)!;
      expect(unit.lessons.flatMap((l) => l.itemIds)).toContain(question.itemId);
    }
    // Two different words of a unit.
    for (let i = 0; i < check.questions.length; i += 2) {
      expect(check.questions[i]!.itemId).not.toBe(check.questions[i + 1]!.itemId);
    }
  });

  it('asks the meaning of the word: four options, one of them right', () => {
    for (const question of check.questions) {
      const asked = byId.get(question.itemId)!;
      expect(question.prompt).toBe(asked.text);
      expect(question.options).toHaveLength(4);
      expect(new Set(question.options).size).toBe(4);
      expect(question.options[question.correctIndex]).toBe(asked.gloss[0]);
    }
  });

  it('is the same for the same seed and differs with another', () => {
    expect(buildPlacementCheck(path.units, lookup, { seed: 'test' })).toEqual(check);
    expect(buildPlacementCheck(path.units, lookup, { seed: 'other' })).not.toEqual(check);
  });

  it('never offers a wrong option that is also a meaning of the word', () => {
    // A synonym in the same unit: "meaning u00-0" must not be offered as wrong for it.
    const { items, outline } = withExtra(2, item('u00-syn', { gloss: ['meaning u00-0'] }));
    const byId2 = new Map(items.map((i) => [i.id, i]));
    const path2 = buildLearningPath(outline, items);
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      for (const question of buildPlacementCheck(path2.units, (id) => byId2.get(id), { seed }).questions) {
        const meanings = byId2.get(question.itemId)!.gloss;
        const wrong = question.options.filter((_, index) => index !== question.correctIndex);
        for (const option of wrong) expect(meanings).not.toContain(option);
      }
    }
  });

  it('never asks a name whose meaning is itself: its answer would be among the options', () => {
    const { items, outline } = withExtra(
      1,
      item('u00-name', { text: 'Kigali', gloss: ['Kigali', 'the capital'] }),
    );
    const byName = new Map(items.map((i) => [i.id, i]));
    const named = buildLearningPath(outline, items);
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const { questions } = buildPlacementCheck(named.units, (id) => byName.get(id), { seed });
      expect(questions).toHaveLength(2);
      for (const question of questions) expect(question.itemId).not.toBe('u00-name');
    }
  });

  it('keeps a long path to 20 questions, sampling units evenly and always asking about the last', () => {
    const long = setUp(28);
    const { questions } = buildPlacementCheck(long.path.units, long.lookup, { seed: 'test' });
    expect(questions).toHaveLength(20);
    const asked = [...new Set(questions.map((q) => q.unitId))];
    const ids = long.path.units.map((u) => u.id);
    expect(asked).toHaveLength(10);
    const positions = asked.map((id) => ids.indexOf(id));
    // In order, none twice, spread over the whole path (gaps of two or three units).
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.at(-1)).toBe(27);
    for (let i = 1; i < positions.length; i++) {
      expect(positions[i]! - positions[i - 1]!).toBeGreaterThanOrEqual(2);
      expect(positions[i]! - positions[i - 1]!).toBeLessThanOrEqual(3);
    }
  });
});

describe('placementResult', () => {
  const units = ['a', 'b', 'c', 'd'];
  const questions = units.flatMap((unitId) => [
    { unitId, correctIndex: 1 },
    { unitId, correctIndex: 2 },
  ]);
  const right = questions.map((q) => q.correctIndex);
  const wrongAt = (...indexes: number[]) =>
    right.map((answer, index) => (indexes.includes(index) ? answer + 1 : answer));

  it('starts at the first unit with a wrong answer', () => {
    expect(placementResult(units, questions, wrongAt(0))).toEqual({
      startIndex: 0,
      knownUnitIds: [],
      correct: 7,
    });
    expect(placementResult(units, questions, wrongAt(5))).toEqual({
      startIndex: 2,
      knownUnitIds: ['a', 'b'],
      correct: 7,
    });
  });

  it('stops at the first unit not known, even when later ones are right', () => {
    expect(placementResult(units, questions, wrongAt(3)).startIndex).toBe(1);
  });

  it('places past the last unit when everything is right, and at the start when answers are missing', () => {
    expect(placementResult(units, questions, right)).toEqual({
      startIndex: 4,
      knownUnitIds: units,
      correct: 8,
    });
    expect(placementResult(units, questions, []).startIndex).toBe(0);
  });

  it('counts a unit not asked about as the next one asked about', () => {
    const path = ['a', 'x', 'b', 'y', 'z'];
    const asked = [
      { unitId: 'a', correctIndex: 0 },
      { unitId: 'b', correctIndex: 0 },
    ];
    // a and b known: x (before b) too; y and z, after the last unit asked about, are not.
    expect(placementResult(path, asked, [0, 0]).startIndex).toBe(3);
    // b not known: x is not either.
    expect(placementResult(path, asked, [0, 1]).startIndex).toBe(1);
  });
});
