// Topic names as learners say them ("colors", "animal words", "days of the week") → lexicon categories.
// Aliases come from the category names themselves (each word of "food-and-drink") plus common synonyms.
import { matchKey } from '../normalize.ts';

const SYNONYMS = new Map<string, string[]>(
  Object.entries({
    colours: ['colors', 'colour', 'color'],
    animals: ['animal', 'pets', 'wildlife', 'creatures'],
    family: ['relatives', 'family members', 'relations'],
    people: ['person', 'persons', 'jobs people'],
    body: ['body parts', 'parts of the body', 'the body'],
    health: ['medical', 'medicine', 'doctor', 'illness', 'sickness', 'hospital'],
    food: ['foods', 'eating', 'meals', 'fruit', 'fruits', 'vegetables', 'drinks', 'drink'],
    market: ['shopping', 'buying', 'bargaining', 'money', 'prices'],
    home: ['house', 'household', 'at home', 'furniture'],
    school: ['education', 'classroom', 'studying'],
    work: ['jobs', 'job', 'professions', 'occupations', 'office'],
    travel: ['directions', 'transport', 'getting around', 'travelling', 'traveling'],
    places: ['place', 'locations', 'buildings'],
    time: [
      'calendar',
      'days',
      'days of the week',
      'weekdays',
      'week days',
      'months',
      'months of the year',
      'dates',
      'telling time',
    ],
    weather: ['nature', 'seasons', 'climate'],
    clothing: ['clothes', 'clothing items', 'what to wear'],
    emotions: ['feelings', 'feeling', 'moods'],
    religion: ['culture', 'church', 'faith'],
    sport: ['sports', 'games', 'football'],
    verbs: ['verb', 'actions', 'action words', 'doing words'],
    adjectives: ['adjective', 'describing words', 'descriptions'],
    pronouns: ['pronoun'],
    'question-words': ['questions', 'question words', 'asking questions', 'wh words'],
    greetings: ['greeting', 'hellos', 'saying hello', 'basic greetings'],
    numbers: ['number', 'counting', 'numerals', 'digits'],
  }),
);

const STOP = new Set(['and', 'of', 'the', 'in', 'words', 'word']);

/** alias key → category name. */
export function buildTopicAliases(categories: string[]): Map<string, string> {
  const aliases = new Map<string, string>();
  const add = (alias: string, category: string) => {
    const key = matchKey(alias);
    if (key !== '' && !aliases.has(key)) aliases.set(key, category);
  };
  for (const category of categories) add(category, category);
  for (const category of categories) {
    const parts = matchKey(category)
      .split(' ')
      .filter((part) => !STOP.has(part));
    for (const part of parts) {
      add(part, category);
      if (part.endsWith('s')) add(part.slice(0, -1), category);
      else add(`${part}s`, category);
      for (const synonym of SYNONYMS.get(part) ?? []) add(synonym, category);
    }
    for (const synonym of SYNONYMS.get(category) ?? []) add(synonym, category);
  }
  return aliases;
}

/** The category a topic request names, or null: "animal words" → animals, "colors" → colours. */
export function findTopic(aliases: Map<string, string>, subject: string): string | null {
  const key = matchKey(subject)
    .replace(
      /\b(?:kinyarwanda|in|some|common|basic|useful|words?|vocabulary|vocab|names|related|to|about|the|for|of|list)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  if (key === '') return null;
  return aliases.get(key) ?? aliases.get(matchKey(subject)) ?? null;
}
