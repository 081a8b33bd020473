// The noun classes of Kinyarwanda (1–16) as one table: each class's noun prefix (before a consonant and
// before a vowel), its plural class, and every concord that agrees with it. Every function that makes a form
// reads this table; nothing else in the tutor spells a class prefix.

/** A prefix before a consonant-initial stem and before a vowel-initial one (umu-ntu, umw-ana). */
export interface Variants {
  consonant: string;
  vowel: string;
}

export interface NounClass {
  number: number;
  /** The noun prefix with its initial vowel: umu-/umw-, igi- (Dahl's law) is derived from iki-. */
  prefix: Variants;
  /** The class of the plural (1 → 2, 12 → 13); undefined for plural and locative classes. */
  plural?: number;
  /** Subject concord on verbs: umwana a-rakora, inka i-rarya, ibitabo bi-raboneka. */
  subject: Variants;
  /** Object concord inside the verb: ndamu-bona "I see him/her", ndaki-bona "I see it (class 7)". */
  object: string;
  /** Adjective concord: umuntu mu-nini, igitabo ki-nini; class 9/10 take the nasal (see sounds.ts). */
  adjective: Variants;
  /** Numeral concord for 1–7: abantu ba-biri, ibitabo bi-biri (class 10 has its own forms, numerals.ts). */
  numeral: string;
  /** Possessive concord before -anjye, -awe, -e…: inshuti y-anjye, igitabo cy-anjye. */
  possessive: string;
  /** "This" (near the speaker): uyu muntu, iki gitabo, iyi nzu. */
  demonstrative: string;
  /** Relative concord, which verb-derived adjectives take: umuntu u-kize, inzu y-era, imodoka i-tukura. */
  relative: Variants;
  /** "Is (somewhere)", -ri with the subject concord: ari, iri, kiri, hari. */
  be: string;
  /** Nouns of this class are plural in English ("they"). */
  pluralInEnglish: boolean;
  /**
   * "All, whole": the stem -ose with this class's concord, after the noun (amezi yose, umunsi wose), or
   * undefined where the tutor does not know the form for sure (ALL_FORMS below).
   */
  all?: string;
}

/**
 * -ose "all, whole" agreeing with each class: the possessive concord + ose (b-ose, by-ose, z-ose), except class
 * 1, which says wese (umuntu wese "everyone"). Only the classes whose form the shipped Kinyarwanda shows after a
 * noun of that class are listed: the -ose entry's note (pronouns.yaml: abantu bose, ibintu byose, inka zose,
 * umunsi wose, hose) and the corpora (umuntu wese, iminsi/imyaka yose, ijoro ryose, amezi/amashuri yose, igihe
 * cyose, isi yose, uburyo bwose, ahantu hose). Classes 11, 12, 13 and 15 are left out: nothing here shows their
 * form after a noun, so the translator leaves "all" unsaid with them rather than guess.
 */
const ALL_FORMS = new Map<number, string>([
  [1, 'wese'],
  [2, 'bose'],
  [3, 'wose'],
  [4, 'yose'],
  [5, 'ryose'],
  [6, 'yose'],
  [7, 'cyose'],
  [8, 'byose'],
  [9, 'yose'],
  [10, 'zose'],
  [14, 'bwose'],
  [16, 'hose'],
]);

