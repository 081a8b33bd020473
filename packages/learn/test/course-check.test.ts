// The course check catches each kind of violation planted in an otherwise clean course, and passes the clean one.
import { describe, expect, it } from 'vitest';
import { checkCourse, type ViolationKind } from '../src/course-check.ts';
import type { Exercise } from '../src/exercises/index.ts';
import type { LearnItem } from '../src/items.ts';
import { buildLearningPath, type LearningPath } from '../src/lessons.ts';

const item = (id: string, extra: Partial<LearnItem> = {}): LearnItem => ({
  id,
  text: `w-${id}`,
  gloss: [`meaning ${id}`],
  status: 'reviewed',
  audio: `${id}.mp3`,
  example: { text: `w-${id} nshuti`, gloss: `${id} friend` },
  ...extra,
});
const items = [
  item('a', { gloss: ['these'] }),
  item('b', { gloss: ['these (people)'] }),
  ...['c', 'd', 'e', 'f'].map((id) => item(id)),
];
const clean = buildLearningPath(
  { units: [{ id: 'u', title: 'U', goal: 'Do things', lessons: [items.map((i) => i.id)] }] },
  items,
);

/** The clean course with the first exercise of a kind changed. */
function planted(kind: Exercise['kind'], change: (exercise: Exercise) => Exercise): LearningPath {
  const copy: LearningPath = structuredClone(clean);
  const lesson = copy.units[0]!.lessons[0]!;
  const index = lesson.exercises.findIndex((exercise) => exercise.kind === kind);
  lesson.exercises[index] = change(lesson.exercises[index]!);
  return copy;
}

const kinds = (path: LearningPath) => checkCourse(path, items).map((violation) => violation.kind);

describe('checkCourse', () => {
  it('finds nothing wrong in a course built by buildLearningPath, synonyms in parentheses included', () => {
    expect(checkCourse(clean, items)).toEqual([]);
  });

  const cases: [ViolationKind, LearningPath][] = [
    [
      'answer-among-wrong-options',
      planted('choose-meaning', (e) => {
        if (e.kind !== 'choose-meaning') return e;
        // "these" offered as wrong for w-b, whose meaning is "these (people)": the same once compared.
        const options = ['these (people)', 'these', 'meaning c', 'meaning d'];
        return { ...e, itemId: 'b', prompt: 'w-b', options, correctIndex: 0 };
      }),
    ],
    [
      'typed-form-refused',
      planted('type-answer', (e) =>
        e.kind === 'type-answer' ? { ...e, prompt: 'these', accepted: ['w-a'] } : e,
      ),
    ],
    [
      'prompt-repeated',
      (() => {
        const copy: LearningPath = structuredClone(clean);
        const lesson = copy.units[0]!.lessons[0]!;
        lesson.exercises.push(lesson.exercises.find((e) => e.kind === 'type-answer')!);
        return copy;
      })(),
    ],
    [
      'pairs-not-unique',
      planted('match-pairs', (e) =>
        e.kind === 'match-pairs'
          ? {
              ...e,
              pairs: e.pairs.map((pair, i) => (i === 1 ? { ...pair, right: e.pairs[0]!.right } : pair)),
            }
          : e,
      ),
    ],
    [
      'tiles-give-order',
      planted('build-sentence', (e) =>
        e.kind === 'build-sentence'
          ? { ...e, tiles: e.tiles.map((t, i) => (i === 0 ? `${t.toUpperCase()}.` : t)) }
          : e,
      ),
    ],
    [
      'decoy-not-taught',
      planted('build-sentence', (e) =>
        e.kind === 'build-sentence' ? { ...e, tiles: [...e.answer, 'zzz'] } : e,
      ),
    ],
    [
      'lesson-size',
      (() => {
        const copy: LearningPath = structuredClone(clean);
        copy.units[0]!.lessons[0]!.itemIds.splice(3);
        return copy;
      })(),
    ],
    [
      'taught-twice',
      (() => {
        const copy: LearningPath = structuredClone(clean);
        const lesson = copy.units[0]!.lessons[0]!;
        copy.units.push({ ...copy.units[0]!, id: 'v', lessons: [{ ...lesson, id: 'v-1' }] });
        return copy;
      })(),
    ],
    [
      'lesson-length',
      (() => {
        const copy: LearningPath = structuredClone(clean);
        copy.units[0]!.lessons[0]!.exercises.splice(3);
        return copy;
      })(),
    ],
  ];
  it.each(cases)('catches %s', (kind, path) => {
    expect(kinds(path)).toContain(kind);
  });
});
