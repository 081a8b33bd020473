// The name a learner reads for a content category, in one place for the quiz, Learn and the dashboard:
// "food-drink" is "Food and drink", "question-words" "Question words".

import { messages } from './i18n.ts';

/** The content's categories by id; one the app does not know yet reads as its id in words. */
export const categoryNames: Record<string, string> = messages('categories', {
  adjectives: 'Adjectives',
  'adverbs-connectors': 'Adverbs and connectors',
  animals: 'Animals',
  body: 'The body',
  clothing: 'Clothing',
  colours: 'Colours',
  emotions: 'Emotions',
  family: 'Family',
  'food-drink': 'Food and drink',
  grammar: 'Grammar',
  greetings: 'Greetings',
  health: 'Health',
  home: 'Home',
  'market-money': 'Market and money',
  numbers: 'Numbers',
  people: 'People',
  phrases: 'Phrases',
  places: 'Places',
  pronouns: 'Pronouns',
  'question-words': 'Question words',
  'religion-culture': 'Religion and culture',
  school: 'School',
  sport: 'Sport',
  'technology-media': 'Technology and media',
  'time-calendar': 'Time and the calendar',
  'travel-directions': 'Travel and directions',
  verbs: 'Verbs',
  'weather-nature': 'Weather and nature',
  work: 'Work',
});

export function categoryName(category: string): string {
  const known = Object.hasOwn(categoryNames, category) ? categoryNames[category] : undefined;
  if (known) return known;
  const words = category.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
