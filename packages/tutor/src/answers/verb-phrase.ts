// An English verb phrase ("I work", "we will eat", "they do not speak") answered with its Kinyarwanda form.
import { CONFIDENCE } from '../confidence.ts';
import { expandContractions } from '../contractions.ts';
import { englishClause } from '../english-clause.ts';
import { words } from '../normalize.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, CHECK, draftNote, make } from './shared.ts';

/** "I work", "we will eat", "they do not speak": subject pronoun + a verb gloss → the verb form. */
export function englishVerbPhrase(ctx: AnswerContext, subject: string): TutorAnswer | null {
  // The English contractions in their one list (contractions.ts): "don't" reads as "do not".
  const tokens = words(expandContractions(subject));
  const clause = englishClause(ctx.model, tokens, 0);
  if (!clause || clause.length !== tokens.length) return null;
  const { entry, verb, item } = clause;
  return make({
    response:
      `"${subject}" is "${verb.form}" (${verb.tense}${verb.negative ? ' negative' : ''} of ${entry.rw}, "${entry.en[0]}").` +
      `${verb.sure ? '' : `\nThis form is made by rule: ${CHECK}.`}${draftNote(item)}`,
    type: 'conjugation',
    confidence:
      (verb.sure ? CONFIDENCE.verbForm : CONFIDENCE.verbFormUnattested) *
      (item.reviewed ? 1 : CONFIDENCE.draftItem),
    category: item.category,
    difficulty: 'intermediate',
    word: verb.form,
    suggestions: [`Conjugate ${entry.rw}`],
  });
}
