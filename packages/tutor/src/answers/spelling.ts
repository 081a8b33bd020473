// "Is it umwana or umwaana?": which of two spellings is the word. The one the content has is the answer (with
// its meaning); when both are words, they are compared side by side; when neither is, this is not the
// question's reading.
import { CONFIDENCE } from '../confidence.ts';
import { exactKinyarwanda } from '../lookup.ts';
import type { TutorAnswer } from '../types.ts';
import { compare } from './compare.ts';
import { type AnswerContext, draftNote, fromItem, make } from './shared.ts';

export function spelling(ctx: AnswerContext, a: string, b: string): TutorAnswer | null {
  const first = exactKinyarwanda(ctx.model, a)[0];
  const second = exactKinyarwanda(ctx.model, b)[0];
  if (first && second) return compare(ctx, a, b);
  const known = first ?? second;
  if (!known) return null;
  const other = first ? b : a;
  const item = known.item;
  return make({
    response: `"${known.form}" is the spelling I know: it means "${known.en ?? item.en[0]}". I don't know "${other}" as a word.${draftNote(item)}`,
    type: item.kind === 'phrase' ? 'phrase' : 'vocabulary',
    // As sure as the form itself: a reviewed entry's own or attested form.
    confidence:
      (item.reviewed ? CONFIDENCE.formReviewed : CONFIDENCE.formDraft) *
      (known.sure ? 1 : CONFIDENCE.unattested),
    ...fromItem(item),
    word: known.form,
    suggestions: [`How do you pronounce ${known.form}?`, `What does ${known.form} mean?`],
  });
}
