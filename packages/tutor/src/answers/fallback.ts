// No reading of the question could be answered: say so, with the closest words and questions to try.
import { CONFIDENCE } from '../confidence.ts';
import { fuzzyFind } from '../lookup.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, make, suggestionsFrom } from './shared.ts';

export function fallback(ctx: AnswerContext, text: string): TutorAnswer {
  const hits = fuzzyFind(ctx, text, undefined, 6).filter((h) => h.similarity >= 0.4);
  const suggestions = [
    ...suggestionsFrom(hits),
    'How do you say thank you?',
    'Teach me animal words',
    'How do you say 25?',
  ].slice(0, 4);
  const best = hits[0];
  return make({
    response:
      `I'm not sure I understood "${text}". ` +
      (best
        ? `The closest thing I know is "${best.item.rw}" (${best.item.en[0]}) — but that may not be what you meant.`
        : "I couldn't find it in my Kinyarwanda word list.") +
      '\nTry asking "how do you say …", "what does … mean", "plural of …", "conjugate …" or "quiz me".',
    type: 'fallback',
    confidence: best ? CONFIDENCE.fallbackClosest : CONFIDENCE.fallbackNothing,
    category: 'general',
    suggestions,
  });
}

/** An empty question (only punctuation or spaces): an example of what to ask. */
export function emptyQuestion(): TutorAnswer {
  return make({
    response: 'Ask me a question about Kinyarwanda — for example "how do you say thank you?".',
    type: 'fallback',
    confidence: CONFIDENCE.emptyQuestion,
    suggestions: ['How do you say thank you?', 'What does muraho mean?'],
  });
}
