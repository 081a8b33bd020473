// Reads and validates the content folder. Errors name the file and the entry so a contributor can fix them.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { z } from 'zod';
import { prebuiltEvidence, readPrebuilt } from './prebuilt.ts';
import {
  courseFileSchema,
  grammarTopicSchema,
  lexiconFileSchema,
  type NativeClip,
  phraseFileSchema,
  quizFileSchema,
  smallTalkFileSchema,
  soundGuideSchema,
} from './schema.ts';
import type { CalendarWord, Content, MemoryPair, TutorTexts } from './types.ts';

export const defaultContentDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../content');

export class ContentError extends Error {
  override name = 'ContentError';
}

export function yamlFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.yaml'))
      .sort()
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

/** One YAML content file, validated; a ContentError names the file and the fields at fault. */
export function readContentFile<T>(file: string, schema: z.ZodType<T>): T {
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

/** Rows of tab-separated text with a header line, as objects keyed by the header's names. */
function parseTsv(text: string): Record<string, string>[] {
  const [header, ...rows] = text.replace(/\r/g, '').trim().split('\n');
  const columns = (header ?? '').split('\t');
  return rows.map((row) => {
    const cells = row.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, (cells[i] ?? '').trim()]));
  });
}

function readTsv(file: string): Record<string, string>[] {
  try {
    return parseTsv(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
}

/** Parses content/commonvoice/index.tsv (file, sentence, segment, up_votes, down_votes, duration_ms, …). */
export function parseClipIndex(tsv: string): NativeClip[] {
  return parseTsv(tsv)
    .map((row) => ({
      file: basename(row.file ?? ''),
      sentence: row.sentence ?? '',
      upVotes: Number(row.up_votes ?? 0),
      downVotes: Number(row.down_votes ?? 0),
      durationMs: Number(row.duration_ms ?? 0),
    }))
    .filter((clip) => clip.file.endsWith('.mp3') && clip.sentence !== '');
}

/** content/tico19/tico19_en_rw.tsv (id, source, en, rw). */
export function loadMemory(dir: string = defaultContentDir): MemoryPair[] {
  return readTsv(join(dir, 'tico19', 'tico19_en_rw.tsv'))
    .map((row) => ({ id: row.id ?? '', en: row.en ?? '', rw: row.rw ?? '' }))
    .filter((pair) => pair.en !== '' && pair.rw !== '');
}

/** content/cldr/cldr_rw_calendar.tsv (category, key, en, rw, rw_abbr). */
export function loadCalendar(dir: string = defaultContentDir): CalendarWord[] {
  return readTsv(join(dir, 'cldr', 'cldr_rw_calendar.tsv'))
    .map((row) => ({ category: row.category ?? '', key: row.key ?? '', en: row.en ?? '', rw: row.rw ?? '' }))
    .filter((word) => word.en !== '' && word.rw !== '');
}

/** content/commonvoice/textlists/*.txt: one Kinyarwanda prompt a line. */
export function loadPrompts(dir: string = defaultContentDir): string[] {
  const folder = join(dir, 'commonvoice', 'textlists');
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.txt'))
      .sort()
      .flatMap((name) => readFileSync(join(folder, name), 'utf8').split('\n'))
      .map((line) => line.trim())
      .filter((line) => line !== '');
  } catch {
    return [];
  }
}

/** content/tutor/small-talk.yaml and sounds.yaml, validated; undefined when the folder has no tutor/. */
export function loadTutorTexts(dir: string = defaultContentDir): TutorTexts | undefined {
  const folder = join(dir, 'tutor');
  if (!existsSync(folder)) return undefined;
  return {
    smallTalk: readContentFile(join(folder, 'small-talk.yaml'), smallTalkFileSchema),
    sounds: readContentFile(join(folder, 'sounds.yaml'), soundGuideSchema),
  };
}

/**
 * The content folder: from the prebuilt JSON when it is there and matches the folder (the API is ready in
 * well under a second), else from the YAML and TSV files.
 */
export function loadContent(dir: string = defaultContentDir): Content {
  const prebuilt = readPrebuilt(dir);
  return prebuilt
    ? {
        ...prebuilt.content,
        evidence: prebuiltEvidence(prebuilt),
        index: prebuilt.index,
        quizBank: prebuilt.quizBank,
        memoryWords: prebuilt.memoryWords,
        memorySenses: prebuilt.memorySenses,
      }
    : loadContentFromSource(dir);
}

/** The content read and validated from the YAML and TSV files themselves. */
export function loadContentFromSource(dir: string = defaultContentDir): Content {
  const grammar = yamlFiles(join(dir, 'grammar')).map((file) => readContentFile(file, grammarTopicSchema));
  let clips: NativeClip[] = [];
  try {
    clips = parseClipIndex(readFileSync(join(dir, 'commonvoice', 'index.tsv'), 'utf8'));
  } catch {
    clips = [];
  }
  return {
    lexicon: yamlFiles(join(dir, 'lexicon')).map((file) => readContentFile(file, lexiconFileSchema)),
    phrases: yamlFiles(join(dir, 'phrases')).map((file) => readContentFile(file, phraseFileSchema)),
    ...(existsSync(join(dir, 'course.yaml')) && {
      course: readContentFile(join(dir, 'course.yaml'), courseFileSchema),
    }),
    grammar,
    quiz: yamlFiles(join(dir, 'quiz')).map((file) => readContentFile(file, quizFileSchema)),
    clips,
    memory: loadMemory(dir),
    calendar: loadCalendar(dir),
    prompts: loadPrompts(dir),
    tutor: loadTutorTexts(dir),
  };
}

/** Directory that holds the native recordings named in the clip index. */
export function clipsDir(dir: string = defaultContentDir): string {
  return join(dir, 'commonvoice', 'clips');
}
