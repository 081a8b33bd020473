// Word forms by rule: plurals from the noun class, verb forms (present, past, future; affirmative and
// negative; six persons and classes 3–16), adjective and possessive agreement. Every function reads the class
// table (rules/classes.ts) and the sound rules (rules/sounds.ts); a form is sure only when the shipped
// Kinyarwanda attests it (confidence.ts), and the tutor tells the learner to check the others.
import { type Evidence, NO_EVIDENCE } from './confidence.ts';
import { NOUN_CLASSES, type NounClass, type Variants } from './rules/classes.ts';
import { attach, coalesce, dahl, glide, nasal, negate, VOWEL_START, withConcord } from './rules/sounds.ts';

export interface PluralGuess {
  plural: string;
  pluralClass: number;
  /** True only when the shipped Kinyarwanda attests the plural (confidence.ts). */
  sure: boolean;
  /** Other readings of an ambiguous prefix (akana: aka-na or ak-ana), least likely last. */
  alternatives: string[];
}

/** The stem of a noun after its class prefix, each reading the prefix allows, likeliest first. */
function stems(word: string, row: NounClass): { stem: string; vowel: boolean }[] {
  const readings: { stem: string; vowel: boolean }[] = [];
  const consonant = row.prefix.consonant;
  // Dahl's law spellings of the prefix (igi-, aga-, ugu-, udu-) are the same prefix.
  const voiced = consonant.replace(/^(i|a|u)(k|t)/, (_, v: string, c: string) => v + (c === 'k' ? 'g' : 'd'));
  for (const prefix of new Set([consonant, voiced])) {
    if (
      word.startsWith(prefix) &&
      word.length > prefix.length &&
      !VOWEL_START.test(word.slice(prefix.length))
    )
      readings.push({ stem: word.slice(prefix.length), vowel: false });
  }
  const vowelPrefix = row.prefix.vowel;
  if (word.startsWith(vowelPrefix) && VOWEL_START.test(word.slice(vowelPrefix.length)))
    readings.push({ stem: word.slice(vowelPrefix.length), vowel: true });
  // The longest prefix that fits is the likelier reading: aka-zi (not ak-azi), iry-inyo (not i-ryinyo).
  return readings.sort((a, b) => a.stem.length - b.stem.length);
}

/** The plural noun prefix joined to a stem, with Dahl's law and the nasal of class 10. */
function pluralForm(row: NounClass, stem: string, vowel: boolean): string {
  if (row.number === 10) return vowel ? `inz${stem}` : `i${nasal(stem)}`;
  if (vowel) return row.prefix.vowel + stem;
  const prefix = row.prefix.consonant;
  // The initial vowel stays; Dahl's law works on the rest (utu → udu before a voiceless consonant).
  return prefix[0] + dahl(prefix.slice(1), stem) + stem;
}

/**
 * The plural of a compound noun (umupira w'amaguru): the head takes its plural and what follows agrees with
 * it: the connective (w' → y': imipira y'amaguru) or an adjective's concord (umurwa mukuru → imirwa mikuru).
 * Sure only when the whole plural is attested.
 */
