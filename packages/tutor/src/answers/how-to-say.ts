// "How do you say X": a number, an English word or phrase of the lexicon, a verb phrase ("we will eat"), a
// Kinyarwanda word (its meaning), then a close spelling or the translator's composition.
import { CONFIDENCE } from '../confidence.ts';
import { ADDRESSEE } from '../intents.ts';
import { exactEnglish, exactKinyarwanda, verbsFirstAfterTo } from '../lookup.ts';
import { glossRank } from '../model.ts';
import { matchKey } from '../normalize.ts';
import { ADDRESSEE_NOTE } from '../translate/frames.ts';
import type { TutorAnswer } from '../types.ts';
import { guess, patterned } from './guesses.ts';
import { meaning } from './meaning.ts';
import { numberAnswer } from './number.ts';
import { type AnswerContext, details, draftNote, followUps, fromItem, make, others } from './shared.ts';
import { namesMembers, topicAnswer } from './topic.ts';
import { englishVerbPhrase } from './verb-phrase.ts';

/** An English possessive determiner before a noun: "my house", "their children". */
const OWNED_PHRASE = /^(?:my|your|his|her|its|our|their) \S/;

/** Whom an order is said to, after it: "sit down to several people", "come here politely", "… to a friend". */
const TRAILING_ADDRESSEE = new RegExp(`^(.+?) ${ADDRESSEE.source}$`);

/**
 * An order asked for ("sit down!", "sit down (plural)", "sit down to several people"): the command frame's
 * sentence (Icara!, Mwicare!), never the infinitive a gloss match gives (kwicara). Null when the translator
 * makes no command of it.
 */
function orderAnswer(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const trailing = subject.match(TRAILING_ADDRESSEE);
  const toOne = trailing && /one person|a friend|a child/.test(trailing[2] ?? '');
  const order = trailing ? `${trailing[1]} (${toOne ? 'to one person' : 'plural'})` : subject;
  if (!trailing && !/!\s*$/.test(subject) && !ADDRESSEE_NOTE.test(subject)) return null;
  const result = ctx.translate(order, 'en-rw');
  if (result.method !== 'pattern') return null;
  return make({
    response: patterned(order, result),
    type: 'phrase',
    confidence: Math.min(result.confidence, CONFIDENCE.translatedCeiling),
    category: 'general',
    word: result.translated_text,
    suggestions: [],
  });
}

export function howToSay(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const number = numberAnswer(ctx, subject);
  if (number) return number;
  const order = orderAnswer(ctx, subject);
  if (order) return order;
  // "good morning to a group": the phrase's entry says which form is for several people and which for one.
  const addressed = subject.match(TRAILING_ADDRESSEE)?.[1];
  if (addressed && exactEnglish(ctx.model, addressed).length) return howToSay(ctx, addressed);
  // "my house" is inzu yanjye: a gloss match that drops the possessive ("house" → inzu) is not the answer,
  // unless the whole phrase is a gloss ("my mother" → mama); the translator's possessive frame makes it.
  const possessed = OWNED_PHRASE.test(matchKey(subject)) && !ctx.model.en.has(matchKey(subject));
  const hits = possessed ? [] : verbsFirstAfterTo(subject, exactEnglish(ctx.model, subject));
  const best = hits[0]?.item;
  if (best) {
    const sameRank = hits.filter((h) => glossRank(h) === glossRank(hits[0]!)).map((h) => h.item);
    const confidence =
      (best.reviewed ? CONFIDENCE.formReviewed : CONFIDENCE.formDraft) -
      (sameRank.length > 1 ? CONFIDENCE.sharedGloss : 0);
    return make({
      response: `"${subject}" in Kinyarwanda is "${best.rw}".${details(best, ctx.model.evidence)}${others(sameRank, best, 'rw')}${draftNote(best)}`,
      type: best.kind === 'phrase' ? 'phrase' : 'vocabulary',
      confidence,
      ...fromItem(best),
      suggestions: followUps(best),
    });
  }
  // "The months of the year" is a set of words: the list, not one phrase composed word by word.
  const members = namesMembers(subject) ? topicAnswer(ctx, subject) : null;
  if (members) return members;
  const verbPhrase = englishVerbPhrase(ctx, subject);
  if (verbPhrase) return verbPhrase;
  // "what is inka" / "how do you say inka" with a Kinyarwanda word: the learner wants its meaning.
  if (exactKinyarwanda(ctx.model, subject).length) return meaning(ctx, subject);
  return guess(ctx, subject, 'en-rw');
}
