// A number, or a number and the noun it counts ("2 cows"), in Kinyarwanda words.
import { CONFIDENCE } from '../confidence.ts';
import { exactEnglish } from '../lookup.ts';
import type { Entry } from '../model.ts';
import { countNoun, numberToKinyarwanda, parseDigits, parseEnglishNumber } from '../numbers.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, CHECK, make } from './shared.ts';

export function numberAnswer(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const text = subject.replace(/^(?:the )?number /, '');
  let value = parseDigits(text) ?? parseEnglishNumber(text);
  let noun: Entry | undefined;
  if (value === null) {
    // "2 cows", "three people": a number and a noun it counts.
    const match = text.match(/^([\d,. ]+|[a-z -]+?) ([a-z]+)$/);
    if (!match) return null;
    value = parseDigits(match[1]!) ?? parseEnglishNumber(match[1]!);
    if (value === null) return null;
    noun = exactEnglish(ctx.model, match[2]!).find((h) => h.item.entry?.pos === 'noun' && h.item.entry.class)
      ?.item.entry;
    if (!noun) return null;
  }
  if (value < 0 || value > 1_000_000) {
    return make({
      response: 'I can give numbers from 0 to 1,000,000 (miliyoni) in words.',
      type: 'number',
      confidence: CONFIDENCE.numberOutOfRange,
      category: 'numbers',
    });
  }
  const shown = value.toLocaleString('en-US');
  if (noun) {
    const counted = countNoun(noun, value, ctx.model.evidence);
    if (!counted) return null;
    const { sure, nounClass } = counted;
    const phrase = counted.words;
    return make({
      response:
        `"${subject}" is "${phrase}". The number comes after the noun and agrees with its class ` +
        `(${noun.rw} is class ${noun.class}${value === 1 ? '' : `, plural class ${nounClass}`}).` +
        `${sure ? '' : `\nMade by rule: ${CHECK}.`}`,
      type: 'number',
      confidence:
        sure && noun.status === 'reviewed' ? CONFIDENCE.countedNoun : CONFIDENCE.countedNounUnattested,
      category: 'numbers',
      difficulty: 'intermediate',
      word: phrase,
      suggestions: [`How do you say ${shown}?`, `What is the plural of ${noun.rw}?`],
    });
  }
  const words = numberToKinyarwanda(value, 'counting', ctx.model.evidence);
  const compound = / na |n'/.test(words.words);
  return make({
    response:
      `${shown} in Kinyarwanda is "${words.words}".` +
      (compound ? ' The parts are joined with "na" (n\' before a vowel).' : '') +
      (value >= 1 && value <= 7
        ? `\nCounting something, the number agrees with the noun: abantu ${numberToKinyarwanda(value === 1 ? 1 : value, value === 1 ? 1 : 2).words} (people), inka ${numberToKinyarwanda(value, value === 1 ? 9 : 10).words} (cows).`
        : '') +
      (words.sure ? '' : `\nMade by rule: ${CHECK}.`),
    type: 'number',
    confidence: words.sure ? CONFIDENCE.number : CONFIDENCE.numberUnattested,
    category: 'numbers',
    difficulty: value <= 10 ? 'beginner' : value < 1000 ? 'intermediate' : 'advanced',
    word: words.words,
    suggestions: [`How do you say ${value + 1}?`, 'Count to ten', 'How do you say 2 cows?'],
  });
}
