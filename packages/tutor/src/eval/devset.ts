// The development set in packages/tutor/eval: learner questions with the text a correct answer must contain,
// and translation pairs both ways. Validated here so a typo in the set fails loudly.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { matchKey } from '../normalize.ts';
import type { TutorAnswer } from '../types.ts';

export const evalDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../eval');

const oneOrMany = z
  .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

const questionSchema = z
  .object({ q: z.string().min(1), expect: oneOrMany.optional(), type: z.string().optional() })
  .strict()
  .refine((item) => item.expect !== undefined || item.type !== undefined, 'an item needs expect or type');
const pairSchema = z
  .object({ text: z.string().min(1), expect: oneOrMany, kind: z.enum(['sentence']).optional() })
  .strict();

/** A sentence-form case (eval/sentences.yaml): a translation or a chat question, its category and source. */
const sentenceCaseSchema = z.union([
  z
    .object({
      category: z.string().min(1),
      direction: z.enum(['en-rw', 'rw-en']),
      text: z.string().min(1),
      expect: oneOrMany,
      source: z.string().min(1),
    })
    .strict(),
  z
    .object({
      category: z.string().min(1),
      q: z.string().min(1),
      expect: oneOrMany,
      source: z.string().min(1),
    })
    .strict(),
]);

export type DevQuestion = z.infer<typeof questionSchema>;
export type SentenceCase = z.infer<typeof sentenceCaseSchema>;
export type DevPair = z.infer<typeof pairSchema>;

export function loadDevSet(dir: string = evalDir): {
  questions: DevQuestion[];
  /** Questions written blind and never tuned against, reported apart to show whether the dev figure overfits. */
  heldOut: DevQuestion[];
  translations: Record<'en-rw' | 'rw-en', DevPair[]>;
  /** Translation pairs written blind and never tuned against, reported apart. */
  heldOutTranslations: Record<'en-rw' | 'rw-en', DevPair[]>;
  /** Sentence forms both ways and chat phrasing, by category, each with the source of its accepted forms. */
  sentences: SentenceCase[];
} {
  const questions = z.array(questionSchema).parse(parse(readFileSync(join(dir, 'questions.yaml'), 'utf8')));
  const heldOut = z.array(questionSchema).parse(parse(readFileSync(join(dir, 'heldout.yaml'), 'utf8')));
  const pairs = (file: string) =>
    z
      .object({ 'en-rw': z.array(pairSchema), 'rw-en': z.array(pairSchema) })
      .strict()
      .parse(parse(readFileSync(join(dir, file), 'utf8')));
  return {
    questions,
    heldOut,
    translations: pairs('translations.yaml'),
    heldOutTranslations: pairs('heldout-translations.yaml'),
    sentences: z.array(sentenceCaseSchema).parse(parse(readFileSync(join(dir, 'sentences.yaml'), 'utf8'))),
  };
}

/**
 * An answer is right when it has the expected type (if given) and contains one of the expected texts. A
 * fallback ("I'm not sure I understood… the closest thing I know is …") is never right unless a fallback is
 * what the item expects: naming the word among guesses is not answering.
 */
export function isCorrect(item: DevQuestion, answer: TutorAnswer): boolean {
  if (item.type ? answer.type !== item.type : answer.type === 'fallback') return false;
  if (!item.expect) return true;
  const text = ` ${matchKey(`${answer.response} ${answer.word}`)} `;
  return item.expect.some((expected) => text.includes(` ${matchKey(expected)}`));
}
