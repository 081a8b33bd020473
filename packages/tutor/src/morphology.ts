// Word forms by rule: plurals from the noun class, and verb forms (present, past, future; affirmative and
// negative; six persons) from the lexicon's stem and perfective stem. Every rule-made form says whether we
// are sure of it; the tutor tells the learner to check the others with a speaker.

export interface PluralGuess {
  plural: string;
  pluralClass: number;
  /** Rules for classes 5, 11 and 12 have common exceptions (ijambo → amagambo); those stay unsure. */
  sure: boolean;
}

/** Nasal + consonant as Kinyarwanda writes it: n+b → mb, n+h → mp, n+r → nd, n+m → m, n+n → n. */
function withNasal(stem: string): string {
  if (/^[bpfv]/.test(stem)) return `m${stem}`;
  if (stem.startsWith('m') || stem.startsWith('n')) return stem;
  if (stem.startsWith('h')) return `mp${stem.slice(1)}`;
  if (stem.startsWith('r')) return `nd${stem.slice(1)}`;
  return `n${stem}`;
}

/** The plural of a singular noun from its class, or null when the class has no regular plural. */
export function pluralByClass(lemma: string, nounClass: number): PluralGuess | null {
  const word = lemma.toLowerCase();
  const swap = (pattern: RegExp, replacement: string, pluralClass: number, sure: boolean) =>
    pattern.test(word) ? { plural: word.replace(pattern, replacement), pluralClass, sure } : null;
  switch (nounClass) {
    case 1:
      return swap(/^umw(?=[aeiou])/, 'ab', 2, true) ?? swap(/^umu/, 'aba', 2, true);
    case 3:
      return swap(/^umw(?=[aeiou])/, 'imy', 4, true) ?? swap(/^umu/, 'imi', 4, true);
    case 5:
      return swap(/^iry(?=[aeiou])/, 'am', 6, false) ?? swap(/^i/, 'ama', 6, false);
    case 7:
      return swap(/^i(ki|gi)/, 'ibi', 8, true) ?? swap(/^icy/, 'iby', 8, true);
    case 9:
      return { plural: word, pluralClass: 10, sure: true };
    case 11:
      if (/^urw(?=[aeiou])/.test(word))
        return { plural: `inz${word.slice(3)}`, pluralClass: 10, sure: false };
      if (/^uru/.test(word)) return { plural: `i${withNasal(word.slice(3))}`, pluralClass: 10, sure: false };
      return null;
    case 12:
      return (
        swap(/^ak(?=[aeiou])/, 'utw', 13, false) ??
        swap(/^aka/, 'utu', 13, true) ??
        swap(/^aga/, 'udu', 13, true)
      );
    case 15:
      return swap(/^ukw(?=[aeiou])/, 'am', 6, false) ?? swap(/^u(ku|gu)/, 'ama', 6, true);
    default:
      return null;
  }
}

export const PERSONS = [
  { key: '1sg', en: 'I' },
  { key: '2sg', en: 'you (one person)' },
  { key: '3sg', en: 'he/she' },
  { key: '1pl', en: 'we' },
  { key: '2pl', en: 'you (several people)' },
  { key: '3pl', en: 'they' },
] as const;

export type Tense = 'present' | 'past' | 'future';
export interface VerbForm {
  tense: Tense;
  negative: boolean;
  person: (typeof PERSONS)[number]['key'];
  form: string;
  sure: boolean;
  /** The present without -ra-, used when an object or other word follows (nkora akazi "I do work"). */
  beforeObject?: boolean;
  /** A noun-class subject (3–16) instead of a person: inka irarya "the cow eats" (person is 3sg or 3pl). */
  nounClass?: number;
}

const VOWEL_START = /^[aeiou]/;
const VOICELESS_START = /^(p|t|k|f|s|c|h)/;

/** Prefix + stem: a prefix's final a gives way to a stem's first vowel (ra + umva → rumva, na + ize → nize). */
function attach(prefix: string, stem: string): string {
  return VOWEL_START.test(stem) && prefix.endsWith('a') ? prefix.slice(0, -1) + stem : prefix + stem;
}

/** Negative present for 2sg–3pl before a vowel-initial stem: ntiwumva, ntiyumva, ntitwumva… */
const NEGATIVE_BEFORE_VOWEL = ['', 'ntiw', 'ntiy', 'ntitw', 'ntimw', 'ntib'];
const NEGATIVE_PRESENT = ['', 'ntu', 'nta', 'ntitu', 'ntimu', 'ntiba'];

