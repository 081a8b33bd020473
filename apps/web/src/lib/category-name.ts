// The name a learner reads for a content category, in one place for the quiz, Learn and the dashboard:
// "food-drink" is "Food and drink", "question-words" "Question words".

/** Categories whose id does not read well as words on its own. */
const names = new Map([
  ['food-drink', 'Food and drink'],
  ['market-money', 'Market and money'],
  ['travel-directions', 'Travel and directions'],
  ['time-calendar', 'Time and the calendar'],
  ['weather-nature', 'Weather and nature'],
  ['technology-media', 'Technology and media'],
  ['religion-culture', 'Religion and culture'],
  ['adverbs-connectors', 'Adverbs and connectors'],
  ['body', 'The body'],
]);

export function categoryName(category: string): string {
  const known = names.get(category);
  if (known) return known;
  const words = category.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
