// "How do I answer amakuru?": the usual reply to a greeting or question the phrasebook knows (Amakuru? → Ni
// meza), asked in either language, with the reply as the word to play. Sure only when both the question and
// its reply are reviewed.
import { CONFIDENCE } from '../confidence.ts';
import { exactEnglish, exactKinyarwanda } from '../lookup.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, CHECK, make } from './shared.ts';

export function replyAnswer(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const items = [
    ...exactKinyarwanda(ctx.model, subject).map((hit) => hit.item),
    ...exactEnglish(ctx.model, subject).map((hit) => hit.item),
  ];
  const asked = items.find((item) => item.phrase?.reply);
  const reply = asked?.phrase?.reply;
  if (!asked || !reply) return null;
  // "Nitwa …": the learner's own words go where the dots are.
  const said = reply.replace(/\s*…$/, '');
  const replied = exactKinyarwanda(ctx.model, said)[0]?.item;
  const meaning = replied ? ` (${replied.en[0]})` : reply.endsWith('…') ? ' and your answer' : '';
  const reviewed = asked.reviewed && (replied?.reviewed ?? false);
  return make({
    response:
      `To "${asked.rw}" (${asked.en[0]}), the usual reply is "${reply}"${meaning}.` +
      `${asked.phrase?.notes ? `\n${asked.phrase.notes}` : ''}` +
      `${reviewed ? '' : `\n(Not yet reviewed by a Kinyarwanda speaker: ${CHECK}.)`}`,
    type: 'phrase',
    confidence: reviewed ? CONFIDENCE.formReviewed : CONFIDENCE.formDraft,
    category: asked.category,
    difficulty: asked.difficulty,
    word: said,
    suggestions: [`What does "${said}" mean?`],
  });
}
