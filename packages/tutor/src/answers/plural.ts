// "The plural of X" and "which class is X": the noun's plural and classes, authored or made by rule.
import { CONFIDENCE, type Evidence } from '../confidence.ts';
import { exactEnglish, exactEnglishForm, exactKinyarwanda, fuzzyFind } from '../lookup.ts';
import type { Entry } from '../model.ts';
import { pluralByClass } from '../morphology.ts';
import { matchKey } from '../normalize.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, CHECK, draftNote, fromItem, make } from './shared.ts';

/** A noun's plural and its class: authored, or made by its class's rule (`guessed`, with how sure it is). */
function pluralOf(entry: Entry, evidence: Evidence) {
  // A name (Kigali, Huye) is one place: it has no plural to make by its class's rule.
  const name = /^\p{Lu}/u.test(entry.rw);
  const guessed =
    entry.plural === undefined && entry.class !== undefined && !name
      ? pluralByClass(entry.rw, entry.class, evidence)
      : null;
  return {
    name,
    guessed,
    plural: entry.plural ?? guessed?.plural,
    pluralClass: entry.pluralClass ?? guessed?.pluralClass,
  };
}

export function plural(ctx: AnswerContext, subject: string, asks: 'plural' | 'class'): TutorAnswer | null {
  const nounHit =
    exactKinyarwanda(ctx.model, subject).find((h) => h.item.entry?.pos === 'noun')?.item ??
    exactEnglish(ctx.model, subject).find((h) => h.item.entry?.pos === 'noun')?.item ??
    fuzzyFind(ctx, subject)
      .filter((h) => h.similarity >= 0.75 && h.item.entry?.pos === 'noun')
      .map((h) => h.item)[0];
  const entry = nounHit?.entry;
  if (!entry || !nounHit) return null;
  const { name, guessed, plural, pluralClass } = pluralOf(entry, ctx.model.evidence);
  const fuzzy =
    matchKey(subject) !== matchKey(entry.rw) && !entry.en.some((g) => matchKey(g) === matchKey(subject));
  let response: string;
  if (asks === 'class' && entry.class !== undefined) {
    response = `"${entry.rw}" (${entry.en[0]}) is in noun class ${entry.class}${pluralClass ? `; its plural${plural ? ` "${plural}"` : ''} is class ${pluralClass}` : ''}.`;
  } else if (plural) {
    response = `The plural of "${entry.rw}" (${entry.en[0]}) is "${plural}"${entry.class ? ` (class ${entry.class} → ${pluralClass})` : ''}.`;
  } else if (name) {
    response = `"${entry.rw}" is a name: it has no plural.`;
  } else {
    response = `"${entry.rw}" (${entry.en[0]}) has no regular plural${entry.class === 14 ? ': class 14 nouns are usually abstract or mass nouns' : ''}.`;
  }
  if (guessed && plural)
    response += `\nThe plural is made by the class ${entry.class} rule${guessed.sure ? '' : ` — ${CHECK}`}.`;
  const sure = (entry.plural !== undefined && nounHit.reviewed) || guessed?.sure === true;
  return make({
    response: response + draftNote(nounHit),
    type: 'vocabulary',
    confidence:
      (nounHit.reviewed ? CONFIDENCE.pluralReviewed : CONFIDENCE.pluralDraft) *
      (sure ? 1 : CONFIDENCE.unattested) *
      (fuzzy ? CONFIDENCE.typo : 1),
    ...fromItem(nounHit),
    word: asks === 'plural' && plural ? plural : entry.rw,
    suggestions: [`How do you say 2 ${entry.en[0]}s?`, `How do you pronounce ${entry.rw}?`],
  });
}

/**
 * "The singular of abana": the noun a plural form belongs to (a plural typed in Kinyarwanda, or in English:
 * "children"), or that the word is singular already. Sure as the plural is: an authored plural of a reviewed
 * entry, or a rule-made one attested in the text we ship.
 */
export function singular(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const rw = exactKinyarwanda(ctx.model, subject).find(
    (h) => h.item.entry?.pos === 'noun' && (h.via === 'plural' || h.via === 'lemma'),
  );
  const en = rw ? undefined : exactEnglishForm(ctx.model, subject);
  const item = rw?.item ?? en?.hits.find((h) => h.item.entry?.pos === 'noun')?.item;
  const entry = item?.entry;
  if (!item || !entry) return null;
  const { guessed, plural: pluralForm, pluralClass } = pluralOf(entry, ctx.model.evidence);
  const isPlural = rw ? rw.via === 'plural' : en?.plural === true;
  const classes =
    entry.class !== undefined ? ` (class ${entry.class}${pluralClass ? ` → ${pluralClass}` : ''})` : '';
  const response = isPlural
    ? `The singular of "${subject}" is "${entry.rw}" (${entry.en[0]})${classes}.`
    : `"${entry.rw}" (${entry.en[0]}) is already singular${pluralForm ? `; its plural is "${pluralForm}"` : ''}${classes}.`;
  // Sure only when the pair is known: the plural authored in a reviewed entry, or attested.
  const sure = item.reviewed && (entry.plural !== undefined || guessed?.sure === true);
  return make({
    response: response + draftNote(item),
    type: 'vocabulary',
    confidence:
      (item.reviewed ? CONFIDENCE.pluralReviewed : CONFIDENCE.pluralDraft) *
      (sure ? 1 : CONFIDENCE.unattested),
    ...fromItem(item),
    suggestions: [`What does ${entry.rw} mean?`, `How do you pronounce ${entry.rw}?`],
  });
}
