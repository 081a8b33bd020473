// The placement check as pure logic: a learner who knows some Kinyarwanda answers a few choose-the-meaning
// questions on the path's units and starts at the first unit they do not know yet. Questions are made as a
// lesson's are (the same options: no wrong option is also right), a few per unit, in the path's order. A long
// path is sampled evenly: each question's unit stands for the units since the previous one asked about, which
// come before it and are easier, so knowing it counts for them too. Seeded: the same seed gives the same check.
import { choiceOptions, type LearnItem, sameKey, shuffle } from './items.ts';
import type { Unit } from './lessons.ts';

export interface PlacementQuestion {
  /** The unit it checks. */
  unitId: string;
  itemId: string;
  /** The Kinyarwanda whose meaning is asked. */
  prompt: string;
  options: string[];
  correctIndex: number;
}

export interface PlacementCheck {
  /** Ordered by unit, in the path's order. */
  questions: PlacementQuestion[];
}

export interface PlacementOptions {
  /** Seed of the choice of items and of the options' order. */
  seed: string;
  /** Questions per unit asked about (2). */
  perUnit?: number;
  /** Most questions in all (20): a longer path is sampled evenly. */
  maxQuestions?: number;
  /** Options per question, the right one included (4). */
  choices?: number;
}

/** Most questions in a placement check, and questions per unit. */
export const PLACEMENT = { maxQuestions: 20, perUnit: 2 } as const;

/**
 * The units asked about: every unit when they fit, else `groups` units spread evenly, each the last of its
 * group (so a unit skipped on its strength is never after it).
 */
function sampledUnits<T>(units: readonly T[], groups: number): T[] {
  if (units.length <= groups) return [...units];
  return Array.from({ length: groups }, (_, i) => units[Math.floor(((i + 1) * units.length) / groups) - 1]!);
}

export function buildPlacementCheck(
  units: readonly Pick<Unit, 'id' | 'lessons'>[],
  item: (id: string) => LearnItem | undefined,
  options: PlacementOptions,
): PlacementCheck {
  const perUnit = Math.max(1, options.perUnit ?? PLACEMENT.perUnit);
  const maxQuestions = Math.max(perUnit, options.maxQuestions ?? PLACEMENT.maxQuestions);
  const choices = options.choices ?? 4;
  const itemsOf = (unit: Pick<Unit, 'lessons'>) =>
    unit.lessons.flatMap((lesson) => lesson.itemIds.flatMap((id) => item(id) ?? []));
  const pool = units.flatMap(itemsOf);
  const questions: PlacementQuestion[] = [];
  for (const unit of sampledUnits(units, Math.floor(maxQuestions / perUnit))) {
    const unitItems = itemsOf(unit);
    const asked = new Set<string>();
    let count = 0;
    for (const candidate of shuffle(unitItems, `${options.seed}:${unit.id}`)) {
      if (count >= perUnit) break;
      // Two questions of a unit ask different words with different meanings; a name whose meaning is itself
      // ("Nyarugenge") would give its answer away.
      const keys = [sameKey(candidate.text), ...candidate.gloss.map(sameKey)];
      if (keys.some((key) => asked.has(key)) || keys.indexOf(keys[0]!, 1) !== -1) continue;
      for (const key of keys) asked.add(key);
      const choice = choiceOptions(
        candidate,
        [unitItems, pool],
        (i) => i.gloss[0]!,
        choices,
        `${options.seed}:${unit.id}:${candidate.id}`,
      );
      questions.push({ unitId: unit.id, itemId: candidate.id, prompt: candidate.text, ...choice });
      count++;
    }
  }
  return { questions };
}

export interface PlacementResult {
  /** Index in the path of the unit to start at; the number of units when every unit is known. */
  startIndex: number;
  /** The units before it, known or counted as known (skipped), in order. */
  knownUnitIds: string[];
  /** Questions answered right. */
  correct: number;
}

/**
 * Where the learner starts: the path's units in order, each known when every question on it was answered
 * right; a unit not asked about counts as the next one asked about does (none after it: not known). Stops at
 * the first unit not known. `answers` are option indexes, one per question (missing: not right).
 */
export function placementResult(
  unitIds: readonly string[],
  questions: readonly Pick<PlacementQuestion, 'unitId' | 'correctIndex'>[],
  answers: readonly number[],
): PlacementResult {
  const known = new Map<string, boolean>();
  let correct = 0;
  questions.forEach((question, index) => {
    const right = answers[index] === question.correctIndex;
    if (right) correct++;
    known.set(question.unitId, (known.get(question.unitId) ?? true) && right);
  });
  // From the last unit back: an unasked unit takes the verdict of the next one asked about.
  const verdicts: boolean[] = [];
  let next = false;
  for (let i = unitIds.length - 1; i >= 0; i--) {
    next = known.get(unitIds[i]!) ?? next;
    verdicts[i] = next;
  }
  const first = verdicts.indexOf(false);
  const startIndex = first === -1 ? unitIds.length : first;
  return { startIndex, knownUnitIds: unitIds.slice(0, startIndex), correct };
}
