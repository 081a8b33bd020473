// The reviewer's desk over the content: every draft entry (lexicon, phrasebook, grammar, quiz) as one item to
// review, in the order that unblocks learners first — what the course units need (in course order), then the
// words the rules make forms from (most forms first), then the rest — each with what a reviewer needs to judge
// it: glosses, part of speech and class, an example, the sentences of our own corpora that contain it, and the
// rule-made forms that would become sure if it were approved. Built once from the content (a few hundred ms);
// the API serves it from memory.
import { loadContent } from '../content/load.ts';
import {
  type GrammarTopic,
  grammarTopicSchema,
  type LexiconEntry,
  lexiconEntrySchema,
  type Phrase,
  phraseSchema,
  type QuizItem,
  quizItemSchema,
} from '../content/schema.ts';
import type { Content } from '../content/types.ts';
import { buildModel, type FormHit } from '../model.ts';
import { matchKey } from '../normalize.ts';

export const DESK_KINDS = ['lexicon', 'phrase', 'grammar', 'quiz'] as const;
export type DeskKind = (typeof DESK_KINDS)[number];

/** Why an item is where it is in the queue: the course needs it, the rules make forms from it, or neither. */
export const DESK_TIERS = ['course', 'rules', 'rest'] as const;
export type DeskTier = (typeof DESK_TIERS)[number];

/** The id prefix of each kind: the course's own (`word-…`, `phrase-…`), and the same style for the others. */
const PREFIX: Record<DeskKind, string> = {
  lexicon: 'word-',
  phrase: 'phrase-',
  grammar: 'grammar-',
  quiz: 'quiz-',
};

export type DeskEntryData = LexiconEntry | Phrase | GrammarTopic | QuizItem;

/** One draft to review. */
export interface DeskEntry {
  /** `word-inka`, `phrase-muraho`, `grammar-pronouns`, `quiz-animals-001`: unique across kinds. */
  id: string;
  kind: DeskKind;
  /** The entry's own id in its file. */
  entryId: string;
  tier: DeskTier;
  /** The course unit that needs it (tier course), else null. */
  unit: string | null;
  /** The lexicon category, phrasebook situation, quiz category; null for grammar. */
  category: string | null;
  /** What the reviewer reads first: the Kinyarwanda (a word, a phrase), a topic's title, a question. */
  headline: string;
  /** English: glosses, the phrase's English, the topic's summary, the right answer. */
  en: string[];
  pos: string | null;
  nounClass: number | null;
  example: { rw: string; en: string } | null;
  /** Kinyarwanda to play (a word, a phrase, a listening question's audio); null when there is none. */
  speak: string | null;
  /** The entry as written in its file. */
  data: DeskEntryData;
  /** Rule-made forms (and the entry's own spelling) that the tutor would call sure once it is reviewed. */
  wouldBeSure: string[];
}

/** The fields a correction may change, by kind (never the id, status, source or review fields). */
export const CORRECTABLE: Record<DeskKind, readonly string[]> = {
  lexicon: [
    'rw',
    'en',
    'pos',
    'class',
    'plural',
    'pluralClass',
    'stem',
    'perfective',
    'stative',
    'agreement',
    'locative',
    'difficulty',
    'examples',
    'notes',
  ],
  phrase: ['rw', 'en', 'register', 'address', 'difficulty', 'notes', 'reply'],
  grammar: ['title', 'difficulty', 'summary', 'keywords', 'body', 'examples'],
  quiz: ['kind', 'difficulty', 'question', 'options', 'answer', 'explanation', 'ref', 'audio'],
};

const SCHEMAS = {
  lexicon: lexiconEntrySchema,
  phrase: phraseSchema,
  grammar: grammarTopicSchema,
  quiz: quizItemSchema,
} as const;

export type CorrectionResult = { ok: true; data: DeskEntryData } | { ok: false; error: string };

/**
 * The entry with a reviewer's changes, validated by the content schema: only the kind's correctable fields (a
 * Map, so no key a client sends reaches anything else), the rest kept; `null` removes an optional field.
 */
export function applyCorrection(
  entry: DeskEntry,
  changes: ReadonlyMap<string, unknown>,
  review: { by: string; on: string },
): CorrectionResult {
  const allowed = new Set(CORRECTABLE[entry.kind]);
  const fields = new Map<string, unknown>(Object.entries(entry.data));
  for (const [field, value] of changes) {
    if (!allowed.has(field)) {
      return {
        ok: false,
        error: `changes.${field}: not a field a reviewer can correct here (${[...allowed].join(', ')})`,
      };
    }
    if (value === null) fields.delete(field);
    else fields.set(field, value);
  }
  fields.set('status', 'reviewed');
  fields.set('reviewed_by', review.by);
  fields.set('reviewed_on', review.on);
  const parsed = SCHEMAS[entry.kind].safeParse(Object.fromEntries(fields));
  if (parsed.success) return { ok: true, data: parsed.data };
  const [issue] = parsed.error.issues;
  const field = issue?.path.map(String).join('.') ?? '';
  return { ok: false, error: `changes${field ? `.${field}` : ''}: ${issue?.message ?? 'not valid'}` };
}

