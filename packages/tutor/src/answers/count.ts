// "Count to ten": the counting words from 1 up to 20.
import { CONFIDENCE } from '../confidence.ts';
import { numberToKinyarwanda, parseDigits, parseEnglishNumber } from '../numbers.ts';
import { syllabify } from '../syllables.ts';
import type { TutorAnswer } from '../types.ts';
import { make } from './shared.ts';

export function countAnswer(upTo: string): TutorAnswer | null {
  const limit = parseDigits(upTo) ?? parseEnglishNumber(upTo);
  if (limit === null || limit < 1) return null;
  const end = Math.min(limit, 20);
  const list = Array.from({ length: end }, (_, i) => `${i + 1} ${numberToKinyarwanda(i + 1).words}`);
  return make({
    response: `Counting from 1 to ${end}:\n${list.join(', ')}${limit > end ? '\nAsk me for any number up to 1,000,000.' : ''}`,
    type: 'number',
    confidence: CONFIDENCE.counting,
    category: 'numbers',
    word: list
      .slice(0, Math.min(end, 10))
      .map((l) => l.replace(/^\d+ /, ''))
      .join(', '),
    enhanced_pronunciation: syllabify(numberToKinyarwanda(1).words),
    suggestions: ['How do you say 20?', 'How do you say 100?', 'How do you say 2 cows?'],
  });
}
