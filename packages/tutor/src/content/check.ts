// The content check (`pnpm --filter @vuga/tutor content:check`, and a unit test over the real folder):
// every file against its schema, then what a schema cannot see — duplicate ids and lemmas, broken quiz
// references, letters outside Kinyarwanda orthography — and counts by category and status so reviewers see
// how much is still draft. Problems are listed all at once, each naming its file and entry.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchKey } from '../normalize.ts';
import { formatQuizAvailability } from '../quiz.ts';
import { createTutor } from '../tutor.ts';
import { ContentError, defaultContentDir, loadContent, readContentFile, yamlFiles } from './load.ts';
import {
  type CourseFile,
  courseFileSchema,
  type GrammarTopic,
  grammarTopicSchema,
  type LexiconFile,
  lexiconFileSchema,
  type PhraseFile,
  phraseFileSchema,
  type QuizFile,
  quizFileSchema,
  type SmallTalkFile,
  type SoundGuide,
  smallTalkFileSchema,
  soundGuideSchema,
} from './schema.ts';

/**
 * Kinyarwanda orthography: the Latin letters without q and x (l only in names and loanwords, so allowed),
 * apostrophes for elision, digits, spaces and punctuation. Tone marks are not written.
 */
const ORTHOGRAPHY = /^[a-pr-wyz0-9'’‘\s.,;:!?"“”()\-–—…/]*$/i;

/** "banana (ripe" — what YAML's [a, b] list makes of "banana (ripe, sweet)" written without quotes. */
const unbalanced = (text: string) => (text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length;

export interface CheckReport {
  errors: string[];
  warnings: string[];
  /** section → category → status → count */
  counts: Record<string, Record<string, Record<string, number>>>;
}

function tally(report: CheckReport, section: string, category: string, status: string) {
  const bySection = report.counts[section] ?? {};
  const byCategory = bySection[category] ?? {};
  byCategory[status] = (byCategory[status] ?? 0) + 1;
  bySection[category] = byCategory;
  report.counts[section] = bySection;
}

function load<T>(
  report: CheckReport,
  file: string,
  schema: Parameters<typeof readContentFile<T>>[1],
): T | null {
  try {
    return readContentFile(file, schema);
  } catch (error) {
    report.errors.push(
      error instanceof ContentError ? error.message : `${file}: ${(error as Error).message}`,
    );
    return null;
  }
}

export function checkContent(dir: string = defaultContentDir): CheckReport {
  const report: CheckReport = { errors: [], warnings: [], counts: {} };
  const files = (folder: string) => yamlFiles(join(dir, folder));
  const lexicon = files('lexicon')
    .map((file) => [file, load<LexiconFile>(report, file, lexiconFileSchema)] as const)
    .filter((pair): pair is readonly [string, LexiconFile] => pair[1] !== null);
  const phrases = files('phrases')
    .map((file) => [file, load<PhraseFile>(report, file, phraseFileSchema)] as const)
    .filter((pair): pair is readonly [string, PhraseFile] => pair[1] !== null);
  const grammar = files('grammar')
    .map((file) => [file, load<GrammarTopic>(report, file, grammarTopicSchema)] as const)
    .filter((pair): pair is readonly [string, GrammarTopic] => pair[1] !== null);
  const quiz = files('quiz')
    .map((file) => [file, load<QuizFile>(report, file, quizFileSchema)] as const)
    .filter((pair): pair is readonly [string, QuizFile] => pair[1] !== null);

  const spelling = (where: string, field: string, text: string | undefined) => {
    if (text === undefined || ORTHOGRAPHY.test(text)) return;
    const bad = [...new Set([...text].filter((char) => !ORTHOGRAPHY.test(char)))].join(' ');
    report.errors.push(`${where}: ${field} "${text}" has characters outside Kinyarwanda orthography: ${bad}`);
  };
  const unique = (seen: Map<string, string>, key: string, where: string, what: string) => {
    const first = seen.get(key);
    if (first) report.errors.push(`${where}: duplicate ${what} (first in ${first})`);
    else seen.set(key, where);
  };

  const lexiconIds = new Map<string, string>();
  const lemmas = new Map<string, string>();
  for (const [file, data] of lexicon) {
    const name = basename(file);
    if (`${data.category}.yaml` !== name)
      report.errors.push(`${name}: category "${data.category}" must match the file name`);
    for (const entry of data.entries) {
      const where = `${name} ${entry.id}`;
      unique(lexiconIds, entry.id, where, `lexicon id "${entry.id}"`);
      // A bound stem (-abo) is a different lemma from the free word (abo): the hyphen stays in the key.
      unique(
        lemmas,
        `${entry.rw.trim().startsWith('-') ? '-' : ''}${matchKey(entry.rw)}|${entry.pos}`,
        where,
        `lemma "${entry.rw}" (${entry.pos})`,
      );
      if (entry.en.some((gloss) => matchKey(gloss) === ''))
        report.errors.push(`${where}: an empty English gloss`);
      for (const gloss of entry.en.filter(unbalanced))
        report.errors.push(
          `${where}: English gloss "${gloss}" has unbalanced brackets (in [a, b] a comma inside brackets splits the gloss: quote it, ["banana (ripe, sweet)"])`,
        );
      spelling(where, 'rw', entry.rw);
      spelling(where, 'plural', entry.plural);
      spelling(where, 'stem', entry.stem);
      spelling(where, 'perfective', entry.perfective);
      spelling(where, 'stative', entry.stative);
      for (const example of entry.examples ?? []) spelling(where, 'example', example.rw);
      if (entry.pos === 'noun' && entry.class === undefined)
        report.warnings.push(`${where}: a noun without its class`);
      if (entry.pos === 'verb' && entry.stem === undefined)
        report.warnings.push(`${where}: a verb without its stem`);
      tally(report, 'lexicon', data.category, entry.status);
    }
  }

  const phraseIds = new Map<string, string>();
  for (const [file, data] of phrases) {
    const name = basename(file);
    for (const phrase of data.entries) {
      const where = `${name} ${phrase.id}`;
      unique(phraseIds, phrase.id, where, `phrase id "${phrase.id}"`);
      spelling(where, 'rw', phrase.rw);
      if (unbalanced(phrase.en))
        report.errors.push(`${where}: English "${phrase.en}" has unbalanced brackets`);
      tally(report, 'phrases', data.situation, phrase.status);
    }
  }

  const grammarIds = new Map<string, string>();
  for (const [file, topic] of grammar) {
    const name = basename(file);
    unique(grammarIds, topic.id, name, `grammar id "${topic.id}"`);
    for (const example of topic.examples) spelling(name, 'example', example.rw);
    tally(report, 'grammar', 'topics', topic.status);
  }

  const quizIds = new Map<string, string>();
  for (const [file, data] of quiz) {
    const name = basename(file);
    for (const item of data.items) {
      const where = `${name} ${item.id}`;
      unique(quizIds, item.id, where, `quiz id "${item.id}"`);
      if (item.ref && !lexiconIds.has(item.ref) && !grammarIds.has(item.ref) && !phraseIds.has(item.ref)) {
        report.errors.push(`${where}: ref "${item.ref}" is not a lexicon, phrase or grammar id`);
      }
      spelling(where, 'audio', item.audio);
      tally(report, 'quiz', data.category, item.status);
    }
  }

  // The course: every item it names exists and is reviewed (a lesson must never drill a wrong answer), is
  // taught once, and the guidebook refers only to what the unit or an earlier one taught.
  const coursePath = join(dir, 'course.yaml');
  const course = existsSync(coursePath) ? load<CourseFile>(report, coursePath, courseFileSchema) : null;
  if (course) {
    const status = new Map<string, string>();
    const examples = new Map<string, number>();
    for (const [, data] of lexicon) {
      for (const entry of data.entries) {
        status.set(`word-${entry.id}`, entry.status);
        examples.set(`word-${entry.id}`, entry.examples?.length ?? 0);
      }
    }
    for (const [, data] of phrases)
      for (const phrase of data.entries) status.set(`phrase-${phrase.id}`, phrase.status);
    const taught = new Map<string, string>();
    const unitIds = new Map<string, string>();
    for (const unit of course.units) {
      const where = `course.yaml ${unit.id}`;
      unique(unitIds, unit.id, where, `unit id "${unit.id}"`);
      if (unit.grammar && !grammarIds.has(unit.grammar))
        report.errors.push(`${where}: grammar "${unit.grammar}" is not a grammar topic id`);
      unit.lessons.forEach((items, index) => {
        if (items.length < 4 || items.length > 6)
          report.errors.push(`${where} lesson ${index + 1}: ${items.length} items (a lesson teaches 4 to 6)`);
        for (const id of items) {
          if (!status.has(id))
            report.errors.push(
              `${where} lesson ${index + 1}: "${id}" is not a word-<lexicon id> or phrase-<phrase id>`,
            );
          else if (status.get(id) !== 'reviewed')
            report.errors.push(
              `${where} lesson ${index + 1}: "${id}" is a draft (only reviewed items are taught)`,
            );
          unique(taught, id, `${where} lesson ${index + 1}`, `taught item "${id}"`);
        }
      });
      const known = new Set(taught.keys());
      for (const line of unit.dialogue ?? []) {
        if (line.example !== undefined && line.example >= (examples.get(line.item) ?? 0))
          report.errors.push(
            `${where}: "${line.item}" has no example ${line.example} (examples count from 0)`,
          );
      }
      for (const id of [...unit.keyPhrases, ...(unit.dialogue ?? []).map((line) => line.item)]) {
        if (!known.has(id))
          report.errors.push(
            `${where}: the guidebook names "${id}", which this unit or an earlier one does not teach`,
          );
      }
      tally(report, 'course', 'units', unit.status);
    }
  }

  // The tutor's own words, where the folder has them (the engine falls back to the package's own).
  const tutorFile = (name: string) => join(dir, 'tutor', name);
  if (existsSync(tutorFile('sounds.yaml')))
    load<SoundGuide>(report, tutorFile('sounds.yaml'), soundGuideSchema);
  const smallTalk = existsSync(tutorFile('small-talk.yaml'))
    ? load<SmallTalkFile>(report, tutorFile('small-talk.yaml'), smallTalkFileSchema)
    : null;
  if (smallTalk) {
    for (const [when, said] of Object.entries(smallTalk.timeOfDay))
      spelling(`small-talk.yaml ${when}`, 'rw', said.rw);
    for (const [topic, reply] of Object.entries(smallTalk.replies)) {
      spelling(`small-talk.yaml ${topic}`, 'rw', reply.say.rw);
      spelling(`small-talk.yaml ${topic}`, 'and', reply.and?.rw);
    }
  }
  return report;
}

/** The counts as a table: one line per category with its reviewed and draft numbers. */
export function formatCounts(report: CheckReport): string {
  const lines: string[] = [];
  for (const [section, categories] of Object.entries(report.counts)) {
    let reviewed = 0;
    let draft = 0;
    const rows = Object.entries(categories)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, byStatus]) => {
        reviewed += byStatus.reviewed ?? 0;
        draft += byStatus.draft ?? 0;
        return `  ${category.padEnd(24)} ${String(byStatus.reviewed ?? 0).padStart(5)} ${String(byStatus.draft ?? 0).padStart(5)}`;
      });
    lines.push(
      `${section} (${Object.keys(categories).length} categories): ${reviewed + draft} = ${reviewed} reviewed + ${draft} draft`,
      `  ${'category'.padEnd(24)} ${'revd'.padStart(5)} ${'draft'.padStart(5)}`,
      ...rows,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = checkContent(process.argv[2] ?? defaultContentDir);
  console.log(formatCounts(report));
  for (const warning of report.warnings.slice(0, 50)) console.warn(`warning: ${warning}`);
  if (report.warnings.length > 50) console.warn(`… and ${report.warnings.length - 50} more warnings`);
  for (const error of report.errors) console.error(`✖ ${error}`);
  if (report.errors.length === 0) {
    // What the content gives a learner: a quiz needs at least 5 distinct questions at the chosen level.
    const dir = process.argv[2] ?? defaultContentDir;
    console.log(
      'quiz questions available (reviewed authored items + rule-made items from reviewed entries):',
    );
    console.log(formatQuizAvailability(createTutor(loadContent(dir)).quizAvailability()));
  }
  console.log(report.errors.length === 0 ? '✔ content check passed' : `✖ ${report.errors.length} problems`);
  process.exit(report.errors.length === 0 ? 0 : 1);
}