/** Evidence: a corpus sentence that contains the item. */
export interface EvidenceSentence {
  rw: string;
  en: string | null;
  source: 'tico19' | 'commonvoice';
}

/**
 * The corpora's sentences by word: built once, then a lookup finds the sentences holding every word of a text
 * (the rarest word's list, filtered), at most `limit` of them, shortest first.
 */
export function evidenceIndex(content: Content, maxPerWord = 400) {
  const sentences: (EvidenceSentence & { key: string })[] = [];
  const seen = new Set<string>();
  const add = (rw: string, en: string | null, source: EvidenceSentence['source']) => {
    const key = ` ${matchKey(rw)} `;
    if (key.length < 3 || seen.has(key)) return;
    seen.add(key);
    sentences.push({ rw, en, source, key });
  };
  for (const pair of content.memory ?? []) add(pair.rw, pair.en, 'tico19');
  for (const clip of content.clips) add(clip.sentence, null, 'commonvoice');
  for (const prompt of content.prompts ?? []) add(prompt, null, 'commonvoice');
  // Shortest first: a short sentence shows the word best.
  const order = sentences.map((_, i) => i).sort((a, b) => sentences[a]!.rw.length - sentences[b]!.rw.length);
  const byWord = new Map<string, number[]>();
  const total = new Map<string, number>();
  for (const i of order) {
    for (const word of new Set(sentences[i]!.key.trim().split(' '))) {
      total.set(word, (total.get(word) ?? 0) + 1);
      const list = byWord.get(word);
      if (!list) byWord.set(word, [i]);
      else if (list.length < maxPerWord) list.push(i);
    }
  }
  return {
    size: sentences.length,
    find(text: string, limit = 3): EvidenceSentence[] {
      const key = matchKey(text);
      const words = [...new Set(key.split(' ').filter(Boolean))];
      if (words.length === 0) return [];
      words.sort((a, b) => (total.get(a) ?? 0) - (total.get(b) ?? 0));
      const padded = ` ${key} `;
      const out: EvidenceSentence[] = [];
      for (const i of byWord.get(words[0]!) ?? []) {
        const sentence = sentences[i]!;
        if (!sentence.key.includes(padded)) continue;
        out.push({ rw: sentence.rw, en: sentence.en, source: sentence.source });
        if (out.length >= limit) break;
      }
      return out;
    },
  };
}
export type EvidenceIndex = ReturnType<typeof evidenceIndex>;