const rows: [
  number,
  string,
  string,
  number | undefined,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
][] = [
  // class, prefix C, prefix V, plural, subject C, subject V, object, adjective C, adjective V, numeral, possessive, demonstrative, relative C, relative V, be
  [1, 'umu', 'umw', 2, 'a', 'y', 'mu', 'mu', 'mw', 'u', 'w', 'uyu', 'u', 'w', 'ari'],
  [2, 'aba', 'ab', undefined, 'ba', 'b', 'ba', 'ba', 'b', 'ba', 'b', 'aba', 'ba', 'b', 'bari'],
  [3, 'umu', 'umw', 4, 'u', 'w', 'wu', 'mu', 'mw', 'u', 'w', 'uyu', 'u', 'w', 'uri'],
  [4, 'imi', 'imy', undefined, 'i', 'y', 'yi', 'mi', 'my', 'i', 'y', 'iyi', 'i', 'y', 'iri'],
  [5, 'i', 'iry', 6, 'ri', 'ry', 'ri', 'ri', 'ry', 'ri', 'ry', 'iri', 'ri', 'ry', 'riri'],
  [6, 'ama', 'am', undefined, 'a', 'y', 'ya', 'ma', 'm', 'a', 'y', 'aya', 'a', 'y', 'ari'],
  [7, 'iki', 'icy', 8, 'ki', 'cy', 'ki', 'ki', 'cy', 'ki', 'cy', 'iki', 'ki', 'cy', 'kiri'],
  [8, 'ibi', 'iby', undefined, 'bi', 'by', 'bi', 'bi', 'by', 'bi', 'by', 'ibi', 'bi', 'by', 'biri'],
  [9, 'in', 'iny', 10, 'i', 'y', 'yi', 'n', 'ny', 'i', 'y', 'iyi', 'i', 'y', 'iri'],
  [10, 'in', 'iny', undefined, 'zi', 'z', 'zi', 'n', 'ny', 'zi', 'z', 'izi', 'zi', 'z', 'ziri'],
  [11, 'uru', 'urw', 10, 'ru', 'rw', 'ru', 'ru', 'rw', 'ru', 'rw', 'uru', 'ru', 'rw', 'ruri'],
  [12, 'aka', 'ak', 13, 'ka', 'k', 'ka', 'ka', 'k', 'ka', 'k', 'aka', 'ka', 'k', 'kari'],
  [13, 'utu', 'utw', undefined, 'tu', 'tw', 'tu', 'tu', 'tw', 'tu', 'tw', 'utu', 'tu', 'tw', 'turi'],
  // Class 14 nouns are mostly abstract or mass nouns (ubuzima, ubwoba): no regular plural.
  [14, 'ubu', 'ubw', undefined, 'bu', 'bw', 'bu', 'bu', 'bw', 'bu', 'bw', 'ubu', 'bu', 'bw', 'buri'],
  [15, 'uku', 'ukw', 6, 'ku', 'kw', 'ku', 'ku', 'kw', 'ku', 'kw', 'uku', 'ku', 'kw', 'kuri'],
  [16, 'aha', 'ah', undefined, 'ha', 'h', 'ha', 'ha', 'h', 'ha', 'h', 'aha', 'ha', 'h', 'hari'],
];

/** Class number → its row. A Map, so a number read from input can never reach an object's prototype. */
export const NOUN_CLASSES: ReadonlyMap<number, NounClass> = new Map(
  rows.map(
    ([number, pc, pv, plural, sc, sv, object, ac, av, numeral, possessive, demonstrative, rc, rv, be]) => [
      number,
      {
        number,
        prefix: { consonant: pc, vowel: pv },
        ...(plural === undefined ? {} : { plural }),
        subject: { consonant: sc, vowel: sv },
        object,
        adjective: { consonant: ac, vowel: av },
        numeral,
        possessive,
        demonstrative,
        relative: { consonant: rc, vowel: rv },
        be,
        pluralInEnglish: [2, 4, 6, 8, 10, 13].includes(number),
        ...(ALL_FORMS.has(number) ? { all: ALL_FORMS.get(number)! } : {}),
      },
    ],
  ),
);

export const nounClass = (n: number): NounClass | undefined => NOUN_CLASSES.get(n);

/** The singular class of a plural class (2 → 1, 10 → 9), for "one" inside a compound number. */
export function singularOf(plural: number): number | undefined {
  for (const row of NOUN_CLASSES.values()) if (row.plural === plural && row.number !== 11) return row.number;
  return undefined;
}

/** "this", "that", "these", "those": near the speaker or not, one or several (grammar/demonstratives.yaml). */
export const POINTING: ReadonlyMap<string, { near: boolean; plural: boolean }> = new Map(
  Object.entries({
    this: { near: true, plural: false },
    that: { near: false, plural: false },
    these: { near: true, plural: true },
    those: { near: false, plural: true },
  }),
);

/**
 * The demonstrative of a class (grammar/demonstratives.yaml): "this" from the class table (uyu, iki, iyi),
 * "that" the noun prefix's initial vowel + the possessive concord + o (uwo, icyo, iyo, abo, ibyo).
 */
export function demonstrative(nounClass: number, near: boolean): string | undefined {
  const row = NOUN_CLASSES.get(nounClass);
  if (!row) return undefined;
  return near ? row.demonstrative : `${row.prefix.consonant[0]}${row.possessive}o`;
}
