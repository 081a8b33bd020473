// Quizzes: the authored bank (content/quiz) plus items made by rule from reviewed lexicon entries (meaning,
// how-to-say, plural) and from the number rules, each with a stable id (lex-meaning-<entryId>, num-<n>) so a
// submission is scored by id against the server's copy — the client's answers are never trusted. Rule items
// are deterministic: options and their order come from a hash of the id, not from chance.
import { seededRandom } from '@vuga/learn/random';
import type { Evidence } from './confidence.ts';
import type { QuizItem } from './content/schema.ts';
import type { BankItem } from './content/types.ts';
import type { Entry, Model } from './model.ts';
import { pluralByClass } from './morphology.ts';
import { glossKeys, matchKey } from './normalize.ts';
import { numberToKinyarwanda } from './numbers.ts';
import { NOUN_CLASSES } from './rules/classes.ts';
import {
  type Difficulty,
  type GeneratedQuiz,
  type QuizAvailability,
  type QuizQuestion,
  type QuizScore,
  TutorInputError,
} from './types.ts';

export interface QuizBank {
  items: BankItem[];
  byId: Map<string, BankItem>;
  categories: string[];
}

export const QUIZ_MIN = 5;
export const QUIZ_MAX = 25;

/**
 * What makes two questions the same for the no-repeat rule: the prompt, and for listening items what is
 * heard ("Listen and choose the meaning." asks a different question for every word).
 */