/** Every run of 1–3 words of the texts, as the attestation index keys them (confidence.ts). */
function runsOf(texts: string[]): Set<string> {
  const keys = new Set<string>();
  for (const text of texts)
    for (const clause of text.split(/[.,;:!?()"“”]+/)) {
      const words = matchKey(clause).split(' ').filter(Boolean);
      for (let i = 0; i < words.length; i++)
        for (let n = 1; n <= 3 && i + n <= words.length; n++) keys.add(words.slice(i, i + n).join(' '));
    }
  return keys;
}

/**
 * The unsure forms of an item that approving it makes sure: its own spelling (a reviewed lemma or phrase is
 * sure), an authored plural (sure once reviewed), and rule-made forms its own plural and examples attest.
 */
function formsMadeSure(
  hits: readonly FormHit[],
  texts: string[],
  authoredPlural: string | undefined,
): string[] {
  const own = runsOf(texts);
  const out = new Set<string>();
  for (const hit of hits) {
    if (hit.sure) continue;
    const key = matchKey(hit.form);
    if (
      hit.via === 'lemma' ||
      hit.via === 'phrase' ||
      (hit.via === 'plural' && authoredPlural !== undefined && matchKey(authoredPlural) === key) ||
      own.has(key)
    )
      out.add(hit.form);
  }
  return [...out];
}

/**
 * The drafts to review, in queue order. `course` tier: the course's units in order — a draft item a lesson
 * names, the unit's grammar topic, quiz questions on the unit's words; `rules` tier: draft words the rules make
 * forms from (plurals, agreements, verb forms), most forms first; `rest`: the others, easier first.
 */
export function deskEntries(content: Content = loadContent()): DeskEntry[] {
  const model = buildModel(content);
  const hitsByItem = new Map<string, FormHit[]>();
  for (const hits of model.rw.values())
    for (const hit of hits) {
      const list = hitsByItem.get(hit.item.key);
      if (list) list.push(hit);
      else hitsByItem.set(hit.item.key, [hit]);
    }

  const all = new Map<string, DeskEntry>();
  const ruleForms = new Map<string, number>();
  const rank = (difficulty: string) => ['beginner', 'intermediate', 'advanced'].indexOf(difficulty);
  const difficulty = new Map<string, number>();
  const add = (entry: Omit<DeskEntry, 'id' | 'tier' | 'unit'>, level: string) => {
    const id = `${PREFIX[entry.kind]}${entry.entryId}`;
    all.set(id, { id, tier: 'rest', unit: null, ...entry });
    difficulty.set(id, rank(level));
  };

  for (const file of content.lexicon)
    for (const entry of file.entries) {
      if (entry.status !== 'draft') continue;
      const hits = hitsByItem.get(`entry:${entry.id}`) ?? [];
      const made = hits.filter((hit) => hit.via !== 'lemma').length;
      if (made > 0) ruleForms.set(`word-${entry.id}`, made);
      const example = entry.examples?.[0];
      add(
        {
          kind: 'lexicon',
          entryId: entry.id,
          category: file.category,
          headline: entry.rw,
          en: entry.en,
          pos: entry.pos,
          nounClass: entry.class ?? null,
          example: example ? { rw: example.rw, en: example.en } : null,
          speak: entry.rw,
          data: entry,
          wouldBeSure: formsMadeSure(
            hits,
            [entry.rw, ...(entry.plural ? [entry.plural] : []), ...(entry.examples ?? []).map((e) => e.rw)],
            entry.plural,
          ),
        },
        entry.difficulty,
      );
    }
  for (const file of content.phrases)
    for (const phrase of file.entries) {
      if (phrase.status !== 'draft') continue;
      add(
        {
          kind: 'phrase',
          entryId: phrase.id,
          category: file.situation,
          headline: phrase.rw,
          en: [phrase.en],
          pos: 'phrase',
          nounClass: null,
          example: null,
          speak: phrase.rw,
          data: phrase,
          wouldBeSure: formsMadeSure(hitsByItem.get(`phrase:${phrase.id}`) ?? [], [phrase.rw], undefined),
        },
        phrase.difficulty,
      );
    }
  for (const topic of content.grammar) {
    if (topic.status !== 'draft') continue;
    const example = topic.examples[0];
    add(
      {
        kind: 'grammar',
        entryId: topic.id,
        category: null,
        headline: topic.title,
        en: [topic.summary],
        pos: null,
        nounClass: null,
        example: example ? { rw: example.rw, en: example.en } : null,
        speak: example?.rw ?? null,
        data: topic,
        wouldBeSure: [],
      },
      topic.difficulty,
    );
  }
  for (const file of content.quiz)
    for (const item of file.items) {
      if (item.status !== 'draft') continue;
      add(
        {
          kind: 'quiz',
          entryId: item.id,
          category: file.category,
          headline: item.question,
          en: [item.options[item.answer]!],
          pos: null,
          nounClass: null,
          example: null,
          speak: item.audio ?? null,
          data: item,
          wouldBeSure: [],
        },
        item.difficulty,
      );
    }

  const ordered: DeskEntry[] = [];
  const take = (id: string, tier: DeskTier, unit: string | null) => {
    const entry = all.get(id);
    if (!entry) return;
    all.delete(id);
    ordered.push({ ...entry, tier, unit });
  };
  for (const unit of unitItems(content)) for (const id of unit.ids) take(id, 'course', unit.title);
  const rules = [...ruleForms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [id] of rules) take(id, 'rules', null);
  const rest = [...all.keys()].sort((a, b) => difficulty.get(a)! - difficulty.get(b)!);
  for (const id of rest) take(id, 'rest', null);
  return ordered;
}

/**
 * Each course unit's items in teaching order, as desk ids: its lessons' words and phrases, its grammar topic,
 * then the quiz questions on its words.
 */
export function unitItems(content: Content): { id: string; title: string; ids: string[] }[] {
  const quizByRef = new Map<string, string[]>();
  for (const file of content.quiz)
    for (const item of file.items)
      if (item.ref) quizByRef.set(item.ref, [...(quizByRef.get(item.ref) ?? []), `quiz-${item.id}`]);
  return (content.course?.units ?? []).map((unit) => {
    const taught = unit.lessons.flat();
    const quizzes = taught.flatMap((id) =>
      id.startsWith('word-') ? (quizByRef.get(id.slice(5)) ?? []) : [],
    );
    const ids = [...taught, ...(unit.grammar ? [`grammar-${unit.grammar}`] : []), ...quizzes];
    return { id: unit.id, title: unit.title, ids: [...new Set(ids)] };
  });
}
