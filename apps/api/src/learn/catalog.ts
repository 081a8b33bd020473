// What Learn and Review teach: the tutor's reviewed words and phrases as @vuga/learn items, the path built
// from them once at start-up (seeded, so it is the same for everyone), and lookups by id and by text. Only
// reviewed content is taught: an exercise must never drill a wrong answer.
import { buildLearningPath, type LearnItem, type LearningPath, type Lesson, type Unit } from '@vuga/learn';
import { type Content, matchKey } from '@vuga/tutor';

export interface Catalog {
  path: LearningPath;
  item(id: string): LearnItem | undefined;
  lesson(id: string): { lesson: Lesson; unit: Unit } | undefined;
  /** A taught item whose Kinyarwanda is this text (case, tone marks and apostrophes folded). */
  itemByText(text: string): LearnItem | undefined;
}

/** Affixes and bound stems ("-ra-", "-inshi") are grammar, not words to drill on their own. */
const isBound = (rw: string) => rw.startsWith('-') || rw.endsWith('-');

export function learnItems(content: Content): LearnItem[] {
  const items: LearnItem[] = [];
  for (const file of content.lexicon) {
    for (const entry of file.entries) {
      if (isBound(entry.rw)) continue;
      const example = entry.examples?.[0];
      items.push({
        id: `word-${entry.id}`,
        text: entry.rw,
        gloss: entry.en,
        audio: entry.rw,
        ...(example && { example: { text: example.rw, gloss: example.en } }),
        status: entry.status,
        category: file.category,
        difficulty: entry.difficulty,
      });
    }
  }
  for (const file of content.phrases) {
    for (const phrase of file.entries) {
      items.push({
        id: `phrase-${phrase.id}`,
        text: phrase.rw,
        gloss: [phrase.en],
        audio: phrase.rw,
        status: phrase.status,
        category: file.situation,
        difficulty: phrase.difficulty,
      });
    }
  }
  return items;
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
    itemByText: (text) => catalog().itemByText(text),
  };
}

export function buildCatalog(content: Content): Catalog {
  const items = learnItems(content);
  const path = buildLearningPath(items, { seed: 'vuga' });
  const taught = new Set(path.units.flatMap((unit) => unit.lessons.flatMap((lesson) => lesson.itemIds)));
  const byId = new Map(items.filter((item) => item.status === 'reviewed').map((item) => [item.id, item]));
  const lessons = new Map<string, { lesson: Lesson; unit: Unit }>();
  for (const unit of path.units) for (const lesson of unit.lessons) lessons.set(lesson.id, { lesson, unit });
  // By text: items in the path first, so a word taught in a lesson is the one added from a chat answer.
  const byText = new Map<string, LearnItem>();
  for (const item of [...byId.values()].sort((a, b) => Number(taught.has(b.id)) - Number(taught.has(a.id)))) {
    const key = matchKey(item.text);
    if (key && !byText.has(key)) byText.set(key, item);
  }
  return {
    path,
    item: (id) => byId.get(id),
    lesson: (id) => lessons.get(id),
    itemByText: (text) => byText.get(matchKey(text)),
  };
}
