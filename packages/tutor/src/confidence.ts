// Confidence from evidence. A form the engine makes by rule is sure only when the Kinyarwanda we ship
// attests it: an authored `reviewed` entry (its lemma, plural, examples), a reviewed phrase or grammar
// example, or the licensed corpora (TICO-19's Kinyarwanda side, the Common Voice sentences and prompt lists,
// CLDR). The attestation index is every run of 1–3 words of that text; it is built with the content
// (content/build.ts writes it to the prebuilt JSON). The calibration numbers answers and translations report
// live in CONFIDENCE below and nowhere else.
import { matchKey } from './normalize.ts';

export interface Evidence {
  /** True when the form (any spelling matchKey folds together) occurs in the shipped Kinyarwanda. */
  has(form: string): boolean;
  /** How many distinct word runs the index holds (for content:check). */
  readonly size: number;
  /** The index as a plain list, for the prebuilt content JSON. */
  toJSON(): string[];
  /** Makes ahead, in steps that leave the event loop free, what is otherwise made on first use (in parts). */
  prepare?(): Promise<void>;
}

/** A form's key in the evidence: rule-made forms are already plain lower-case words (no normalising). */
const evidenceKey = (form: string): string => (/^[a-z]+( [a-z]+)*$/.test(form) ? form : matchKey(form));

export function evidenceFrom(keys: Iterable<string>): Evidence {
  // A set from the start: an answer with a rule-made form asks it several times, a translation a dozen (a binary
  // search in the prebuilt text, with nothing to build, made them a quarter slower; a set made on first use
  // made the first of them 35 ms slower).
  const set = new Set(keys);
  return {
    has: (form) => {
      const key = evidenceKey(form);
      return key !== '' && set.has(key);
    },
    size: set.size,
    toJSON: () => [...set],
  };
}

/** The part of the attestation list a match key is in (its first two letters): evidenceInParts. */
export const evidencePart = (key: string): string => key.slice(0, 2);

/**
 * The evidence read a part at a time (the offline download's, content/sections.ts): `read` gives the keys of a
 * part (evidencePart), one a line, and each part's set is made on the first form asked of it. It answers as
 * evidenceFrom over every key does; toJSON lists them part by part. The first rule-made form an offline answer
 * checked waited for a set of all 90,000 keys (a seventh of a second in Node).
 */
