// "What does X mean": a Kinyarwanda form (a lemma, plural, verb form or agreement), a number word, then a
// close spelling or the translator's composition; an English subject is answered the other way round.
import { CONFIDENCE } from '../confidence.ts';
import { exactKinyarwanda } from '../lookup.ts';
import { type FormHit, readNumberWords } from '../model.ts';
import { aloneVerb } from '../translate/rw-en.ts';
import type { TutorAnswer } from '../types.ts';
import { guess } from './guesses.ts';
import {
  type AnswerContext,
  CHECK,
  details,
  draftNote,
  followUps,
  fromItem,
  make,
  others,
} from './shared.ts';

function describeForm(hit: FormHit): string {
  const item = hit.item;
  if (hit.via === 'plural') return `"${hit.form}" is the plural of "${item.rw}" (${item.en[0]}).`;
  // A form asked about alone has no object for its verb's preposition (yagiye "he/she went", not "went to").
  if (hit.via === 'verb-form')
    return `"${hit.form}" means "${aloneVerb(hit) ?? hit.en}" — the ${hit.note}, "${item.en[0]}".`;
  if (hit.via === 'agreement') return `"${hit.form}" means "${hit.en}" — ${hit.note}.`;
  const glosses = item.en.length > 1 ? ` (also: ${item.en.slice(1, 4).join(', ')})` : '';
  return `"${item.rw}" means "${item.en[0]}"${glosses}.`;
}

export function meaning(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const hits = exactKinyarwanda(ctx.model, subject);
  const best = hits[0];
  if (best) {
    const item = best.item;
    const sure = best.sure ? 1 : CONFIDENCE.unattested;
    const homographs = hits.filter((h) => h.item !== item && h.via === best.via).map((h) => h.item);
    return make({
      response: `${describeForm(best)}${best.sure ? '' : ` (Made by rule: ${CHECK}.)`}${details(item, ctx.model.evidence)}${others(homographs, item, 'en')}${draftNote(item)}`,
      type: item.kind === 'phrase' ? 'phrase' : best.via === 'verb-form' ? 'conjugation' : 'vocabulary',
      confidence: (item.reviewed ? CONFIDENCE.formReviewed : CONFIDENCE.formDraft) * sure,
      ...fromItem(item),
      word: best.form,
      suggestions: followUps(item),
    });
  }
  const value = readNumberWords(ctx.numberWords, subject);
  if (value !== undefined) {
    return make({
      response: `"${subject}" is the number ${value.toLocaleString('en-US')}.`,
      type: 'number',
      confidence: CONFIDENCE.numberWord,
      category: 'numbers',
      word: subject,
      suggestions: [`How do you say ${value + 1}?`, 'Count to ten'],
    });
  }
  return guess(ctx, subject, 'rw-en');
}
