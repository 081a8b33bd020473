// The shapes of the content: what the loader reads from the content folder and what the build derives from it
// (the attestation index, the model's maps, the quiz bank, the words learned from the memory), which the
// prebuilt JSON carries. Types only, importing no engine code that reads content back: the engine's modules
// depend on these shapes, never the other way round.
import type { Evidence } from '../confidence.ts';
import type { Tense, VerbForm } from '../morphology.ts';
import type {
  CourseFile,
  Difficulty,
  GrammarTopic,
  LexiconFile,
  NativeClip,
  PhraseFile,
  QuizFile,
  QuizItem,
  SmallTalkFile,
  SoundGuide,
} from './schema.ts';

export interface Content {
  lexicon: LexiconFile[];
  phrases: PhraseFile[];
  /** The course Learn teaches (content/course.yaml); absent in content folders without one. */
  course?: CourseFile;
  grammar: GrammarTopic[];
  quiz: QuizFile[];
  clips: NativeClip[];
  /** TICO-19 translation memory (content/tico19, CC0); absent in content folders without it. */
  memory?: MemoryPair[];
  /** CLDR calendar words: months, weekdays, relative days (content/cldr, Unicode licence). */
  calendar?: CalendarWord[];
  /** Common Voice prompt lists (content/commonvoice/textlists, CC0): Kinyarwanda only, used as evidence. */
  prompts?: string[];
  /** The tutor's own words (content/tutor); absent in content folders without them (the tutor uses its own). */
  tutor?: TutorTexts;
  /** The attestation index, when the content comes prebuilt (content/prebuilt.ts); else built from it. */
  evidence?: Evidence;
  /** The model's maps (model.ts modelIndex), when the content comes prebuilt; else made from it. */
  index?: ModelIndex;
  /** The quiz bank without drafts (quiz.ts buildQuizBank), when the content comes prebuilt; else made from it. */
  quizBank?: BankItem[];
  /**
   * The words learned from the memory (translate/alignment.ts), when prebuilt; else learned on first use. The
   * offline download gives each side as a table read in parts (translate/parted-table.ts).
   */
  memoryWords?: LearnedWords | LearnedTables;
  /**
   * Each entry's sense in the memory, by its key (translate/rw-en.ts memorySensesOf over the prebuilt index and
   * the learned Kinyarwanda words), when prebuilt; else counted on the first translation that asks.
   */
  memorySenses?: [item: string, sense: number][];
  /**
   * Reads ahead, in steps that leave the event loop free, what the offline download reads on first use in parts
   * (content/sections.ts: the index's rule-made forms), so that a later answer does not stop to read one.
   */
  prepareParts?: () => Promise<void>;
}

/** What the tutor says in its own words: small talk replies and the pronunciation guide. */
export interface TutorTexts {
  smallTalk: SmallTalkFile;
  sounds: SoundGuide;
}

/** One English–Kinyarwanda sentence pair of the translation memory. */
export interface MemoryPair {
  id: string;
  en: string;
  rw: string;
}

/** One CLDR calendar word ("month 1: January = Mutarama"). */
export interface CalendarWord {
  category: string;
  key: string;
  en: string;
  rw: string;
}

/**
 * A form made by rule, as the prebuilt content stores it (compact: 36,000 of them): the key of its item, the
 * form, its match key, what it is, whether the evidence attests it, and for an agreement its noun class, for a
 * verb form [tense, negative, person, noun class or null, before an object].
 */
export type DerivedForm = [
  item: string,
  form: string,
  key: string,
  via: 'plural' | 'agreement' | 'verb-form',
  sure: 0 | 1,
  detail: number | [Tense, 0 | 1, VerbForm['person'], number | null, 0 | 1] | null,
];

/**
 * The model's two maps as the prebuilt content stores them (content/build.ts): start-up only puts them together
 * (no normalising, no rules, no sorting — that took most of the API's start-up). Items are referred to by their
 * position in modelItems' order.
 */
export interface ModelIndex {
  /** Keys of the calendar items kept (the calendar words the lexicon does not already have). */
  calendar: string[];
  /** The forms the rules make, as deriveForms makes them less the item and the key (`rw` says both). */
  forms: [form: string, via: DerivedForm[3], sure: 0 | 1, detail: DerivedForm[5]][];
  /**
   * Kinyarwanda match key → its forms, best first, as pairs in one list: the item's position, then the
   * position of a rule-made form in `forms`, or OWN_FORM / OWN_FORM_SURE for the item's own spelling.
   */
  rw: [key: string, refs: number[]][];
  /** English match key → its items, best first, as triples in one list: item position, rank, derived (0/1). */
  en: [key: string, refs: number[]][];
  longestKey: number;
}

export interface BankItem {
  id: string;
  kind: QuizItem['kind'];
  category: string;
  difficulty: Difficulty;
  question: string;
  options: string[];
  answer: number;
  explanation: string;
  audio?: string;
  /** Authored in content/quiz (true) or made by rule (false). */
  authored: boolean;
}

/**
 * Both directions' learned words and phrases, by the side they translate from, as entries (they go into the
 * JSON): a phrase's key is its words joined by one space.
 */
export interface LearnedWords {
  en: [string, string][];
  rw: [string, string][];
}

/** The learned words as tables already (the offline download's, read in parts), by the side they translate from. */
export interface LearnedTables {
  en: ReadonlyMap<string, string>;
  rw: ReadonlyMap<string, string>;
}