function compoundPlural(
  head: string,
  rest: string,
  row: NounClass,
  pluralRow: NounClass,
  evidence: Evidence,
): PluralGuess | null {
  const plural = pluralByClass(head, row.number, evidence);
  if (!plural) return null;
  const connective = rest.match(/^([a-z]+)(' ?|a )(.*)$/);
  const adjective = row.adjective.consonant;
  let agreed: string | null = null;
  if (connective && connective[1] === row.possessive)
    agreed = `${pluralRow.possessive}${connective[2]}${connective[3]}`;
  else if (rest.startsWith(adjective) && !rest.startsWith(row.prefix.consonant))
    agreed = pluralRow.adjective.consonant + rest.slice(adjective.length);
  if (agreed === null) return null;
  const form = `${plural.plural} ${agreed}`;
  return { plural: form, pluralClass: pluralRow.number, sure: evidence.has(form), alternatives: [] };
}

/**
 * The plural of a singular noun by the class table, or null when the class has no plural or the word does
 * not start with its class prefix. An ambiguous prefix (akana: aka + na, or ak + ana) gives every reading;
 * the attested one comes first, else the consonant-stem reading. Sure only when attested.
 */
export function pluralByClass(
  lemma: string,
  nounClass: number,
  evidence: Evidence = NO_EVIDENCE,
): PluralGuess | null {
  const word = lemma.toLowerCase();
  const row = NOUN_CLASSES.get(nounClass);
  const pluralRow = row?.plural === undefined ? undefined : NOUN_CLASSES.get(row.plural);
  if (!row || !pluralRow) return null;
  const space = word.indexOf(' ');
  if (space > 0) return compoundPlural(word.slice(0, space), word.slice(space + 1), row, pluralRow, evidence);
  if (nounClass === 9) return { plural: word, pluralClass: 10, sure: evidence.has(word), alternatives: [] };
  const readings = stems(word, row);
  if (readings.length === 0) return null;
  // Class 6 before a vowel-initial stem: ama + inyo → amenyo (a + i → e).
  const forms = [
    ...new Set(
      readings.map(({ stem, vowel }) =>
        pluralRow.number === 6 && vowel ? coalesce('ama', stem) : pluralForm(pluralRow, stem, vowel),
      ),
    ),
  ];
  const attested = forms.filter((form) => evidence.has(form));
  const ordered = [...attested, ...forms.filter((form) => !attested.includes(form))];
  return {
    plural: ordered[0]!,
    pluralClass: pluralRow.number,
    sure: attested.length > 0,
    alternatives: ordered.slice(1),
  };
}

/** The six persons with their subject concords (1sg takes the nasal before a consonant: nkora, mbona). */
export const PERSONS = [
  { key: '1sg', en: 'I', subject: { consonant: 'n', vowel: 'n' } },
  { key: '2sg', en: 'you (one person)', subject: { consonant: 'u', vowel: 'w' } },
  { key: '3sg', en: 'he/she', subject: { consonant: 'a', vowel: 'y' } },
  { key: '1pl', en: 'we', subject: { consonant: 'tu', vowel: 'tw' } },
  { key: '2pl', en: 'you (several people)', subject: { consonant: 'mu', vowel: 'mw' } },
  { key: '3pl', en: 'they', subject: { consonant: 'ba', vowel: 'b' } },
] as const;

export type Tense = 'present' | 'past' | 'future';
export interface VerbForm {
  tense: Tense;
  negative: boolean;
  person: (typeof PERSONS)[number]['key'];
  form: string;
  /** True only when the shipped Kinyarwanda attests the form (confidence.ts). */
  sure: boolean;
  /** The present without -ra-, used when an object or other word follows (nkora akazi "I do work"). */
  beforeObject?: boolean;
  /** A noun-class subject (3–16) instead of a person: inka irarya "the cow eats" (person is 3sg or 3pl). */
  nounClass?: number;
  /**
   * The stem's present of a verb whose state is its perfective (gutura: ntuye "I live"), said of a habit
   * (ntura, bakenera): read in a text, never the form said or listed for the present.
   */
  habitual?: boolean;
}

/** A subject concord + what follows it: the 1sg nasal (n + kora → nkora, n + ra → nda), Dahl's law. */
function subjectOn(subject: Variants, rest: string): string {
  if (VOWEL_START.test(rest)) return subject.vowel + rest;
  if (subject.consonant === 'n') return nasal(rest);
  return dahl(subject.consonant, rest) + rest;
}

/** A form as made for a subject, before its person and evidence are added. */
type MadeForm = Pick<VerbForm, 'tense' | 'negative' | 'form' | 'beforeObject' | 'habitual'>;

/**
 * Every form of a regular verb for one subject concord: present with -ra- (ndakora), present before an
 * object (nkora), past from the perfective (nakoze), future (nzakora), each affirmative and negative. The
 * negative is nti- (si- for "I") before the subject (ntukora, ntidukora, ntaza, ntiyakoze).
 */
function formsFor(
  subject: Variants,
  firstPerson: boolean,
  stem: string,
  perfective: string | undefined,
  stative: string | undefined,
): MadeForm[] {
  const not = (form: string) => (firstPerson ? `si${form}` : negate(form));
  const short = subjectOn(subject, stative ?? stem);
  const forms: MadeForm[] = [
    // A stative verb's present has no -ra- (kugira "have": mfite, inka ifite).
    { tense: 'present', negative: false, form: stative ? short : subjectOn(subject, attach('ra', stem)) },
    { tense: 'present', negative: false, form: short, beforeObject: true },
    { tense: 'present', negative: true, form: not(short) },
  ];
  // A state said by the perfective (ntuye "I live", nkeneye "I need") is said of a habit with the stem
  // (ntura, bakenera): after the state's forms, so what is said for the present is the state.
  if (stative !== undefined && stative === perfective) {
    const habit = subjectOn(subject, stem);
    forms.push(
      { tense: 'present', negative: false, form: habit, habitual: true },
      { tense: 'present', negative: true, form: not(habit), habitual: true },
    );
  }
  if (perfective) {
    const past = attach(`${subject.vowel}a`, perfective);
    forms.push(
      { tense: 'past', negative: false, form: past },
      { tense: 'past', negative: true, form: not(past) },
    );
  }
  const future = subjectOn(subject, attach('za', stem));
  forms.push(
    { tense: 'future', negative: false, form: future },
    { tense: 'future', negative: true, form: not(future) },
  );
  return forms;
}

/**
 * The forms of a regular verb for the six persons (3 tenses × affirmative/negative, plus the short present
 * used before an object). Without a perfective stem the past is left out. Sure only when attested.
 */
export function conjugate(
  stem: string,
  perfective?: string,
  stative?: string,
  evidence: Evidence = NO_EVIDENCE,
): VerbForm[] {
  const out: VerbForm[] = [];
  for (const person of PERSONS) {
    const made = formsFor(
      person.subject,
      person.key === '1sg',
      stem.toLowerCase(),
      perfective?.toLowerCase(),
      stative?.toLowerCase(),
    );
    for (const f of made) out.push({ ...f, person: person.key, sure: evidence.has(f.form) });
  }
  return out;
}

/**
 * The object markers of the persons (grammar/object-markers.yaml): me -n-, you -ku-, him/her -mu-, us -tu-,
 * you (several) and them -ba-. A Map: the key is read from the learner's words.
 */
export const PERSON_OBJECTS: ReadonlyMap<VerbForm['person'], string> = new Map([
  ['1sg', 'n'],
  ['2sg', 'ku'],
  ['3sg', 'mu'],
  ['1pl', 'tu'],
  ['2pl', 'ba'],
  ['3pl', 'ba'],
] as const);

/**
 * An object marker before a verb stem: n- as the nasal (n + bona → mbona, n + hamagara → mpamagara, n + umva →
 * nyumva), -ku- and -tu- voiced by Dahl's law (gukunda, dufasha), a glide before a vowel (mw-umva, b-umva,
 * kw-ereka), and ku + u as one syllable (ku + umva → kumva, as the infinitive kumva and sinkumva).
 */
export function objectOn(marker: string, stem: string): string {
  if (marker === 'n') return nasal(stem);
  if (!VOWEL_START.test(stem)) return dahl(marker, stem) + stem;
  if (marker === 'ku' && stem.startsWith('u')) return `k${stem}`;
  return glide(marker) + stem;
}

/**
 * A verb form with an object marker inside it: subject + tense + object + stem. Present with -ra- when nothing
 * but an adverb follows (ndamubona "I see him", arambona "he sees me"; a stative verb too: ndamuzi), without
 * it in a question or before a second object (ubona nde?, ampa amazi), past from the perfective
 * (yamfashije), future with -za- (nzagufasha); negative with si- for "I" (simubona, singukunda), nti- for the
 * others (ntumbona, ntibamuzi). A stative verb has no past here (its perfective means "came to know"): null.
 */
export function objectVerbForm(
  subject: Variants,
  firstPerson: boolean,
  marker: string,
  verb: { stem: string; perfective?: string | undefined; stative?: string | undefined },
  tense: Tense,
  negative: boolean,
  disjoint: boolean,
): string | null {
  const stem =
    tense === 'past'
      ? verb.stative
        ? undefined
        : verb.perfective
      : tense === 'present'
        ? (verb.stative ?? verb.stem)
        : verb.stem;
  if (!stem) return null;
  const inner = objectOn(marker, stem.toLowerCase());
  const form =
    tense === 'past'
      ? attach(`${subject.vowel}a`, inner)
      : tense === 'future'
        ? subjectOn(subject, attach('za', inner))
        : subjectOn(subject, disjoint && !negative ? attach('ra', inner) : inner);
  if (!negative) return form;
  return firstPerson ? `si${form}` : negate(form);
}

/**
 * A state verb's present (grammar/present-tense.yaml: feelings and states are said with the perfective):
 * subject + -ra- + the perfective alone (ndananiwe "I am tired", turishimye "we are happy"), without -ra-
 * in a question or before more words (kuki unaniwe?), negative with si- or nti- (sinaniwe, ntitunaniwe).
 */
export function statePresent(
  subject: Variants,
  firstPerson: boolean,
  perfective: string,
  negative: boolean,
  disjoint: boolean,
): string {
  const stem = perfective.toLowerCase();
  const form = subjectOn(subject, disjoint && !negative ? attach('ra', stem) : stem);
  if (!negative) return form;
  return firstPerson ? `si${form}` : negate(form);
}

export interface CountableNoun {
  rw: string;
  class?: number | undefined;
  plural?: string | undefined;
  pluralClass?: number | undefined;
  /** An authored plural of a reviewed entry is sure without further evidence. */
  status?: 'draft' | 'reviewed' | undefined;
}

/**
 * The form and class a noun takes when `value` of it are counted: the singular for one, else the plural
 * (from the lexicon, or by rule), with whether it is sure (reviewed or attested).
 */
export function countedForm(
  noun: CountableNoun,
  value: number,
  evidence: Evidence = NO_EVIDENCE,
): { form: string; nounClass: number; sure: boolean } | null {
  if (noun.class === undefined) return null;
  const reviewed = noun.status === 'reviewed';
  if (value === 1) return { form: noun.rw, nounClass: noun.class, sure: reviewed || evidence.has(noun.rw) };
  if (noun.plural !== undefined)
    return {
      form: noun.plural,
      nounClass: noun.pluralClass ?? noun.class,
      sure: reviewed || evidence.has(noun.plural),
    };
  const guess = pluralByClass(noun.rw, noun.class, evidence);
  return guess
    ? { form: guess.plural, nounClass: guess.pluralClass, sure: guess.sure }
    : { form: noun.rw, nounClass: noun.class, sure: false };
}

/**
 * How an adjective stem agrees: plain (the adjective concord: munini, kinini, nini), doubled (the agreed
 * stem twice: muremure, kirekire, ndende) or verbal, a relative verb form (inzu yera, imodoka itukura,
 * amazi akonje, umuntu ukize).
 */
export type AdjectiveKind = 'plain' | 'doubled' | 'verbal';

/** Stems that look like a verb's perfective (-ye, -je, -ze, -se, -tse, -shye…) are verb-derived. */
const PERFECTIVE_ENDING = /(y|j|z|s|sh|ts|ny)e$/;

export function adjectiveKind(stem: string, declared?: AdjectiveKind): AdjectiveKind {
  if (declared) return declared;
  return PERFECTIVE_ENDING.test(stem.replace(/^-/, '')) ? 'verbal' : 'plain';
}

/**
 * An adjective stem ("-nini", "-iza", "-re", "-era") agreeing with a noun class, by its kind. Sure only when
 * attested.
 */
export function agreeAdjective(
  stem: string,
  nounClass: number,
  options: { kind?: AdjectiveKind | undefined; evidence?: Evidence } = {},
): { form: string; sure: boolean } {
  const bare = stem.toLowerCase().replace(/^-/, '');
  const row = NOUN_CLASSES.get(nounClass);
  const evidence = options.evidence ?? NO_EVIDENCE;
  if (!row) return { form: bare, sure: false };
  const kind = adjectiveKind(bare, options.kind);
  let form: string;
  if (kind === 'verbal') form = withConcord(row.relative, bare);
  else {
    const once = plainAdjective(row, bare);
    form = kind === 'doubled' ? once + once : once;
  }
  return { form, sure: evidence.has(form) };
}

/** Class 9/10 adjective stems whose nasal form is not the regular ny- before a vowel: -iza → nziza. */
const NASAL_EXCEPTIONS = new Map([['iza', 'nziza']]);

/** The adjective concord + stem: nasal for classes 9/10 (nini, mbi, ndende, nyinshi), a + i → e (beza). */
function plainAdjective(row: NounClass, stem: string): string {
  if (row.adjective.consonant === 'n') return NASAL_EXCEPTIONS.get(stem) ?? nasal(stem);
  if (!VOWEL_START.test(stem)) return dahl(row.adjective.consonant, stem) + stem;
  const prefix = row.adjective.vowel;
  // A lone consonant (b, m, k, h) is a prefix that lost its a: a + i → e (beza, meza, keza, heza).
  return prefix.length === 1 && stem.startsWith('i') ? `${prefix}e${stem.slice(1)}` : prefix + stem;
}

/** Noun classes whose subject is plural in English ("they"): 2, 4, 6, 8, 10, 13. */
export const PLURAL_CLASSES = new Set(
  [...NOUN_CLASSES.values()].filter((row) => row.pluralInEnglish).map((row) => row.number),
);

/** The subject prefix of a noun class before a consonant: a (1), ba (2), u (3), i (9), zi (10)… */
export function subjectPrefix(nounClass: number): string | undefined {
  return NOUN_CLASSES.get(nounClass)?.subject.consonant;
}

/**
 * The forms of a regular verb with a noun of class 3–16 as its subject: inka irarya "the cow eats", inka
 * zirya ubwatsi "the cows eat grass", igitabo cyaguye "the book fell", umusozi ntukora. Sure only when
 * attested.
 */
export function conjugateClass(
  stem: string,
  nounClass: number,
  perfective?: string,
  stative?: string,
  evidence: Evidence = NO_EVIDENCE,
): VerbForm[] {
  const row = NOUN_CLASSES.get(nounClass);
  if (!row || nounClass < 3) return [];
  const person = row.pluralInEnglish ? '3pl' : '3sg';
  return formsFor(
    row.subject,
    false,
    stem.toLowerCase(),
    perfective?.toLowerCase(),
    stative?.toLowerCase(),
  ).map((f) => ({ ...f, person, nounClass, sure: evidence.has(f.form) }));
}

/** A word or phrase holding a bound stem ("-ose", "-nini", "-a mbere"): a form that is never a word alone. */
export function hasBoundStem(form: string): boolean {
  return /(^|\s)-\p{L}/u.test(form);
}

/**
 * Bound stems other than adjectives and possessives that agree with the noun they follow, each with the
 * class table's form: -ose "all, whole" (rules/classes.ts).
 */
const AGREEING_STEMS = new Map<string, (row: NounClass) => string | undefined>([['ose', (row) => row.all]]);

/**
 * A bound stem ("-ose") agreeing with a noun class (amezi yose, umunsi wose, abantu bose), or null when the
 * tutor does not know the stem's form for that class: the caller must then not say it.
 */
export function agreeStem(stem: string, nounClass: number): string | null {
  const agree = AGREEING_STEMS.get(stem.toLowerCase().replace(/^-/, ''));
  const row = NOUN_CLASSES.get(nounClass);
  return (agree && row && agree(row)) ?? null;
}

/** The possessive stems by owner: my, your (one person), his/her, our, your (several), their. */
export const POSSESSORS = [
  { en: 'my', stem: 'anjye' },
  { en: 'your', stem: 'awe' },
  { en: 'his/her', stem: 'e' },
  { en: 'our', stem: 'acu' },
  { en: 'your', stem: 'anyu' },
  { en: 'their', stem: 'abo' },
] as const;

/** English possessive determiners → the owner's place in POSSESSORS. */
export const ENGLISH_POSSESSORS: ReadonlyMap<string, number> = new Map(
  Object.entries({ my: 0, your: 1, his: 2, her: 2, its: 2, our: 3, their: 5 }),
);

/** A possessive agreeing with the owned noun's class: inshuti yanjye "my friend", igitabo cye "his book". */
export function possessive(nounClass: number, owner: number): string | null {
  const prefix = NOUN_CLASSES.get(nounClass)?.possessive;
  const stem = POSSESSORS[owner]?.stem;
  return prefix && stem ? prefix + stem : null;
}
