// A bare word or "what is X": Kinyarwanda first (a pasted word), then English, then a number or verb phrase.
import { exactEnglish, exactKinyarwanda } from '../lookup.ts';
import { readNumberWords } from '../model.ts';
import type { TutorAnswer } from '../types.ts';
import { howToSay } from './how-to-say.ts';
import { meaning } from './meaning.ts';
import { numberAnswer } from './number.ts';
import type { AnswerContext } from './shared.ts';
import { englishVerbPhrase } from './verb-phrase.ts';

export function lookup(ctx: AnswerContext, subject: string): TutorAnswer | null {
  // A bare word: Kinyarwanda first (the learner pasted a word), then English, then numbers.
  if (exactKinyarwanda(ctx.model, subject).length || readNumberWords(ctx.numberWords, subject) !== undefined)
    return meaning(ctx, subject);
  if (exactEnglish(ctx.model, subject).length) return howToSay(ctx, subject);
  return numberAnswer(ctx, subject) ?? englishVerbPhrase(ctx, subject);
}