function negativePresent(stem: string, person: number): { form: string; sure: boolean } {
  if (person === 0) {
    // si- + the 1sg nasal: sinkora, simbona, simenya. Nasal changes beyond plain n- are rules to confirm.
    const nasal = VOWEL_START.test(stem) ? `n${stem}` : withNasal(stem);
    return { form: `si${nasal}`, sure: nasal === `n${stem}` && !VOWEL_START.test(stem) };
  }
  if (VOWEL_START.test(stem)) return { form: NEGATIVE_BEFORE_VOWEL[person]! + stem, sure: false };
  // Dahl's law: tu becomes du before a voiceless consonant (ntidukora, but ntituvuga).
  const prefix = person === 3 && VOICELESS_START.test(stem) ? 'ntidu' : NEGATIVE_PRESENT[person]!;
  return { form: prefix + stem, sure: true };
}

/** Subject prefixes of the short present before a vowel-initial stem: niga, wiga, yiga, twiga, mwiga, biga. */
const SHORT_BEFORE_VOWEL = ['n', 'w', 'y', 'tw', 'mw', 'b'];
const SHORT_PREFIXES = ['', 'u', 'a', 'tu', 'mu', 'ba'];

/** The present without -ra-: nkora, ukora, akora, dukora (Dahl's law), mukora, bakora; 1sg takes the nasal. */
function shortPresent(stem: string, person: number): { form: string; sure: boolean } {
  if (VOWEL_START.test(stem)) return { form: SHORT_BEFORE_VOWEL[person]! + stem, sure: false };
  if (person === 0) {
    const form = withNasal(stem);
    return { form, sure: form === `n${stem}` || form === `m${stem}` };
  }
  const prefix = person === 3 && VOICELESS_START.test(stem) ? 'du' : SHORT_PREFIXES[person]!;
  return { form: prefix + stem, sure: true };
}

/**
 * The 36 forms of a regular verb (3 tenses × affirmative/negative × 6 persons), plus the six short present
 * forms used before an object. Present is the "-ra-" form
 * used when the verb ends the clause (ndakora "I work"); past uses the perfective stem (nakoze "I worked");
 * future is -za- (nzakora "I will work"). Without a perfective stem the past is left out.
 */
export function conjugate(stem: string, perfective?: string, stative?: string): VerbForm[] {
  const s = stem.toLowerCase();
  // A stative verb's present is its stative stem without -ra- (kugira "have": mfite, dufite, simfite).
  const present = stative?.toLowerCase();
  const vowelStem = VOWEL_START.test(s);
  const forms: VerbForm[] = [];
  const add = (tense: Tense, negative: boolean, person: number, form: string, sure: boolean) =>
    forms.push({ tense, negative, person: PERSONS[person]!.key, form, sure: sure && !vowelStem });
  const presentPrefixes = ['nda', 'ura', 'ara', 'tura', 'mura', 'bara'];
  const pastPrefixes = ['na', 'wa', 'ya', 'twa', 'mwa', 'ba'];
  const futurePrefixes = ['nza', 'uza', 'aza', 'tuza', 'muza', 'baza'];
  const futureNegative = ['sinza', 'ntuza', 'ntaza', 'ntituza', 'ntimuza', 'ntibaza'];
  for (let p = 0; p < 6; p++) {
    const short = shortPresent(present ?? s, p);
    if (present) forms.push({ tense: 'present', negative: false, person: PERSONS[p]!.key, ...short });
    else add('present', false, p, attach(presentPrefixes[p]!, s), true);
    forms.push({
      tense: 'present',
      negative: false,
      person: PERSONS[p]!.key,
      form: short.form,
      sure: short.sure && !vowelStem,
      beforeObject: true,
    });
    const negative = negativePresent(present ?? s, p);
    add('present', true, p, negative.form, negative.sure);
    if (perfective) {
      const perf = perfective.toLowerCase();
      const past = attach(pastPrefixes[p]!, perf);
      add('past', false, p, past, !VOWEL_START.test(perf));
      add('past', true, p, p === 0 ? `si${past}` : `nti${past}`, !VOWEL_START.test(perf));
    }
    add('future', false, p, attach(futurePrefixes[p]!, s), true);
    add('future', true, p, attach(futureNegative[p]!, s), true);
  }
  return forms;
}

export interface CountableNoun {
  rw: string;
  class?: number | undefined;
  plural?: string | undefined;
  pluralClass?: number | undefined;
}

