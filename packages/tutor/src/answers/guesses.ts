// Answers that are guesses, said as such: a close spelling ("did you mean"), a word-by-word composition, a
// sentence made from a frame (unless its frame is reviewed and its forms attested).
import { blocksToText } from '../blocks.ts';
import { CONFIDENCE } from '../confidence.ts';
import { fuzzyFind } from '../lookup.ts';
import { matchKey } from '../normalize.ts';
import type { Direction, TranslationResult, TutorAnswer } from '../types.ts';
import {
  type AnswerContext,
  asTyped,
  CHECK,
  details,
  draftNote,
  fromItem,
  make,
  suggestionsFrom,
} from './shared.ts';

/** Whether the translator finds a word of the text unknown (or could only read it as a misspelt phrase). */
function hasUnknownWord(ctx: AnswerContext, subject: string, direction: Direction): boolean {
  const result = ctx.translate(subject, direction);
  return (
    result.method === 'none' ||
    result.method === 'fuzzy' ||
    result.glosses.some((gloss) => gloss.target === null)
  );
}

export function fuzzyAnswer(ctx: AnswerContext, subject: string, side: 'rw' | 'en'): TutorAnswer | null {
  const hits = fuzzyFind(ctx, subject, side);
  const best = hits[0];
  // A phrase one or two words off is a different phrase ("do you speak French" for "…Kinyarwanda").
  const several = matchKey(subject).includes(' ');
  const needed = several ? 0.8 : 0.6;
  if (!best || best.similarity < needed) return null;
  // Words that are all real words are a real sentence, not a misspelt phrase: "i have a cow" is not "I have a
  // cold", "ndashaka amazi" (I want water) is not "ndashaka akazi" (I want work). Only an unknown word is a typo.
  if (several && !hasUnknownWord(ctx, subject, side === 'en' ? 'en-rw' : 'rw-en')) return null;
  const item = best.item;
  const line =
    best.side === 'en'
      ? `"${best.matched}" in Kinyarwanda is "${item.rw}".`
      : `"${item.rw}" means "${item.en[0]}".`;
  return make({
    response: `I don't know "${subject}" exactly. Did you mean "${best.side === 'en' ? best.matched : item.rw}"?\n${line}${details(item, ctx.model.evidence)}${draftNote(item)}`,
    type: item.kind === 'phrase' ? 'phrase' : 'vocabulary',
    // Closer spellings earn more trust, but a typo match never reaches the confidence of an exact one.
    confidence:
      Math.min(CONFIDENCE.typoCeiling, CONFIDENCE.typoBase + CONFIDENCE.typoPerSimilarity * best.similarity) *
      (item.reviewed ? 1 : CONFIDENCE.draftItem),
    ...fromItem(item),
    suggestions: suggestionsFrom(hits.slice(1)),
  });
}

/**
 * What the content has no entry for: a close spelling of a known phrase, else the translator's composition.
 * The composition translates the text anyway, so that comes first: a sentence of known words is no typo and
 * is not searched for one (the memo makes the typo check's own translation free).
 */
export function guess(ctx: AnswerContext, subject: string, direction: Direction): TutorAnswer | null {
  if (matchKey(subject).includes(' ') && !hasUnknownWord(ctx, subject, direction))
    return composed(ctx, subject, direction);
  return fuzzyAnswer(ctx, subject, direction === 'en-rw' ? 'en' : 'rw') ?? composed(ctx, subject, direction);
}

/**
 * Several words the content has no phrase for: the translator's composition, shown as a word-by-word guess
 * with its glosses, never with more confidence than the translator gives it.
 */
export function composed(ctx: AnswerContext, subject: string, direction: Direction): TutorAnswer | null {
  if (!matchKey(subject).includes(' ')) return null;
  // As typed, so a name keeps its capital and is kept as a name ("my name is John" → Nitwa John).
  const result = ctx.translate(asTyped(ctx, subject), direction);
  if (result.method === 'none') return null;
  const unknown = result.glosses.filter((g) => g.target === null).map((g) => g.source);
  if (result.method === 'word-by-word' && unknown.length > 0) return null;
  const glosses = result.glosses
    .filter((g) => g.target)
    .map((g) => `${g.source} = ${g.target}`)
    .join('; ');
  const literal = result.method === 'word-by-word';
  return make({
    response:
      result.method === 'pattern'
        ? patterned(asTyped(ctx, subject), result)
        : `${literal ? 'Word by word' : 'Translated'}: "${subject}" → "${result.translated_text}".` +
          (literal
            ? `\n${glosses}.\nThis is a literal guess: Kinyarwanda word order and agreement differ, so ${CHECK}.`
            : ''),
    type: 'phrase',
    confidence: Math.min(
      result.confidence,
      literal ? CONFIDENCE.wordByWordCeiling : CONFIDENCE.translatedCeiling,
    ),
    category: 'general',
    word: direction === 'en-rw' ? result.translated_text : subject,
    suggestions: result.glosses
      .filter((g) => g.target)
      .slice(0, 2)
      .map((g) => (direction === 'en-rw' ? `How do you say ${g.source}?` : `What does ${g.source} mean?`)),
  });
}

/** A sentence made from a frame: what it is, how it was made, the other wording, and whether to check it. */
export function patterned(subject: string, result: TranslationResult): string {
  const [other] = result.alternatives;
  return [
    `"${subject}" in Kinyarwanda is "${result.translated_text}".`,
    blocksToText(result.explanation ?? []),
    other ? `To several people or politely: ${other}` : '',
    result.confidence < CONFIDENCE.translationSure ? `This sentence is made by rule, so ${CHECK}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