function questionKey(item: BankItem): string {
  return matchKey(`${item.question} ${item.audio ?? ''}`);
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Four options with the answer placed by the id's hash; null when three distinct distractors are lacking.
 * `alsoRight` holds the match keys of every other answer that would be right (a second spelling, a homograph's
 * meaning): none of them may be a distractor, so a question never has two right options.
 */
function withOptions(
  id: string,
  correct: string,
  candidates: string[],
  alsoRight: Iterable<string> = [],
): { options: string[]; answer: number } | null {
  const random = seededRandom(id);
  const seen = new Set([matchKey(correct), ...alsoRight]);
  const distractors: string[] = [];
  for (const candidate of shuffle(candidates, random)) {
    const key = matchKey(candidate);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    distractors.push(candidate);
    if (distractors.length === 3) break;
  }
  if (distractors.length < 3) return null;
  const answer = Math.floor(random() * 4);
  const options = distractors.slice();
  options.splice(answer, 0, correct);
  return { options, answer };
}

function describe(entry: Entry): string {
  const cls =
    entry.class !== undefined
      ? `, class ${entry.class}${entry.pluralClass ? `/${entry.pluralClass}` : ''}`
      : '';
  return `${entry.pos}${cls}`;
}

/** The plural classes' noun prefixes (aba-, imi-, ama-, ibi-, in-, utu-), from the class table. */
const PLURAL_PREFIXES = [
  ...new Set([...NOUN_CLASSES.values()].flatMap((row) => (row.plural ? [row.plural] : []))),
].map((n) => NOUN_CLASSES.get(n)!.prefix.consonant);

/** Wrong plurals for a noun: its stem (after its own class prefix) with other plural classes' prefixes. */
function pluralDistractors(entry: Entry, plural: string): string[] {
  const word = entry.rw.toLowerCase();
  const own = entry.class === undefined ? undefined : NOUN_CLASSES.get(entry.class)?.prefix;
  const stem =
    own && word.startsWith(own.vowel) && /^[aeiou]/.test(word.slice(own.vowel.length))
      ? word.slice(own.vowel.length)
      : own && word.startsWith(own.consonant)
        ? word.slice(own.consonant.length)
        : word.replace(/^[aeiou]/, '');
  return [word, ...PLURAL_PREFIXES.map((prefix) => prefix + stem)].filter((form) => form !== plural);
}

/** What a question builder knows of a reviewed entry besides the entry itself. */
interface EntryQuestionContext {
  model: Model;
  /** Its form's match key and its glosses' keys. */
  keys: { rw: string; en: string[] };
  /** Entries whose words make its wrong options. */
  pool: Entry[];
  /** Its first gloss. */
  gloss: string;
  /** The fields every item made from it shares. */
  base: Pick<BankItem, 'category' | 'difficulty' | 'authored'>;
}

/** Makes one kind of question from an entry (null when the entry cannot make it, e.g. too few wrong options). */
type QuestionBuilder = (entry: Entry, context: EntryQuestionContext) => BankItem | null;

/** "What does inka mean?": every meaning of a homograph (the same spelling as another word) is also right. */
const meaningQuestion: QuestionBuilder = (entry, { model, keys, pool, gloss, base }) => {
  const id = `lex-meaning-${entry.id}`;
  const homographGlosses = (model.rw.get(keys.rw) ?? []).flatMap((hit) => hit.item.en.flatMap(glossKeys));
  const meaning = withOptions(
    id,
    gloss,
    pool.map((o) => o.en[0]!),
    homographGlosses,
  );
  if (!meaning) return null;
  return {
    ...base,
    id,
    kind: 'meaning',
    question: `What does "${entry.rw}" mean?`,
    ...meaning,
    explanation: `"${entry.rw}" (${describe(entry)}) means "${entry.en.join(', ')}".`,
  };
};

/** "How do you say cow?": every word the gloss names (a second spelling, a synonym) is also right. */
const howToSayQuestion: QuestionBuilder = (entry, { model, pool, gloss, base }) => {
  const id = `lex-how-to-say-${entry.id}`;
  const synonyms = glossKeys(gloss).flatMap((key) =>
    (model.en.get(key) ?? []).map((hit) => matchKey(hit.item.rw)),
  );
  const say = withOptions(
    id,
    entry.rw,
    pool.map((o) => o.rw),
    synonyms,
  );
  if (!say) return null;
  return {
    ...base,
    id,
    kind: 'how-to-say',
    question: `How do you say "${gloss}" in Kinyarwanda?`,
    ...say,
    explanation: `"${gloss}" is "${entry.rw}" (${describe(entry)}).`,
  };
};

/** "What is the plural of inka?": only where the lexicon states the plural and it differs from the singular. */
const pluralQuestion: QuestionBuilder = (entry, { model, gloss, base }) => {
  if (entry.pos !== 'noun' || !entry.plural || matchKey(entry.plural) === matchKey(entry.rw)) return null;
  const id = `lex-plural-${entry.id}`;
  const plural = withOptions(id, entry.plural, pluralDistractors(entry, entry.plural));
  if (!plural) return null;
  const rule = entry.class !== undefined ? pluralByClass(entry.rw, entry.class, model.evidence) : null;
  // "Irregular" only when no reading of the class rule gives this plural (akazi → utuzi is regular).
  const regular =
    rule !== null &&
    [rule.plural, ...rule.alternatives].some((form) => matchKey(form) === matchKey(entry.plural!));
  return {
    ...base,
    id,
    kind: 'plural',
    question: `What is the plural of "${entry.rw}" (${gloss})?`,
    ...plural,
    difficulty: entry.difficulty === 'beginner' ? 'intermediate' : entry.difficulty,
    explanation:
      `"${entry.rw}" is class ${entry.class ?? '?'}; its plural "${entry.plural}" is class ${entry.pluralClass ?? '?'}.` +
      (regular ? '' : ' This plural does not follow the usual pattern.'),
  };
};

/**
 * The questions made from each reviewed entry, by kind, in this order (LibreLingo's way: one named builder per
 * kind). An authored item covering `<kind>:<entry id>` replaces the made one. A new kind of question is a
 * builder and one line here.
 */
const LEXICON_QUESTIONS: readonly [BankItem['kind'], QuestionBuilder][] = [
  ['meaning', meaningQuestion],
  ['how-to-say', howToSayQuestion],
  ['plural', pluralQuestion],
];

function lexiconItems(model: Model, covered: Set<string>): BankItem[] {
  const reviewed = model.entries.filter((entry) => entry.status === 'reviewed');
  const items: BankItem[] = [];
  const byCategory = new Map<string, Entry[]>();
  for (const entry of reviewed) {
    const list = byCategory.get(entry.category) ?? [];
    list.push(entry);
    byCategory.set(entry.category, list);
  }
  const keysOf = new Map(
    reviewed.map((entry) => [entry, { rw: matchKey(entry.rw), en: entry.en.flatMap(glossKeys) }]),
  );
  for (const entry of reviewed) {
    // Names (Musanze = "Musanze") make no question.
    if (entry.en.some((gloss) => matchKey(gloss) === matchKey(entry.rw))) continue;
    // Distractors from the same category first (harder to guess), then from any reviewed entry of the same
    // part of speech; never an entry sharing a gloss or the form (muraho and uraho are both "hello").
    const keys = keysOf.get(entry)!;
    const glossSet = new Set(keys.en);
    const unrelated = (other: Entry) => {
      const otherKeys = keysOf.get(other)!;
      return other !== entry && otherKeys.rw !== keys.rw && !otherKeys.en.some((key) => glossSet.has(key));
    };
    const sameCategory = (byCategory.get(entry.category) ?? []).filter(unrelated);
    const pool =
      sameCategory.length >= 6
        ? sameCategory
        : [...sameCategory, ...reviewed.filter((other) => other.pos === entry.pos && unrelated(other))];
    const context: EntryQuestionContext = {
      model,
      keys,
      pool,
      gloss: entry.en[0]!,
      base: { category: entry.category, difficulty: entry.difficulty, authored: false },
    };
    for (const [kind, build] of LEXICON_QUESTIONS) {
      if (covered.has(`${kind}:${entry.id}`)) continue;
      const item = build(entry, context);
      if (item) items.push(item);
    }
  }
  return items;
}

const NUMBER_VALUES = [
  ...Array.from({ length: 20 }, (_, i) => i + 1),
  25,
  30,
  38,
  40,
  50,
  60,
  70,
  80,
  90,
  100,
  200,
  300,
  500,
  800,
  1000,
  2000,
  5000,
  10000,
  1250,
  1_000_000,
];

/** Number items for the values whose words are sure (every part attested): a quiz teaches only sure forms. */
function numberItems(evidence: Evidence): BankItem[] {
  const items: BankItem[] = [];
  for (const value of NUMBER_VALUES) {
    const words = numberToKinyarwanda(value, 'counting', evidence);
    if (!words.sure) continue;
    const near = [
      value + 1,
      value - 1,
      value + 10,
      value * 2,
      value + 100,
      Math.max(1, Math.floor(value / 2)),
    ]
      .filter((n) => n >= 1 && n <= 1_000_000 && n !== value)
      .map((n) => numberToKinyarwanda(n).words);
    const id = `num-${value}`;
    const options = withOptions(id, words.words, near);
    if (!options) continue;
    items.push({
      id,
      kind: 'number',
      category: 'numbers',
      difficulty: value <= 10 ? 'beginner' : value <= 100 ? 'intermediate' : 'advanced',
      question: `How do you say ${value.toLocaleString('en-US')} in Kinyarwanda?`,
      ...options,
      explanation: `${value.toLocaleString('en-US')} is "${words.words}".`,
      authored: false,
    });
  }
  return items;
}

/**
 * The whole bank: authored items and rule-made ones. Authored drafts are left out unless asked for: a
 * draft's marked answer may be wrong, and a quiz scores the learner against it.
 */
export function buildQuizBank(
  model: Model,
  quizFiles: { category: string; items: QuizItem[] }[],
  options: { includeDrafts?: boolean } = {},
): QuizBank {
  const authored: BankItem[] = quizFiles.flatMap((file) =>
    file.items
      .filter((item) => item.status === 'reviewed' || options.includeDrafts === true)
      .map((item) => ({
        id: item.id,
        kind: item.kind,
        category: file.category,
        difficulty: item.difficulty,
        question: item.question,
        options: item.options,
        answer: item.answer,
        explanation: item.explanation,
        ...(item.audio ? { audio: item.audio } : {}),
        authored: true,
      })),
  );
  // Only items that are in the bank stand in for a rule-made one: a left-out draft must not take its place.
  const covered = new Set(
    quizFiles.flatMap((file) =>
      file.items
        .filter((item) => item.ref && (item.status === 'reviewed' || options.includeDrafts === true))
        .map((item) => `${item.kind}:${item.ref}`),
    ),
  );
  const ids = new Set<string>();
  const items: BankItem[] = [];
  for (const item of [...authored, ...lexiconItems(model, covered), ...numberItems(model.evidence)]) {
    if (ids.has(item.id)) continue;
    ids.add(item.id);
    items.push(item);
  }
  return quizBankOf(items);
}

/** The bank of its items (as buildQuizBank makes them, or as the prebuilt content stores them). */
export function quizBankOf(items: BankItem[]): QuizBank {
  const byId = new Map(items.map((item) => [item.id, item]));
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  const categories = [...counts.entries()]
    .filter(([, count]) => count >= QUIZ_MIN)
    .map(([category]) => category)
    .sort();
  return { items, byId, categories };
}

/**
 * How many distinct questions a quiz can draw for each category and difficulty — the same pool and the same
 * no-repeat rule as generateQuiz — for every category with an item or named in `categories` (the content's
 * categories, so one with no usable item shows as a gap).
 */
export function quizAvailability(bank: QuizBank, categories: string[] = []): QuizAvailability[] {
  const rows = new Map<string, QuizAvailability>();
  const row = (category: string) => {
    const found = rows.get(category) ?? {
      category,
      beginner: 0,
      intermediate: 0,
      advanced: 0,
      mixed: 0,
      authored: 0,
    };
    rows.set(category, found);
    return found;
  };
  for (const category of categories) row(category);
  const seen = new Map<string, Set<string>>();
  for (const item of bank.items) {
    const counts = row(item.category);
    const key = questionKey(item);
    for (const level of [item.difficulty, 'mixed'] as const) {
      const asked = seen.get(`${item.category}|${level}`) ?? new Set<string>();
      seen.set(`${item.category}|${level}`, asked);
      if (asked.has(key)) continue;
      asked.add(key);
      counts[level]++;
      if (level === 'mixed' && item.authored) counts.authored++;
    }
  }
  return [...rows.values()].sort((a, b) => a.category.localeCompare(b.category));
}

/** The availability as a table; cells below QUIZ_MIN (no quiz possible) and below QUIZ_MAX are marked. */
export function formatQuizAvailability(rows: QuizAvailability[]): string {
  const cell = (n: number) => `${n}${n < QUIZ_MIN ? '!' : n < QUIZ_MAX ? '*' : ''}`.padStart(7);
  const levels = ['beginner', 'intermediate', 'advanced', 'mixed'] as const;
  const short = (rows: QuizAvailability[], level: (typeof levels)[number]) =>
    rows.filter((row) => row[level] < QUIZ_MIN).length;
  return [
    `  ${'category'.padEnd(24)} ${'begin'.padStart(7)} ${'inter'.padStart(7)} ${'advan'.padStart(7)} ${'mixed'.padStart(7)} ${'authored'.padStart(9)}`,
    ...rows.map(
      (row) =>
        `  ${row.category.padEnd(24)} ${levels.map((level) => cell(row[level])).join(' ')} ${String(row.authored).padStart(9)}`,
    ),
    `  ! fewer than ${QUIZ_MIN} (no quiz at that level), * fewer than ${QUIZ_MAX} (no full-length quiz). ` +
      `Categories × levels with no quiz: ${levels.map((level) => `${level} ${short(rows, level)}`).join(', ')} of ${rows.length}.`,
  ].join('\n');
}

export function generateQuiz(
  bank: QuizBank,
  options: { category: string; difficulty: 'mixed' | Difficulty; count: number },
  random: () => number = Math.random,
): GeneratedQuiz {
  const { count, difficulty } = options;
  const category = options.category.trim().toLowerCase();
  if (!Number.isInteger(count) || count < QUIZ_MIN || count > QUIZ_MAX) {
    throw new TutorInputError(
      `The number of questions must be a whole number from ${QUIZ_MIN} to ${QUIZ_MAX}`,
    );
  }
  if (category !== 'mixed' && !bank.categories.includes(category)) {
    throw new TutorInputError(`Unknown quiz category "${options.category}"`);
  }
  if (!['mixed', 'beginner', 'intermediate', 'advanced'].includes(difficulty)) {
    throw new TutorInputError('Difficulty must be mixed, beginner, intermediate or advanced');
  }
  const pool = bank.items.filter(
    (item) =>
      (category === 'mixed' ? bank.categories.includes(item.category) : item.category === category) &&
      (difficulty === 'mixed' || item.difficulty === difficulty),
  );
  // Authored items first (they carry written explanations), rule-made ones fill the rest; no question
  // twice, even when an authored and a rule-made item ask the same thing.
  const ordered = [
    ...shuffle(
      pool.filter((i) => i.authored),
      random,
    ),
    ...shuffle(
      pool.filter((i) => !i.authored),
      random,
    ),
  ];
  const chosen: BankItem[] = [];
  const asked = new Set<string>();
  for (const item of ordered) {
    const key = questionKey(item);
    if (asked.has(key)) continue;
    asked.add(key);
    chosen.push(item);
    if (chosen.length === count) break;
  }
  if (chosen.length < count) {
    throw new TutorInputError(
      `Only ${chosen.length} questions are available for ${category}${difficulty === 'mixed' ? '' : ` (${difficulty})`}; ask for fewer or choose another category`,
    );
  }
  return {
    category,
    difficulty,
    total_questions: count,
    questions: shuffle(chosen, random).map(
      (item): QuizQuestion => ({
        id: item.id,
        question: item.question,
        options: item.options,
        kind: item.kind,
        ...(item.audio ? { audio_text: item.audio } : {}),
      }),
    ),
  };
}

const PERFORMANCE: [number, string, string][] = [
  [90, 'Excellent', 'Excellent! You really know these — try a harder level next.'],
  [80, 'Very Good', 'Great work! Review the few you missed and you will have them.'],
  [70, 'Good', 'Good job! Read the explanations below and keep practising.'],
  [60, 'Fair', 'Not bad. Go through the explanations, then retake the quiz.'],
  [0, 'Needs Practice', 'Keep going! Read each explanation below and try this quiz again.'],
];

export function scoreQuiz(
  bank: QuizBank,
  submission: { questionIds: string[]; answers: number[] },
): QuizScore {
  const { questionIds, answers } = submission;
  if (questionIds.length === 0) throw new TutorInputError('A quiz submission needs at least one question');
  if (new Set(questionIds).size !== questionIds.length) throw new TutorInputError('A question appears twice');
  if (answers.length > questionIds.length) throw new TutorInputError('More answers than questions');
  const detailed = questionIds.map((id, i) => {
    const item = bank.byId.get(id);
    if (!item) throw new TutorInputError(`Unknown question id "${id}"`);
    const given = answers[i] ?? -1;
    if (!Number.isInteger(given) || given < -1 || given >= item.options.length) {
      throw new TutorInputError(
        `Answer ${i + 1} must be an option index from 0 to ${item.options.length - 1}, or -1`,
      );
    }
    return {
      question_id: id,
      question: item.question,
      options: item.options,
      user_answer: given,
      correct_answer: item.answer,
      is_correct: given === item.answer,
      explanation: item.explanation,
    };
  });
  const correct = detailed.filter((d) => d.is_correct).length;
  const percentage = Math.round((100 * correct) / detailed.length);
  const [, performance, feedback] = PERFORMANCE.find(([threshold]) => percentage >= threshold)!;
  return {
    score: correct,
    percentage,
    correct_answers: correct,
    total_questions: detailed.length,
    feedback,
    performance,
    detailed_results: detailed,
  };
}