/**
 * The form and class a noun takes when `value` of it are counted: the singular for one, else the plural
 * (from the lexicon, or by rule), with whether the plural is sure.
 */
export function countedForm(
  noun: CountableNoun,
  value: number,
): { form: string; nounClass: number; sure: boolean } | null {
  if (noun.class === undefined) return null;
  if (value === 1) return { form: noun.rw, nounClass: noun.class, sure: true };
  if (noun.plural !== undefined)
    return { form: noun.plural, nounClass: noun.pluralClass ?? noun.class, sure: true };
  const guess = pluralByClass(noun.rw, noun.class);
  return guess
    ? { form: guess.plural, nounClass: guess.pluralClass, sure: guess.sure }
    : { form: noun.rw, nounClass: noun.class, sure: false };
}

/** Adjective prefixes by noun class before a consonant (umuntu munini, igitabo kinini, inzu nini). */
const ADJECTIVE_PREFIX: Record<number, string> = {
  1: 'mu',
  2: 'ba',
  3: 'mu',
  4: 'mi',
  5: 'ri',
  6: 'ma',
  7: 'ki',
  8: 'bi',
  11: 'ru',
  12: 'ka',
  13: 'tu',
  14: 'bu',
  15: 'ku',
  16: 'ha',
};
/** Before a vowel-initial stem (-iza): mwiza, beza, myiza, ryiza, meza, cyiza, byiza, rwiza, keza, twiza… */
const ADJECTIVE_PREFIX_BEFORE_VOWEL: Record<number, string> = {
  1: 'mw',
  2: 'b',
  3: 'mw',
  4: 'my',
  5: 'ry',
  6: 'm',
  7: 'cy',
  8: 'by',
  11: 'rw',
  12: 'k',
  13: 'tw',
  14: 'bw',
  15: 'kw',
  16: 'h',
};
/** Dahl's law: these prefixes voice before a voiceless consonant (igitabo gito, agati gato, uduti duto). */
const DAHL: Record<string, string> = { ki: 'gi', ka: 'ga', tu: 'du', ku: 'gu' };

/**
 * An adjective stem ("-nini", "-iza") agreeing with a noun class: kinini, nini, nziza, beza, gito. Forms from
 * plain patterns are sure; class 9/10 nasal changes other than n-, m- and the vowel stems' contractions
 * beyond the common -iza are rules to confirm.
 */
export function agreeAdjective(stem: string, nounClass: number): { form: string; sure: boolean } {
  const bare = stem.toLowerCase().replace(/^-/, '');
  if (nounClass === 9 || nounClass === 10) {
    if (VOWEL_START.test(bare)) return { form: `nz${bare}`, sure: bare === 'iza' };
    const form = withNasal(bare);
    return { form, sure: form === `n${bare}` || form === `m${bare}` || bare.startsWith('n') };
  }
  if (VOWEL_START.test(bare)) {
    const prefix = ADJECTIVE_PREFIX_BEFORE_VOWEL[nounClass] ?? '';
    // a + i → e: abantu beza, amazi meza, akana keza, ahantu heza.
    const form =
      prefix +
      (/[bmkh]$/.test(prefix) && prefix.length === 1 && bare.startsWith('i') ? `e${bare.slice(1)}` : bare);
    return { form, sure: bare === 'iza' };
  }
  const prefix = ADJECTIVE_PREFIX[nounClass] ?? '';
  const voiced = VOICELESS_START.test(bare) ? (DAHL[prefix] ?? prefix) : prefix;
  return { form: voiced + bare, sure: prefix !== '' };
}

/** Noun classes whose subject is plural in English ("they"): 2, 4, 6, 8, 10, 13. */
export const PLURAL_CLASSES = new Set([2, 4, 6, 8, 10, 13]);

/**
 * Subject prefixes of noun classes 3–16 (classes 1 and 2 are the persons he/she and they): before a
 * consonant, and before a vowel or the past -a- (umusozi urabona, inka irarya, ibitabo biraboneka, inka zariye).
 */
const CLASS_SUBJECT: Record<number, { consonant: string; vowel: string }> = {
  3: { consonant: 'u', vowel: 'w' },
  4: { consonant: 'i', vowel: 'y' },
  5: { consonant: 'ri', vowel: 'ry' },
  6: { consonant: 'a', vowel: 'y' },
  7: { consonant: 'ki', vowel: 'cy' },
  8: { consonant: 'bi', vowel: 'by' },
  9: { consonant: 'i', vowel: 'y' },
  10: { consonant: 'zi', vowel: 'z' },
  11: { consonant: 'ru', vowel: 'rw' },
  12: { consonant: 'ka', vowel: 'k' },
  13: { consonant: 'tu', vowel: 'tw' },
  14: { consonant: 'bu', vowel: 'bw' },
  15: { consonant: 'ku', vowel: 'kw' },
  16: { consonant: 'ha', vowel: 'h' },
};