export function evidenceInParts(names: readonly string[], read: (name: string) => string): Evidence {
  const known = new Set(names);
  const sets = new Map<string, Set<string>>();
  const setOf = (name: string) => {
    let set = sets.get(name);
    if (!set) {
      set = new Set(known.has(name) ? read(name).split('\n') : []);
      sets.set(name, set);
    }
    return set;
  };
  return {
    has: (form) => {
      const key = evidenceKey(form);
      return key !== '' && setOf(evidencePart(key)).has(key);
    },
    get size() {
      return names.reduce((size, name) => size + setOf(name).size, 0);
    },
    toJSON: () => names.flatMap((name) => [...setOf(name)]),
    async prepare() {
      // A few thousand keys a step.
      let made = 0;
      for (const name of names) {
        if (made > 2000) {
          made = 0;
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        if (!sets.has(name)) made += setOf(name).size;
      }
    },
  };
}

/** No evidence: every rule-made form is unsure (the default for a rule called on its own). */
export const NO_EVIDENCE: Evidence = evidenceFrom([]);

/**
 * The calibration of answers about made forms and found words, by what they rest on: reviewed content is
 * near-certain, drafts and unattested rule-made forms stay below what the app shows as sure, a draft item or a
 * typo match is trusted less again. The answers (answers/) and translations (translate/) read these; none
 * of them is a constant there.
 */
export const CONFIDENCE = {
  /** A Kinyarwanda form found exactly: in reviewed content, in a draft. */
  formReviewed: 0.95,
  formDraft: 0.72,
  /** Multiplier for a rule-made form nothing attests, and for a match found only by spelling. */
  unattested: 0.7,
  typo: 0.7,
  /** Multiplier for an answer about a draft item. */
  draftItem: 0.85,
  /** A verb form asked for in English ("we worked"): attested, or made by rule. */
  verbForm: 0.8,
  verbFormUnattested: 0.6,
  /** A conjugation table of a reviewed or draft verb; multiplier when some forms are unattested. */
  conjugationReviewed: 0.85,
  conjugationDraft: 0.65,
  conjugationUnattested: 0.85,
  /** A number in words, and a counted noun ("inka ebyiri"): every part attested, or not. */
  number: 0.92,
  numberUnattested: 0.65,
  countedNoun: 0.85,
  countedNounUnattested: 0.6,
  /** A plural asked for: of a reviewed or draft noun. */
  pluralReviewed: 0.93,
  pluralDraft: 0.72,
  /** An exact translation from reviewed content with a sure form, else from a draft or a made form. */
  translationSure: 0.95,
  translationUnsure: 0.7,
  /** An English gloss of a draft item found exactly (en-rw; the rw-en side says translationUnsure). */
  translationDraftGloss: 0.75,
  /** A sentence made from one of our frames ("where is …", "let's …") with a slot filled from the lexicon. */
  pattern: 0.62,
  /**
   * Multiplier on the least sure part of a sentence put together from parts found on their own (clause by
   * clause, a phrase and the words around it): each part is checked, their joining is not.
   */
  composed: 0.9,
  /** …and below the sure band whatever its parts: only a whole found or attested as it is is sure. */
  composedCeiling: 0.75,
  /** Taken off an exact answer when several items share the best gloss: the learner may mean another. */
  sharedGloss: 0.05,
  /** A number word read back to its value: the numeral tables, not a rule-made guess. */
  numberWord: 0.9,
  /** A number past what the tutor says in words (above 1,000,000 or below 0): the limit is sure, no answer. */
  numberOutOfRange: 0.5,
  /** The counting words 1–20, straight from the numeral table. */
  counting: 0.92,
  /**
   * A typo match ("did you mean"): a base plus a share of the spelling similarity, capped below every exact
   * answer; a close spelling in translation the same, capped lower, less a margin for the letters changed.
   */
  typoBase: 0.25,
  typoPerSimilarity: 0.5,
  typoCeiling: 0.7,
  closeSpellingCeiling: 0.75,
  closeSpellingMargin: 0.15,
  /** The translator's composition in an answer: word by word is a literal guess; a found translation less so. */
  wordByWordCeiling: 0.4,
  translatedCeiling: 0.8,
  /**
   * Word by word on its own: a floor plus a share of the words known, never above the word-by-word ceiling
   * (0.4, the guess band). Every word known is not the whole sentence reviewed: a literal composition is never
   * read aloud automatically nor offered for review.
   */
  wordByWordBase: 0.1,
  wordByWordPerCoverage: 0.3,
  /** A TICO-19 sentence found whole; a near-identical one is its similarity less a margin. */
  memorySentence: 0.85,
  nearMemoryMargin: 0.2,
  /** A verb whose stem the lexicon does not record: its forms cannot be made. */
  verbWithoutStem: 0.45,
  /** Syllables of a word in the lexicon, of a close spelling of one, of an unknown word from its spelling. */
  pronunciationKnown: 0.9,
  pronunciationTypo: 0.6,
  pronunciationSpelling: 0.45,
  /** A topic's word list (the lexicon's own category). */
  topicList: 0.9,
  /** A grammar topic found by its keywords, or only loosely by words of the question. */
  grammarTopic: 0.85,
  grammarTopicLoose: 0.6,
  /** Small talk and help: the tutor's own replies, with phrases from the phrasebook. */
  smallTalk: 0.9,
  /** Pointing to the quiz, with a sample question from the bank. */
  quizOffer: 0.85,
  /** No answer: the closest word offered, nothing close at all, an empty question. */
  fallbackClosest: 0.3,
  fallbackNothing: 0.15,
  emptyQuestion: 0.1,
} as const;

/**
 * The bands the app shows a confidence in (packages/ui's confidence badge uses the same bounds): sure from
 * 0.8, check with a speaker from 0.5, a guess below. A guess is never read aloud on its own nor offered for
 * review; the eval's calibration report counts what each band holds.
 */
export const CONFIDENCE_BANDS = { sure: 0.8, check: 0.5, guess: 0 } as const;

/** How much of what the engine makes by rule the evidence backs (printed by the eval and content:check). */
export interface AttestationReport {
  /** Distinct rule-made forms (plurals, agreements, verb forms) in the model. */
  ruleMade: number;
  /** Of those, how many the evidence attests. */
  attested: number;
  /** Rule-made forms the model calls sure although nothing attests them: the target is 0. */
  sureUnattested: string[];
}

export function attestationReport(
  forms: Iterable<{ form: string; via: string; sure: boolean; reviewed: boolean }>,
  evidence: Evidence,
): AttestationReport {
  const made = new Map<string, boolean>();
  const sureUnattested = new Set<string>();
  for (const hit of forms) {
    if (hit.via === 'lemma' || hit.via === 'phrase') {
      // An authored lemma is sure when reviewed; a draft one only with evidence.
      if (hit.sure && !hit.reviewed && !evidence.has(hit.form)) sureUnattested.add(hit.form);
      continue;
    }
    const attested = evidence.has(hit.form);
    made.set(matchKey(hit.form), attested);
    if (hit.sure && !attested) sureUnattested.add(hit.form);
  }
  return {
    ruleMade: made.size,
    attested: [...made.values()].filter(Boolean).length,
    sureUnattested: [...sureUnattested],
  };
}

export function formatAttestation(report: AttestationReport): string {
  const share = report.ruleMade === 0 ? 0 : (100 * report.attested) / report.ruleMade;
  return (
    `attestation: ${report.attested}/${report.ruleMade} rule-made forms attested (${share.toFixed(1)}%); ` +
    `sure but unattested: ${report.sureUnattested.length} (target 0)` +
    (report.sureUnattested.length > 0 ? ` — ${report.sureUnattested.slice(0, 10).join(', ')}` : '')
  );
}
