// What Learn and Review teach: the authored course (content/course.yaml) over the tutor's reviewed words and
// phrases as @vuga/learn items, the path built once (seeded, so it is the same for everyone), and lookups by
// id and by text. Only reviewed content is taught: an exercise must never drill a wrong answer.
import type { LearnItem, LearningPath, Lesson, Unit } from '@vuga/learn';
import type { Content, GrammarTopic } from '@vuga/tutor';
import { itemsByText, learnItems, learningPath } from '@vuga/tutor/responses';

export { learnItems };

/** A unit's guidebook, resolved: its key phrases, its grammar topic and its dialogue's lines. */
export interface UnitGuide {
  unit: Unit;
  keyPhrases: LearnItem[];
  grammar: GrammarTopic | undefined;
  dialogue: { speaker: 'A' | 'B'; text: string; gloss: string }[];
}

export interface Catalog {
  path: LearningPath;
  item(id: string): LearnItem | undefined;
  lesson(id: string): { lesson: Lesson; unit: Unit } | undefined;
  guide(unitId: string): UnitGuide | undefined;
  /** A taught item whose Kinyarwanda is this text (case, tone marks and apostrophes folded). */
  itemByText(text: string): LearnItem | undefined;
  /**
   * Every Kinyarwanda text a unit lets the learner hear, once each: its lessons' items (the lesson steps, the
   * listening exercises and the review cards they become) and its guidebook's key phrases, grammar examples
   * and dialogue lines. What is recorded ahead of time (prepare-audio.ts) and kept on a device per unit.
   */
  recordings(unitId: string): string[] | undefined;
}

/** The catalog, built on the first request that needs it (not at start-up: about 80 ms). */
export function lazyCatalog(content: Content): Catalog {
  let built: Catalog | undefined;
  const catalog = () => {
    built ??= buildCatalog(content);
    return built;
  };
  return {
    get path() {
      return catalog().path;
    },
    item: (id) => catalog().item(id),
    lesson: (id) => catalog().lesson(id),
    guide: (id) => catalog().guide(id),
    itemByText: (text) => catalog().itemByText(text),
    recordings: (id) => catalog().recordings(id),
  };
}

export function buildCatalog(content: Content): Catalog {
  const items = learnItems(content);
  const path = learningPath(content, items);
  const byId = new Map(items.filter((item) => item.status === 'reviewed').map((item) => [item.id, item]));
  const lessons = new Map<string, { lesson: Lesson; unit: Unit }>();
  for (const unit of path.units) for (const lesson of unit.lessons) lessons.set(lesson.id, { lesson, unit });
  // By text: items in the path first, so a word taught in a lesson is the one added from a chat answer.
  const itemByText = itemsByText(items, path);
  const examples = new Map(
    content.lexicon.flatMap((file) =>
      file.entries.map((entry) => [`word-${entry.id}`, entry.examples ?? []]),
    ),
  );
  const guides = new Map<string, UnitGuide>();
  path.units.forEach((unit) => {
    const authored = content.course?.units.find((u) => u.id === unit.id);
    if (!authored) return;
    const taught = (id: string) => byId.get(id);
    guides.set(unit.id, {
      unit,
      keyPhrases: authored.keyPhrases.flatMap((id) => taught(id) ?? []),
      grammar: content.grammar.find((topic) => topic.id === authored.grammar),
      dialogue: (authored.dialogue ?? []).flatMap((line) => {
        const item = taught(line.item);
        if (!item) return [];
        const example = line.example === undefined ? undefined : examples.get(line.item)?.[line.example];
        const said = example
          ? { text: example.rw, gloss: example.en }
          : { text: item.text, gloss: item.gloss[0]! };
        return [{ speaker: line.speaker, ...said }];
      }),
    });
  });
  const recordings = new Map(
    path.units.map((unit) => {
      const guide = guides.get(unit.id);
      const texts = new Set([
        ...unit.lessons.flatMap((lesson) =>
          lesson.itemIds.flatMap((id) => {
            const item = byId.get(id);
            // The item's own text (steps, review cards) and what its listening exercises play.
            return item ? [item.text, ...(item.audio ? [item.audio] : [])] : [];
          }),
        ),
        ...(guide?.keyPhrases.map((item) => item.text) ?? []),
        ...(guide?.grammar?.examples.map((example) => example.rw) ?? []),
        ...(guide?.dialogue.map((line) => line.text) ?? []),
      ]);
      return [unit.id, [...texts]];
    }),
  );
  return {
    path,
    item: (id) => byId.get(id),
    lesson: (id) => lessons.get(id),
    guide: (id) => guides.get(id),
    itemByText,
    recordings: (id) => recordings.get(id),
  };
}
