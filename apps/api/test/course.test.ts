// The whole course as the API teaches it (the tutor's reviewed content through catalog.ts), held to the
// course check (@vuga/learn course-check.ts): no exercise marks a right answer wrong or gives its answer away,
// and every lesson has 10–15 exercises on 4–6 new items, each taught once.
import { checkCourse, LESSON_EXERCISES } from '@vuga/learn';
import { expect, it } from 'vitest';
import { buildCatalog, learnItems } from '../src/learn/catalog.ts';
import { realTutor } from './support.ts';

it('passes the course check with no violation, every item taught once', () => {
  const content = realTutor().content;
  const started = performance.now();
  const catalog = buildCatalog(content);
  const built = performance.now() - started;
  const taught = learnItems(content).filter((item) => catalog.item(item.id));
  const violations = checkCourse(catalog.path, taught);
  const lessons = catalog.path.units.flatMap((unit) => unit.lessons);
  const exercises = lessons.map((lesson) => lesson.exercises.length);
  console.info(
    `course: ${catalog.path.units.length} units, ${lessons.length} lessons, ` +
      `${exercises.reduce((a, b) => a + b, 0)} exercises (${Math.min(...exercises)}–${Math.max(...exercises)} a lesson); ` +
      `built in ${built.toFixed(0)} ms; violations: ${violations.length}`,
  );
  expect(violations).toEqual([]);
  for (const lesson of lessons) {
    expect(lesson.itemIds.length).toBeGreaterThanOrEqual(4);
    expect(lesson.itemIds.length).toBeLessThanOrEqual(6);
    expect(lesson.exercises.length).toBeGreaterThanOrEqual(LESSON_EXERCISES.min);
    expect(lesson.exercises.length).toBeLessThanOrEqual(LESSON_EXERCISES.max);
  }
  const ids = lessons.flatMap((lesson) => lesson.itemIds);
  expect(new Set(ids).size).toBe(ids.length);
  for (const unit of catalog.path.units)
    console.info(`  ${unit.id}: ${unit.goal} (${unit.lessons.length} lessons)`);
});

it('teaches in the authored order: greetings first, one to ten before twenty, January to December', () => {
  const { path } = buildCatalog(realTutor().content);
  expect(path.units.length).toBeGreaterThanOrEqual(12);
  expect(path.units[0]!.id).toBe('greetings');
  expect(path.units[0]!.lessons[0]!.itemIds).toContain('word-muraho');
  const taught = path.units.flatMap((unit) => unit.lessons.flatMap((lesson) => lesson.itemIds));
  const order = (ids: string[]) => ids.map((id) => taught.indexOf(id));
  const ascending = (positions: number[]) =>
    positions.every((at, i) => at >= 0 && (i === 0 || at > positions[i - 1]!));
  expect(
    ascending(
      order(['word-rimwe', 'word-kabiri', 'word-gatatu', 'word-icumi', 'word-makumyabiri', 'word-ijana']),
    ),
  ).toBe(true);
  expect(
    ascending(order(['word-mutarama', 'word-gashyantare', 'word-kamena', 'word-ukwakira', 'word-ukuboza'])),
  ).toBe(true);
  for (const unit of path.units) expect(unit.goal.length).toBeGreaterThan(10);
});
