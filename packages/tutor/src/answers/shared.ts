// What every answer handler shares: the context a question is answered in, the answer's shape (make), and
// the lines many answers carry (grammar line, examples, draft note, follow-up questions).
import type { Evidence } from '../confidence.ts';
import type { SmallTalkFile } from '../content/schema.ts';
import type { Intent } from '../intents.ts';
import type { FuzzyHit } from '../lookup.ts';
import type { Entry, Item, Model, PhraseItem } from '../model.ts';
import { pluralByClass } from '../morphology.ts';
import { matchKey } from '../normalize.ts';
import { syllabify } from '../syllables.ts';
import type { Direction, PracticeQuestion, TranslationResult, TutorAnswer } from '../types.ts';
import type { GrammarIndex } from './grammar-index.ts';

/** A phrasebook situation as the answers use it: its title and its phrases, reviewed ones first. */
export interface Situation {
  title: string;
  phrases: PhraseItem[];
}

export interface AnswerContext {
  model: Model;
  /** The memo of one question's typo-tolerant searches: answerQuestion gives each question its own. */
  memo?: Map<string, FuzzyHit[]>;
  grammar: GrammarIndex;
  topics: Map<string, string>;
  /** Phrasebook situations by what a learner asks to do in them (answers/situation.ts). */
  situations: Map<string, Situation>;
  numberWords: ReadonlyMap<string, number>;
  /** The tutor's own words (content/tutor): small talk replies, and the pronunciation guide compiled. */
  smallTalk: SmallTalkFile;
  sounds: Sounds;
  now: () => Date;
  /** IANA time zone for greetings by time of day (undefined: the server's). */
  timeZone?: string | undefined;
  /** A sample question for "quiz me", from the quiz bank. */
  sampleQuiz: (category: string | null) => PracticeQuestion | null;
  quizCategories: () => string[];
  /** The translator, for phrases the content has no entry for. */
  translate: (text: string, direction: Direction) => TranslationResult;
  /** The question as the learner typed it (answerQuestion sets it): where a subject's capitals come from. */
  question?: string;
}

/** The pronunciation guide with its patterns compiled (answers/pronounce.ts compileSounds). */
export interface Sounds {
  general: string;
  tips: { pattern: RegExp; tip: string }[];
}

/** The handler of one kind of intent: an answer, or null when the content cannot answer this reading. */
export type Handler<K extends Intent['kind']> = (
  ctx: AnswerContext,
  intent: Extract<Intent, { kind: K }>,
) => TutorAnswer | null;

/** A subject as the question wrote it ("my name is John", not the canonical "my name is john"). */
export function asTyped(ctx: AnswerContext, subject: string): string {
  const question = ctx.question ?? '';
  const words = subject.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const found = new RegExp(words.join('\\W+'), 'i').exec(question);
  return found ? found[0] : subject;
}

/** What an answer says when a form or a reading needs a speaker's check. */
export const CHECK = 'check with a speaker';

/** An answer with the defaults filled in: its word's syllables, the confidence to two decimals. */
export function make(
  fields: Partial<TutorAnswer> & Pick<TutorAnswer, 'response' | 'type' | 'confidence'>,
): TutorAnswer {
  const word = fields.word ?? '';
  return {
    category: 'general',
    difficulty: 'beginner',
    suggestions: [],
    ...fields,
    word,
    enhanced_pronunciation: fields.enhanced_pronunciation ?? (word ? syllabify(word) : ''),
    confidence: Math.round(fields.confidence * 100) / 100,
  };
}

export function fromItem(item: Item): Pick<TutorAnswer, 'category' | 'difficulty' | 'word'> {
  return { category: item.category, difficulty: item.difficulty, word: item.rw };
}

export function draftNote(item: Item): string {
  return item.reviewed ? '' : `\n(Draft: not yet reviewed by a Kinyarwanda speaker — ${CHECK}.)`;
}

/** "noun, class 9/10, plural inka" and the like. */
function grammarLine(entry: Entry, evidence: Evidence): string {
  const parts: string[] = [entry.pos];
  if (entry.pos === 'noun' && entry.class !== undefined) {
    const guess = entry.plural === undefined ? pluralByClass(entry.rw, entry.class, evidence) : null;
    const pluralClass = entry.pluralClass ?? guess?.pluralClass;
    parts.push(`class ${entry.class}${pluralClass ? `/${pluralClass}` : ''}`);
    if (entry.plural) parts.push(`plural ${entry.plural}`);
    else if (guess) parts.push(`plural ${guess.plural}${guess.sure ? '' : ` (by rule: ${CHECK})`}`);
  }
  if (entry.pos === 'verb' && entry.stem) parts.push(`stem -${entry.stem}`);
  return parts.join(', ');
}

export function details(item: Item, evidence: Evidence): string {
  const lines: string[] = [];
  if (item.entry) {
    lines.push(`(${grammarLine(item.entry, evidence)})`);
    const example = item.entry.examples?.[0];
    if (example) lines.push(`Example: ${example.rw} — ${example.en}`);
    if (item.entry.notes) lines.push(item.entry.notes);
  }
  if (item.phrase) {
    const who =
      item.phrase.address === 'any'
        ? ''
        : ` to ${item.phrase.address === 'plural' ? 'several people (or politely to one)' : 'one person'}`;
    lines.push(`(${item.phrase.register}${who})`);
    if (item.phrase.notes) lines.push(item.phrase.notes);
  }
  return lines.length ? `\n${lines.join('\n')}` : '';
}

export function followUps(item: Item): string[] {
  const suggestions = [`How do you pronounce ${item.rw}?`];
  // Only a noun that has a plural to show: not a name, nor a noun whose class makes none (u Rwanda).
  const entry = item.entry;
  if (
    entry?.pos === 'noun' &&
    (entry.plural !== undefined ||
      (entry.class !== undefined && !/^\p{Lu}/u.test(entry.rw) && pluralByClass(entry.rw, entry.class)))
  )
    suggestions.unshift(`What is the plural of ${item.rw}?`);
  if (item.entry?.pos === 'verb' && item.entry.stem) suggestions.unshift(`Conjugate ${item.rw}`);
  if (item.entry) suggestions.push(`Teach me ${item.entry.category} words`);
  return suggestions;
}

export function others(hits: Item[], exclude: Item, side: 'rw' | 'en'): string {
  const text = (item: Item) => (side === 'rw' ? item.rw : item.en[0]!);
  const seen = new Set([matchKey(text(exclude))]);
  const rest: string[] = [];
  for (const hit of hits) {
    const key = matchKey(text(hit));
    if (seen.has(key)) continue;
    seen.add(key);
    rest.push(text(hit));
  }
  if (rest.length === 0) return '';
  // A phrase that ends a sentence already ("Ndashonje.") is not given a second full stop.
  const list = rest.slice(0, 3).join(', ');
  return `\nAlso: ${list}${/[.!?]$/.test(list) ? '' : '.'}`;
}

export function suggestionsFrom(hits: FuzzyHit[]): string[] {
  return hits
    .filter((h) => h.similarity >= 0.4)
    .slice(0, 3)
    .map((h) => (h.side === 'en' ? `How do you say "${h.matched}"?` : `What does "${h.item.rw}" mean?`));
}
