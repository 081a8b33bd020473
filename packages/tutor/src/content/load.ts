// Reads and validates the content folder. Errors name the file and the entry so a contributor can fix them.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { z } from 'zod';
import {
  type GrammarTopic,
  grammarTopicSchema,
  type LexiconFile,
  lexiconFileSchema,
  type NativeClip,
  type PhraseFile,
  phraseFileSchema,
  type QuizFile,
  quizFileSchema,
} from './schema.ts';

export const defaultContentDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../content');

export interface Content {
  lexicon: LexiconFile[];
  phrases: PhraseFile[];
  grammar: GrammarTopic[];
  quiz: QuizFile[];
  clips: NativeClip[];
}

export class ContentError extends Error {
  override name = 'ContentError';
}

function yamlFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.yaml'))
      .sort()
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

function readFile<T>(file: string, schema: z.ZodType<T>): T {
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 10)
      .map((issue) => `  - ${issue.path.join('.') || '(file)'}: ${issue.message}`)
      .join('\n');
    throw new ContentError(`${file}:\n${problems}`);
  }
  return parsed.data;
}

/** Parses content/commonvoice/index.tsv (file, sentence, segment, up_votes, down_votes, duration_ms, …). */
export function parseClipIndex(tsv: string): NativeClip[] {
  const [header, ...rows] = tsv.trim().split('\n');
  const columns = (header ?? '').split('\t');
  const at = (name: string) => columns.indexOf(name);
  return rows
    .map((row) => row.split('\t'))
    .map((cells) => ({
      file: basename(cells[at('file')] ?? ''),
      sentence: (cells[at('sentence')] ?? '').trim(),
      upVotes: Number(cells[at('up_votes')] ?? 0),
      downVotes: Number(cells[at('down_votes')] ?? 0),
      durationMs: Number(cells[at('duration_ms')] ?? 0),
    }))
    .filter((clip) => clip.file.endsWith('.mp3') && clip.sentence !== '');
}

export function loadContent(dir: string = defaultContentDir): Content {
  const grammar = yamlFiles(join(dir, 'grammar')).map((file) => readFile(file, grammarTopicSchema));
  let clips: NativeClip[] = [];
  try {
    clips = parseClipIndex(readFileSync(join(dir, 'commonvoice', 'index.tsv'), 'utf8'));
  } catch {
    clips = [];
  }
  return {
    lexicon: yamlFiles(join(dir, 'lexicon')).map((file) => readFile(file, lexiconFileSchema)),
    phrases: yamlFiles(join(dir, 'phrases')).map((file) => readFile(file, phraseFileSchema)),
    grammar,
    quiz: yamlFiles(join(dir, 'quiz')).map((file) => readFile(file, quizFileSchema)),
    clips,
  };
}

/** Directory that holds the native recordings named in the clip index. */
export function clipsDir(dir: string = defaultContentDir): string {
  return join(dir, 'commonvoice', 'clips');
}
