// zod schemas of the content files (see content/FORMAT.md). Everything the tutor knows is validated here.
import { z } from 'zod';
import { difficulties } from './difficulty.ts';

export { type Difficulty, difficulties, difficultyRank } from './difficulty.ts';
export const statuses = ['draft', 'reviewed'] as const;
export const sources = ['vuga', 'cldr', 'tico19', 'commonvoice'] as const;
export const partsOfSpeech = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'numeral',
  'interjection',
  'conjunction',
  'preposition',
  'question-word',
  'phrase',
] as const;
export const quizKinds = [
  'meaning',
  'how-to-say',
  'listening',
  'plural',
  'number',
  'fill-gap',
  'grammar',
] as const;

const text = z.string().trim().min(1);
/** A review's date, YYYY-MM-DD (written by the reviewer's desk export, content/FORMAT.md). */
const reviewDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const provenance = {
  source: z.enum(sources),
  status: z.enum(statuses),
  /** Who reviewed it (the reviewer's desk writes their email), and on which day. */
  reviewed_by: text.optional(),
  reviewed_on: reviewDate.optional(),
};
const example = z.object({ rw: text, en: text, note: text.optional() }).strict();
const nounClass = z.number().int().min(1).max(16);

export const lexiconEntrySchema = z
  .object({
    id: z
      .string()
      .regex(/^-?[a-z0-9][a-z0-9'-]*$/, 'ids are lower case letters, digits, hyphens and apostrophes'),
    rw: text,
    en: z.array(text).min(1, 'at least one English gloss'),
    pos: z.enum(partsOfSpeech),
    class: nounClass.optional(),
    plural: text.optional(),
    pluralClass: nounClass.optional(),
    stem: text.optional(),
    perfective: text.optional(),
    /** Verbs with a stative present: the stem it uses, without -ra- (kugira "have" → fite: mfite). */
    stative: text.optional(),
    /** Adjectives: how the stem agrees — plain (munini), doubled (muremure), verbal (inzu yera). */
    agreement: z.enum(['plain', 'doubled', 'verbal']).optional(),
    /** Place names: the locative they take when it is not mu/muri by their spelling (i Kigali, i Huye). */
    locative: z.enum(['i', 'mu', 'muri']).optional(),
    difficulty: z.enum(difficulties),
    examples: z.array(example).optional(),
    notes: text.optional(),
    ...provenance,
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (entry.plural !== undefined && entry.pluralClass === undefined) {
      ctx.addIssue({ code: 'custom', message: `${entry.id}: a plural needs its pluralClass` });
    }
  });
export type LexiconEntry = z.infer<typeof lexiconEntrySchema>;

export const lexiconFileSchema = z
  .object({ category: text, entries: z.array(lexiconEntrySchema).min(1) })
  .strict();
export type LexiconFile = z.infer<typeof lexiconFileSchema>;

export const phraseSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9'-]*$/),
    rw: text,
    en: text,
    register: z.enum(['polite', 'neutral', 'informal']),
    address: z.enum(['singular', 'plural', 'any']),
    difficulty: z.enum(difficulties),
    notes: text.optional(),
    /** The usual reply, in Kinyarwanda (Amakuru? → Ni meza); "…" stands for what the learner fills in. */
    reply: text.optional(),
    ...provenance,
  })
  .strict();
export type Phrase = z.infer<typeof phraseSchema>;

export const phraseFileSchema = z
  .object({
    situation: text,
    title: text,
    /** What a learner asks to do in this situation ("introduce myself"): the tutor lists its phrases. */
    asked: z.array(text).optional(),
    entries: z.array(phraseSchema).min(1),
  })
  .strict();
export type PhraseFile = z.infer<typeof phraseFileSchema>;

export const grammarTopicSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    title: text,
    difficulty: z.enum(difficulties),
    summary: text,
    keywords: z.array(text).min(1),
    body: text,
    examples: z.array(example).min(1),
    ...provenance,
  })
  .strict();
export type GrammarTopic = z.infer<typeof grammarTopicSchema>;

