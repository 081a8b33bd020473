// Greetings, thanks, goodbyes and "help": the tutor answers as a speaker would, with the phrase to learn. What
// it says is data (content/tutor/small-talk.yaml); here is only when each greeting fits and how a reply is put.
import { CONFIDENCE } from '../confidence.ts';
import type { SmallTalkFile } from '../content/schema.ts';
import type { SmallTalk } from '../intents.ts';
import { exactKinyarwanda } from '../lookup.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, make } from './shared.ts';

/** Something said in Kinyarwanda, with its English. */
type Said = SmallTalkFile['timeOfDay']['morning'];

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A phrase from the phrasebook when it has it, else the tutor's own. */
function phrase(ctx: AnswerContext, said: Said): Said {
  const hit = exactKinyarwanda(ctx.model, said.rw).find((h) => h.item.kind === 'phrase' || h.via === 'lemma');
  return hit ? { rw: hit.item.rw, en: hit.item.en[0]! } : said;
}

/** Morning before noon, afternoon after: which greeting fits the time of day (Mwaramutse, Mwiriwe). */
export function timeOfDayAt(date: Date, timeZone?: string): keyof SmallTalkFile['timeOfDay'] {
  const hour = timeZone
    ? Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(date))
    : date.getHours();
  return hour < 12 ? 'morning' : 'afternoon';
}

export function smallTalk(ctx: AnswerContext, topic: SmallTalk): TutorAnswer {
  const { smallTalk: texts } = ctx;
  if (topic === 'help') {
    return make({
      response: texts.help.text,
      type: 'conversation',
      confidence: CONFIDENCE.smallTalk,
      category: 'general',
      suggestions: texts.help.suggestions,
    });
  }
  const reply = texts.replies[topic];
  const timely = texts.timeOfDay[timeOfDayAt(ctx.now(), ctx.timeZone)];
  const fill = (note: string) =>
    note.replaceAll('{greeting_en}', timely.en.toLowerCase()).replaceAll('{greeting}', timely.rw);
  const found = phrase(ctx, reply.say);
  const said = reply.and ? { rw: `${found.rw}, ${reply.and.rw}`, en: `${found.en}, ${reply.and.en}` } : found;
  const otherwise = reply.otherwise && found.rw !== timely.rw ? ` ${fill(reply.otherwise)}` : '';
  const note = reply.note ? fill(reply.note) + otherwise : '';
  return make({
    response: `${upperFirst(said.rw)}! (${upperFirst(said.en)}.)${note ? `\n${note}` : ''}`,
    type: 'conversation',
    confidence: CONFIDENCE.smallTalk,
    category: 'greetings',
    word: upperFirst(said.rw),
    suggestions: reply.suggestions,
  });
}
