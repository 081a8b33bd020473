// "Teach me animal words": the words of a topic, narrowed by the question ("the days of the week").
import { CONFIDENCE } from '../confidence.ts';
import { difficultyRank } from '../content/difficulty.ts';
import type { Entry } from '../model.ts';
import { matchKey } from '../normalize.ts';
import type { TutorAnswer } from '../types.ts';
import { countAnswer } from './count.ts';
import { type AnswerContext, make } from './shared.ts';
import { findTopic } from './topic-aliases.ts';

export function topicAnswer(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const category = findTopic(ctx.topics, subject);
  if (!category) {
    if (/^(?:numbers?|counting|numerals)$/.test(matchKey(subject))) return countAnswer('10');
    return null;
  }
  const entries = (ctx.model.categories.get(category) ?? [])
    .slice()
    .sort(
      (a, b) =>
        Number(b.status === 'reviewed') - Number(a.status === 'reviewed') ||
        difficultyRank(a.difficulty) - difficultyRank(b.difficulty),
    );
  if (entries.length === 0) return category === 'numbers' ? countAnswer('10') : null;
  const narrowed = narrowTopic(entries, subject, category);
  const shown = narrowed.slice(0, 12);
  const title = narrowed === entries ? titleCase(category) : `${titleCase(category)}: ${subject}`;
  return make({
    response: `${title} (${narrowed.length} words). Here are ${shown.length}:\n${shown
      .map((e) => `${e.rw} — ${e.en[0]}`)
      .join('\n')}\nAsk "what does … mean" or "how do you pronounce …" about any of them.`,
    type: 'topic',
    confidence: CONFIDENCE.topicList,
    category,
    difficulty: shown[0]?.difficulty ?? 'beginner',
    word: shown[0]?.rw ?? '',
    suggestions: [`Quiz me on ${category}`, ...shown.slice(0, 2).map((e) => `How do you pronounce ${e.rw}?`)],
  });
}

/**
 * Whether a text names a set of words rather than one phrase: "the months of the year", "the days of the
 * week" (a plural of a group whose members the calendar names). Such a "how do you say" is answered with the list.
 */
export function namesMembers(subject: string): boolean {
  // The group is the whole phrase ("the days of the week"), not a word of a sentence ("I have two days off").
  const group = /^(?:all )?(?:the )?([a-z]+)s(?: of (?:the|a) [a-z]+)?$/.exec(matchKey(subject));
  return group !== null && calendarMembersOf().has(group[1]!);
}

/**
 * The words of a topic a question narrows it to: "the days of the week" asks for the calendar words whose
 * English says day or week (Monday…, today…), not the whole calendar. Words of the question that are not the
 * topic's own name narrow it when at least three entries have them in a gloss; otherwise the whole topic.
 */
function narrowTopic(entries: Entry[], subject: string, category: string): Entry[] {
  const own = new Set(matchKey(category.replace(/-/g, ' ')).split(' '));
  const stems = matchKey(subject)
    .split(' ')
    .filter((word) => word.length >= 3 && !own.has(word) && !NARROW_STOP_WORDS.has(word))
    .map((word) => word.replace(/(?<=[a-z]{3})s$/, ''));
  if (stems.length === 0) return entries;
  const matches = entries.filter((entry) =>
    entry.en.some((gloss) => {
      const key = matchKey(gloss);
      return stems.some((stem) => key.includes(stem) || calendarMembersOf().get(stem)?.has(key));
    }),
  );
  // The members first (January…, Monday…), then the words that only mention the group ("last month").
  const members = matches.filter((entry) =>
    entry.en.some((gloss) => stems.some((stem) => calendarMembersOf().get(stem)?.has(matchKey(gloss)))),
  );
  const ordered = [...members, ...matches.filter((entry) => !members.includes(entry))];
  return ordered.length >= 3 ? ordered : entries;
}
const NARROW_STOP_WORDS = new Set(['the', 'and', 'for', 'words', 'word', 'some', 'common', 'basic', 'all']);

/**
 * The English names of the months and weekdays (from the platform's CLDR data), for "teach me the months":
 * made on first use, one formatter a list (a formatter is slow to make: making these at module load was a good
 * part of the offline tutor's start).
 */
let calendarMembers: Map<string, Set<string>> | undefined;
function calendarMembersOf(): Map<string, Set<string>> {
  if (calendarMembers) return calendarMembers;
  const names = (options: Intl.DateTimeFormatOptions, count: number, date: (n: number) => Date) => {
    const format = new Intl.DateTimeFormat('en', options);
    return new Set(Array.from({ length: count }, (_, n) => matchKey(format.format(date(n)))));
  };
  const weekdays = names({ weekday: 'long', timeZone: 'UTC' }, 7, (n) => new Date(Date.UTC(2026, 0, 5 + n)));
  calendarMembers = new Map([
    ['month', names({ month: 'long', timeZone: 'UTC' }, 12, (n) => new Date(Date.UTC(2026, n, 15)))],
    ['day', weekdays],
    ['weekday', weekdays],
  ]);
  return calendarMembers;
}

function titleCase(category: string): string {
  const words = category.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