/** A line of a unit's dialogue: who speaks, and the taught item they say (or its example number `example`). */
const courseLineSchema = z
  .object({ speaker: z.enum(['A', 'B']), item: text, example: z.number().int().min(0).optional() })
  .strict();

/** A course unit: a can-do goal, its lessons' items in teaching order, and its guidebook. */
export const courseUnitSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'unit ids are lower case letters, digits and hyphens'),
    title: text,
    /** What a learner can do after the unit, as a CEFR A1 descriptor ("greet someone and take leave"). */
    goal: text,
    /** The grammar topic (grammar/<id>.yaml) the guidebook explains. */
    grammar: text.optional(),
    /** The guidebook's key phrases: ids of items taught in this unit or before. */
    keyPhrases: z.array(text).min(1).max(8),
    /** A short dialogue, read line by line with audio. */
    dialogue: z.array(courseLineSchema).min(2).max(10).optional(),
    /** Each lesson's new items (lexicon `word-<id>` or phrasebook `phrase-<id>`), in teaching order. */
    lessons: z.array(z.array(text).min(1)).min(1),
    ...provenance,
  })
  .strict();
export type CourseUnit = z.infer<typeof courseUnitSchema>;

export const courseFileSchema = z
  .object({ id: text, title: text, units: z.array(courseUnitSchema).min(1), ...provenance })
  .strict();
export type CourseFile = z.infer<typeof courseFileSchema>;

export const quizItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    kind: z.enum(quizKinds),
    difficulty: z.enum(difficulties),
    question: text,
    options: z.array(text).length(4, 'exactly four options'),
    answer: z.number().int().min(0).max(3),
    explanation: text,
    ref: text.optional(),
    audio: text.optional(),
    ...provenance,
  })
  .strict()
  .superRefine((item, ctx) => {
    if (new Set(item.options.map((o) => o.toLowerCase())).size !== 4) {
      ctx.addIssue({ code: 'custom', message: `${item.id}: options must all differ` });
    }
    if (item.kind === 'listening' && !item.audio) {
      ctx.addIssue({ code: 'custom', message: `${item.id}: a listening item needs the audio text` });
    }
  });
export type QuizItem = z.infer<typeof quizItemSchema>;

export const quizFileSchema = z.object({ category: text, items: z.array(quizItemSchema).min(1) }).strict();
export type QuizFile = z.infer<typeof quizFileSchema>;

/** Something the tutor says in Kinyarwanda, with its English. */
const said = z.object({ rw: text, en: text }).strict();
/** The slots a small-talk note may hold; any other {…} is a typo. */
const noteText = text.refine(
  (note) => !/\{(?!greeting\}|greeting_en\})[^}]*\}/.test(note),
  'the only slots are {greeting} and {greeting_en}',
);
const replySchema = z
  .object({
    say: said,
    and: said.optional(),
    note: noteText.optional(),
    otherwise: noteText.optional(),
    suggestions: z.array(text),
  })
  .strict();

/** content/tutor/small-talk.yaml: the greeting for each time of day, a reply to each small talk, help. */
export const smallTalkFileSchema = z
  .object({
    timeOfDay: z.object({ morning: said, afternoon: said }).strict(),
    replies: z
      .object({
        hello: replySchema,
        morning: replySchema,
        evening: replySchema,
        night: replySchema,
        'how-are-you': replySchema,
        thanks: replySchema,
        bye: replySchema,
        name: replySchema,
      })
      .strict(),
    help: z.object({ text, suggestions: z.array(text) }).strict(),
  })
  .strict();
export type SmallTalkFile = z.infer<typeof smallTalkFileSchema>;

const pattern = text.refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');

/** content/tutor/sounds.yaml: the pronunciation guide and the tips by spelling. */
export const soundGuideSchema = z
  .object({ general: text, tips: z.array(z.object({ pattern, tip: text }).strict()).min(1) })
  .strict();
export type SoundGuide = z.infer<typeof soundGuideSchema>;

/** One native recording from Common Voice (content/commonvoice/index.tsv). */
export interface NativeClip {
  file: string;
  sentence: string;
  upVotes: number;
  downVotes: number;
  durationMs: number;
}
