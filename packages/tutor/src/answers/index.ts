// The chat answer: the first reading of the question (intents.ts) that the content can answer, phrased for a
// learner, with a calibrated confidence. Each kind of intent has its handler in a file of its own, registered
// below; exact matches in reviewed content are sure (0.9+), drafts, rule-made forms and typo matches less so,
// and when nothing fits the tutor says so (fallback.ts) instead of guessing.

import { expandContractions } from '../contractions.ts';
import { type Intent, readQuestion } from '../intents.ts';
import { exactEnglish, exactKinyarwanda, requestLookup } from '../lookup.ts';
import { matchKey } from '../normalize.ts';
import type { TranslationResult, TutorAnswer } from '../types.ts';
import { compare } from './compare.ts';
import { conjugation } from './conjugate.ts';
import { countAnswer } from './count.ts';
import { emptyQuestion, fallback } from './fallback.ts';
import { grammarAnswer } from './grammar.ts';
import { fuzzyAnswer } from './guesses.ts';
import { howToSay } from './how-to-say.ts';
import { lookup } from './lookup.ts';
import { meaning } from './meaning.ts';
import { plural, singular } from './plural.ts';
import { pronounce } from './pronounce.ts';
import { quizAnswer } from './quiz.ts';
import { replyAnswer } from './reply.ts';
import type { AnswerContext, Handler } from './shared.ts';
import { situationAnswer } from './situation.ts';
import { smallTalk } from './small-talk.ts';
import { spelling } from './spelling.ts';
import { topicAnswer } from './topic.ts';

export type { AnswerContext } from './shared.ts';

/** A question is a sentence or two; the patterns read at most this much (they would slow down on essays). */
const MAX_QUESTION = 300;

/** "teach me water", "please show me the tree", "hi teach me cow lol": one thing asked to be taught. */
const NAMES_A_WORD =
  /^(?:(?:hi|hey|hello|ok|okay|so) )?(?:please )?(?:teach|show|tell|give) me (?:the |a |an )?(.+?)(?: please| lol| haha+)?$/;

/** One handler per kind of intent: a new kind does not type-check until it has its handler here. */
const HANDLERS: { [K in Intent['kind']]: Handler<K> } = {
  'small-talk': (ctx, intent) => smallTalk(ctx, intent.topic),
  quiz: (ctx, intent) => quizAnswer(ctx, intent.subject),
  conjugate: conjugation,
  plural: (ctx, intent) =>
    intent.asks === 'singular' ? singular(ctx, intent.subject) : plural(ctx, intent.subject, intent.asks),
  pronounce: (ctx, intent) => pronounce(ctx, intent.subject),
  // "what does cow mean" asks the other way round: an English subject gets its Kinyarwanda.
  meaning: (ctx, intent) =>
    meaning(ctx, intent.subject) ??
    (exactEnglish(ctx.model, intent.subject).length ? howToSay(ctx, intent.subject) : null),
  'how-to-say': (ctx, intent) => howToSay(ctx, intent.subject),
  count: (_ctx, intent) => countAnswer(intent.upTo),
  // "teach me water" names a word, not a topic: when that is the whole question and the content has the word
  // exactly, it is answered as that word ("what are noun classes" is left to the readings after this one).
  topic: (ctx, intent) =>
    topicAnswer(ctx, intent.subject) ??
    (NAMES_A_WORD.exec(matchKey(expandContractions(ctx.question ?? '')))?.[1] === matchKey(intent.subject) &&
    (exactKinyarwanda(ctx.model, intent.subject).length || exactEnglish(ctx.model, intent.subject).length)
      ? lookup(ctx, intent.subject)
      : null),
  situation: (ctx, intent) => situationAnswer(ctx, intent.activity),
  grammar: (ctx, intent) => grammarAnswer(ctx, intent.text),
  lookup: (ctx, intent) => lookup(ctx, intent.subject),
  compare: (ctx, intent) => compare(ctx, intent.a, intent.b),
  spelling: (ctx, intent) => spelling(ctx, intent.a, intent.b),
  // Nothing known to reply to: at least say what it is.
  reply: (ctx, intent) => replyAnswer(ctx, intent.subject) ?? lookup(ctx, intent.subject),
};

function resolve<K extends Intent['kind']>(
  ctx: AnswerContext,
  intent: Extract<Intent, { kind: K }>,
): TutorAnswer | null {
  // TypeScript cannot tie the handler's kind to the intent's through the union; the record's type does.
  return (HANDLERS[intent.kind] as Handler<K>)(ctx, intent);
}

export function answerQuestion(shared: AnswerContext, question: string): TutorAnswer {
  // Each question gets its own lookup memo: answers never depend on earlier questions or concurrent ones.
  // So is its translations': one question may translate a text twice (has it an unknown word? its composition).
  const translations = new Map<string, TranslationResult>();
  const translate: AnswerContext['translate'] = (text, direction) => {
    const key = `${direction}|${text}`;
    const known = translations.get(key);
    if (known) return known;
    const result = shared.translate(text, direction);
    translations.set(key, result);
    return result;
  };
  const ctx: AnswerContext = { ...shared, ...requestLookup(shared.model), question, translate };
  const isKnown = (word: string) => ctx.model.rw.has(word) || ctx.model.en.has(word);
  const read = readQuestion(question.slice(0, MAX_QUESTION), isKnown);
  if (read.text === '') return emptyQuestion();
  for (const intent of read.intents) {
    const answer = resolve(ctx, intent);
    if (answer) return answer;
  }
  // Last resort before giving up: a close spelling of the whole question in either language.
  const subject = read.intents.find(
    (i): i is Extract<Intent, { kind: 'lookup' }> => i.kind === 'lookup',
  )?.subject;
  return (
    (subject ? (fuzzyAnswer(ctx, subject, 'rw') ?? fuzzyAnswer(ctx, subject, 'en')) : null) ??
    fallback(ctx, read.text)
  );
}
