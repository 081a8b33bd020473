// Greetings, thanks, goodbyes and "help": the tutor answers as a speaker would, with the phrase to learn.
import { CONFIDENCE } from '../confidence.ts';
import type { SmallTalk } from '../intents.ts';
import { exactKinyarwanda } from '../lookup.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, make } from './shared.ts';

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Said {
  rw: string;
  en: string;
}

/** A phrase from the phrasebook when it has it, else the tutor's own. */
function phrase(ctx: AnswerContext, rw: string, en: string): Said {
  const hit = exactKinyarwanda(ctx.model, rw).find((h) => h.item.kind === 'phrase' || h.via === 'lemma');
  return hit ? { rw: hit.item.rw, en: hit.item.en[0]! } : { rw, en };
}

/** Mwaramutse before noon, Mwiriwe after: the greeting for the time of day. */
export function greetingFor(date: Date, timeZone?: string): Said {
  const hour = timeZone
    ? Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(date))
    : date.getHours();
  return hour < 12
    ? { rw: 'Mwaramutse', en: 'Good morning' }
    : { rw: 'Mwiriwe', en: 'Good afternoon / good evening' };
}

export function smallTalk(ctx: AnswerContext, topic: SmallTalk): TutorAnswer {
  const timely = greetingFor(ctx.now(), ctx.timeZone);
  const say = (said: Said, extra: string, suggestions: string[]) =>
    make({
      response: `${upperFirst(said.rw)}! (${upperFirst(said.en)}.)${extra ? `\n${extra}` : ''}`,
      type: 'conversation',
      confidence: CONFIDENCE.smallTalk,
      category: 'greetings',
      word: upperFirst(said.rw),
      suggestions,
    });
  switch (topic) {
    case 'hello': {
      const hello = phrase(ctx, 'Muraho', 'Hello');
      return say(
        hello,
        `At this time of day you can also greet with "${timely.rw}" (${timely.en.toLowerCase()}). Ask me anything about Kinyarwanda.`,
        ['How do you say thank you?', 'How are you in Kinyarwanda?', 'Teach me greetings'],
      );
    }
    case 'morning':
    case 'evening': {
      const said = phrase(
        ctx,
        topic === 'morning' ? 'Mwaramutse' : 'Mwiriwe',
        topic === 'morning' ? 'Good morning' : 'Good afternoon / good evening',
      );
      const fits =
        said.rw === timely.rw
          ? ''
          : `Right now "${timely.rw}" (${timely.en.toLowerCase()}) fits the time of day better.`;
      return say(said, `"Mwaramutse" is said until about midday, "Mwiriwe" after it. ${fits}`.trim(), [
        'How do you say good night?',
        'How are you in Kinyarwanda?',
      ]);
    }
    case 'night':
      return say(phrase(ctx, 'Ijoro ryiza', 'Good night'), '', ['How do you say goodbye?']);
    case 'how-are-you': {
      const fine = phrase(ctx, 'Ni meza', 'I am fine');
      return say(
        { rw: `${fine.rw}, murakoze`, en: `${fine.en}, thank you` },
        'To ask someone how they are: "Amakuru?" (What news? / How are you?) — the usual answer is "Ni meza".',
        ['How do you say thank you?', 'What does amakuru mean?'],
      );
    }
    case 'thanks':
      return say(
        phrase(ctx, 'Nta kibazo', 'No problem'),
        'To thank someone: "Murakoze" (to several people or politely), "Urakoze" (to one person).',
        ['How do you say goodbye?', 'Quiz me'],
      );
    case 'bye':
      return say(phrase(ctx, 'Murabeho', 'Goodbye'), 'Come back soon to practise!', [
        'How do you say see you tomorrow?',
      ]);
    case 'name':
      return say(
        { rw: 'Nitwa Vuga', en: 'My name is Vuga' },
        'I am your Kinyarwanda tutor. To ask someone\'s name: "Witwa nde?" (What is your name?) — answer "Nitwa …" (My name is …).',
        ['How do you say my name is?', 'Teach me greetings'],
      );
    default:
      return make({
        response:
          'Ask me how to say something ("how do you say thank you?"), what a word means ("what does inka mean?"), ' +
          'how to pronounce it, the plural of a noun, how to conjugate a verb, numbers ("how do you say 1,250?"), ' +
          'words by topic ("animal words"), grammar ("explain noun classes"), or say "quiz me".',
        type: 'conversation',
        confidence: CONFIDENCE.smallTalk,
        category: 'general',
        suggestions: [
          'How do you say thank you?',
          'What does inka mean?',
          'Teach me animal words',
          'Quiz me',
        ],
      });
  }
}