/** The subject prefix of a noun class before a consonant: a (1), ba (2), u (3), i (9), zi (10)… */
export function subjectPrefix(nounClass: number): string | undefined {
  return nounClass === 1 ? 'a' : nounClass === 2 ? 'ba' : CLASS_SUBJECT[nounClass]?.consonant;
}

/**
 * The forms of a regular verb with a noun of class 3–16 as its subject: present (with -ra-, and short
 * before an object), past and future, affirmative and negative — inka irarya "the cow eats", inka zirya
 * ubwatsi "the cows eat grass", igitabo cyaguye "the book fell". Affirmative forms from consonant stems
 * follow plain patterns and are sure; negatives and vowel stems are rules to confirm.
 */
export function conjugateClass(
  stem: string,
  nounClass: number,
  perfective?: string,
  stative?: string,
): VerbForm[] {
  const prefix = CLASS_SUBJECT[nounClass];
  if (!prefix) return [];
  const s = stem.toLowerCase();
  const present = stative?.toLowerCase();
  const vowelStem = VOWEL_START.test(s);
  const person = PLURAL_CLASSES.has(nounClass) ? '3pl' : '3sg';
  const forms: VerbForm[] = [];
  const add = (tense: Tense, negative: boolean, form: string, sure: boolean, beforeObject = false) =>
    forms.push({
      tense,
      negative,
      person,
      form,
      sure: sure && !negative && !vowelStem,
      nounClass,
      ...(beforeObject ? { beforeObject } : {}),
    });
  // Dahl's law voices ki, ka, tu, ku before a voiceless consonant (igitabo gikora, but kirarya).
  const shortOf = (base: string) =>
    VOWEL_START.test(base)
      ? prefix.vowel + base
      : (VOICELESS_START.test(base) ? (DAHL[prefix.consonant] ?? prefix.consonant) : prefix.consonant) + base;
  const short = shortOf(present ?? s);
  // Classes 4 and 9 (i-) merge with the negative nti-: ntirya, not ntiirya.
  const negativeBase = prefix.consonant === 'i' ? '' : prefix.consonant;
  // A stative present has no -ra-: inka ifite "the cow has".
  add('present', false, present ? short : attach(`${prefix.consonant}ra`, s), true);
  add('present', false, short, true, true);
  add('present', true, `nti${negativeBase === '' ? (present ?? s) : short}`, false);
  if (perfective) {
    const perf = perfective.toLowerCase();
    const past = attach(`${prefix.vowel}a`, perf);
    add('past', false, past, !VOWEL_START.test(perf));
    add('past', true, `nti${past}`, false);
  }
  add('future', false, attach(`${prefix.consonant}za`, s), true);
  add('future', true, attach(`nti${negativeBase}za`, s), false);
  return forms;
}

/** Possessive concords by noun class: w-anjye, b-anjye, y-anjye, ry-anjye, cy-anjye, z-anjye… */
const POSSESSIVE_PREFIX: Record<number, string> = {
  1: 'w',
  2: 'b',
  3: 'w',
  4: 'y',
  5: 'ry',
  6: 'y',
  7: 'cy',
  8: 'by',
  9: 'y',
  10: 'z',
  11: 'rw',
  12: 'k',
  13: 'tw',
  14: 'bw',
  15: 'kw',
  16: 'h',
};

/** The possessive stems by owner: my, your (one person), his/her, our, your (several), their. */
export const POSSESSORS = [
  { en: 'my', stem: 'anjye' },
  { en: 'your', stem: 'awe' },
  { en: 'his/her', stem: 'e' },
  { en: 'our', stem: 'acu' },
  { en: 'your', stem: 'anyu' },
  { en: 'their', stem: 'abo' },
] as const;

/** A possessive agreeing with the owned noun's class: inshuti yanjye "my friend", igitabo cye "his book". */
export function possessive(nounClass: number, owner: number): string | null {
  const prefix = POSSESSIVE_PREFIX[nounClass];
  const stem = POSSESSORS[owner]?.stem;
  return prefix && stem ? prefix + stem : null;
}
