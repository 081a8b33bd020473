// Kinyarwanda → English: the exact form, the phrasebook's phrases, and word by word as an ordered list of
// small named rules ("to-be", "noun-and-modifier", "longest-known-words", "na-elided-before-word"…, in RULES)
// that put the English in its own order; what the words before say (a noun subject, a verb, ntabwo) is kept
// in the composition, so a verb agrees with its subject and "cyane" after a verb is "a lot". A known form's
// English is then changed by the words around it, by named adjustments in order (ADJUSTMENTS). To add a rule:
// write one function and add one line to RULES (or ADJUSTMENTS) where it should run.
import { CONFIDENCE } from '../confidence.ts';
import { expandContractions } from '../contractions.ts';
import {
  englishPlural,
  GENERIC_OBJECT_VERBS,
  pastParticiple,
  presentParticiple,
  UNCOUNTABLE,
} from '../english.ts';
import { exactKinyarwanda } from '../lookup.ts';
import type { Item, Model } from '../model.ts';
import { type FormHit, personGloss, readNumberAt, readNumberWords } from '../model.ts';
import type { Tense, VerbForm } from '../morphology.ts';
import {
  agreeAdjective,
  PERSONS,
  PLURAL_CLASSES,
  POSSESSORS,
  possessive,
  statePresent,
} from '../morphology.ts';
import { matchKey, words } from '../normalize.ts';
import { agreeingUnit, numberToKinyarwanda } from '../numbers.ts';
import { NOUN_CLASSES, type Variants } from '../rules/classes.ts';
import { attach, dahl, nasal } from '../rules/sounds.ts';
import type { TranslationResult } from '../types.ts';
import { ENGLISH_GRAMMAR_WORDS, type WordTable } from './alignment.ts';
import { IRREGULAR_IMPERATIVES, type NounReading, readFrame } from './frames.ts';
import {
  asWritten,
  type Composer,
  type Composition,
  capitalise,
  compose,
  guess,
  isPhrase,
  learnedPhrase,
  learnedTarget,
  learnedWord,
  type Named,
  placeName,
  type Rule,
  type Translator,
  take,
  uniq,
} from './shared.ts';

/** An English gloss as a translation: its notes in brackets go ("Kinyarwanda (language)" → "Kinyarwanda"). */
function plainGloss(gloss: string): string {
  const plain = gloss.replace(/\s*\([^)]*\)/g, '').trim();
  return plain === '' ? gloss : plain;
}

/** An English word without its ending (causes, caused, causing → caus), to compare a word with a gloss. */
function englishStem(word: string): string {
  return word.replace(/ies$/, 'y').replace(/(?:ing|ed|es|s|e)$/, '');
}

/** Words that say no sense of their own in a gloss ("be able", "get to"). */
const GLOSS_FILLERS = new Set(['be', 'get', 'to', 'a', 'an', 'the', 'of', 'do', 'make', 'have']);

/** Which of the glosses a learned English word is (causes → "cause"), by index, or -1. */
function glossOf(glosses: readonly string[], learned: string): number {
  const stem = englishStem(learned);
  return glosses.findIndex((gloss) =>
    plainGloss(gloss)
      .replace(/^to /, '')
      .split(' ')
      .some((word) => !GLOSS_FILLERS.has(word) && englishStem(word) === stem),
  );
}

/**
 * Each entry's sense in the translation memory: of its glosses, the one the memory translates most of its
 * forms by (gutuma "send; cause": bituma, ituma, byatumye… read "causes" in sentences about disease), when
 * more of its forms read that sense than its first. Counted once per learned table, over every form the
 * model knows.
 */
/** Forms that must read a sense, at least, and twice as many as read the first. */
const DECISIVE = 2;

const memorySenses = new WeakMap<Model, WeakMap<WordTable, Map<Item, number>>>();

function memorySenseIndex(model: Model, learned: WordTable): Map<Item, number> {
  const byTable = memorySenses.get(model) ?? new WeakMap<WordTable, Map<Item, number>>();
  memorySenses.set(model, byTable);
  const known = byTable.get(learned);
  if (known) return known;
  const votes = new Map<Item, number[]>();
  for (const [form, hits] of model.rw) {
    const english = learned.get(form);
    if (!english || /\s/.test(english) || ENGLISH_GRAMMAR_WORDS.has(english)) continue;
    for (const item of new Set(hits.map((hit) => hit.item))) {
      if (item.en.length < 2) continue;
      const sense = glossOf(item.en, english);
      if (sense < 0) continue;
      const counts = votes.get(item) ?? item.en.map(() => 0);
      counts[sense]! += 1;
      votes.set(item, counts);
    }
  }
  const senses = new Map<Item, number>();
  for (const [item, counts] of votes) {
    const best = counts.indexOf(Math.max(...counts));
    if (best > 0 && counts[best]! >= DECISIVE && counts[best]! >= 2 * counts[0]!) senses.set(item, best);
  }
  byTable.set(learned, senses);
  return senses;
}

/** Each entry's sense in the memory (memorySenseIndex) by the entry's key, as the prebuilt content keeps it. */
export function memorySensesOf(model: Model, learned: WordTable): [item: string, sense: number][] {
  return [...memorySenseIndex(model, learned)].map(([item, sense]) => [item.key, sense]);
}

/**
 * Gives memorySenseIndex the senses the content was prebuilt with (memorySensesOf over this model's index and
 * this very table), instead of counting them over every form the model knows on the first translation that
 * asks (which read all of the offline download's rule-made forms and learned Kinyarwanda words).
 */
export function useMemorySenses(model: Model, learned: WordTable, senses: readonly [string, number][]): void {
  const byTable = memorySenses.get(model) ?? new WeakMap<WordTable, Map<Item, number>>();
  memorySenses.set(model, byTable);
  if (byTable.has(learned)) return;
  const known = new Map<Item, number>();
  for (const [key, sense] of senses) {
    const item = model.itemByKey.get(key);
    if (item) known.set(item, sense);
  }
  byTable.set(learned, known);
}

/** The sense the memory gives an entry (memorySenseIndex), or undefined when it is the first or none. */
function memorySense(c: RwEn, item: Item): string | undefined {
  if (!c.learned || item.en.length < 2) return undefined;
  const sense = memorySenseIndex(c.model, c.learned).get(item);
  return sense === undefined ? undefined : item.en[sense];
}

/**
 * Of a word's glosses in the lexicon, the one the translation memory translates it by, when it is one of them
 * (umuriro "fire; fever" reads "fever" in the memory's sentences about illness), else the one it translates
 * the entry's forms by (memorySense); else the first. Only the lexicon's own senses are chosen between: the
 * memory never adds a meaning here.
 */
function senseInUse(c: RwEn, source: string, item: Item): string {
  const glosses = item.en;
  const first = glosses[0]!;
  if (glosses.length < 2 || !c.learned) return first;
  const learned = c.learned.get(source) ?? c.learned.get(matchKey(source));
  const key = learned === undefined ? undefined : matchKey(learned);
  return glosses.find((gloss) => matchKey(plainGloss(gloss)) === key) ?? memorySense(c, item) ?? first;
}

const ENGLISH_NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** Numerals 1–7 as they agree with each noun class (babiri, ebyiri, bibiri…) and counting forms → value. */
let agreeingNumerals: Map<string, number> | undefined;
function agreeingNumeral(token: string): number | undefined {
  if (!agreeingNumerals) {
    agreeingNumerals = new Map();
    for (let n = 1; n <= 10; n++) {
      agreeingNumerals.set(matchKey(numberToKinyarwanda(n).words), n);
      if (n <= 7) for (let c = 1; c <= 16; c++) agreeingNumerals.set(matchKey(agreeingUnit(n, c)), n);
    }
  }
  return agreeingNumerals.get(matchKey(token));
}

/** Every possessive form (yanjye, cye, zacu…) → its English owner ("my", "his/her", "our"…). */
let possessiveForms: Map<string, string> | undefined;
function possessiveOwner(token: string): string | undefined {
  if (!possessiveForms) {
    possessiveForms = new Map();
    for (let c = 1; c <= 16; c++)
      POSSESSORS.forEach((owner, o) => {
        const form = possessive(c, o);
        if (form && !possessiveForms!.has(form)) possessiveForms!.set(form, owner.en);
      });
  }
  return possessiveForms.get(matchKey(token));
}

/** Each verb's commands a learner reads: n- + stem "V me" (mpa, mbwira), mu- + n- + subjunctive (mumpe). */
const commandIndexes = new WeakMap<
  Model,
  Map<string, { item: FormHit['item']; negative: boolean; me: boolean }>
>();

function commandIndex(model: Model) {
  let index = commandIndexes.get(model);
  if (index) return index;
  index = new Map();
  for (const item of model.items) {
    const stem = item.entry?.pos === 'verb' ? item.entry.stem : undefined;
    if (!stem) continue;
    const form = stem.endsWith('a') ? `${stem.slice(0, -1)}e` : stem;
    const vowel = /^[aeiou]/.test(form);
    const readings: [string, boolean, boolean][] = [
      [nasal(stem), false, true],
      [`mu${nasal(form)}`, false, true],
      [vowel ? `ntw${form}` : `ntu${form}`, true, false],
      [vowel ? `ntimw${form}` : `ntimu${form}`, true, false],
    ];
    // The plain order: the stem to one (Hamagara "call"), mu- + the subjunctive to several (Muhamagare); not
    // for a short stem, which alone is another word (kuba: ba).
    if (stem.length >= 3)
      readings.push([stem, false, false], [vowel ? `mw${form}` : `mu${form}`, false, false]);
    for (const [key, negative, me] of readings) if (!index.has(key)) index.set(key, { item, negative, me });
  }
  commandIndexes.set(model, index);
  return index;
}

/**
 * A command read back (grammar/imperatives.yaml): the plain order and its object (Hamagara umuganga → call the
 * doctor), "don't" from ntu-/ntimu- + the subjunctive (Ntugende → don't go), and "V me" from the object n-
 * before the stem (Mbwira → tell me, Mumpe → give me) where that reading stands: a word alone, or first before
 * its object for a verb whose gloss takes someone (Mpa amazi → give me water: "I give water" would need whom). A
 * word the lexicon has as a word is left to it.
 */
function commandAt(
  model: Model,
  tokens: string[],
  i: number,
): { target: string; length: number; plain?: boolean } | null {
  const token = matchKey(tokens[i]!);
  const reading = commandIndex(model).get(token);
  if (!reading || i !== 0) return null;
  const gloss = plainGloss(reading.item.en[0]!);
  // A word the content has as a word is left to it, unless the content says it as this very command
  // (the phrase "Mbwira." is "Tell me.": Mbwira izina ryawe is "tell me your name").
  const authored = exactKinyarwanda(model, token).filter((h) => h.via === 'lemma' || h.via === 'phrase');
  const sameCommand = authored.some((h) =>
    matchKey(h.en ?? h.item.en[0]!).startsWith(matchKey(reading.negative ? `don't ${gloss}` : `${gloss} me`)),
  );
  if (authored.length > 0 && !(sameCommand && tokens.length > 1)) return null;
  const takesSomeone = reading.item.en.some((en) => /\(.*someone.*\)/.test(en));
  if (reading.negative || !reading.me) {
    // "Hamagara umuganga" → "call the doctor"; "Ntugende" → "don't go".
    const order = reading.negative ? `don't ${gloss}` : gloss;
    const plain = !reading.negative;
    if (tokens.length === 1) return { target: order, length: 1, plain };
    // "Ntugire impungenge" → "don't worry": the order's object after it, as the positive order reads it.
    const object = tokens.length <= 3 ? readNoun(model, tokens.slice(1).join(' '))[0] : undefined;
    if (!object) return null;
    const said = lightVerbObject(gloss, object.text);
    if (said) return { target: reading.negative ? `don't ${said}` : said, length: tokens.length, plain };
    // "Ntukore akazi" → "don't work": a cognate object (gukora akazi) adds nothing in English.
    if (matchKey(object.text) === matchKey(gloss)) return { target: order, length: tokens.length, plain };
    const article = object.owned || object.plural || !object.countable ? '' : 'the ';
    return { target: `${order} ${article}${object.text}`, length: tokens.length, plain };
  }
  if (tokens.length === 1) return { target: `${gloss} me`, length: 1 };
  if (!takesSomeone || tokens.length > 3) return null;
  // The object: a noun, or a noun and its possessive (Mbwira izina ryawe → tell me your name).
  const object = readNoun(model, tokens.slice(1).join(' '))[0];
  if (!object) return null;
  const article = object.owned || object.plural || !object.countable ? '' : 'the ';
  return { target: `${gloss} me ${article}${object.text}`, length: tokens.length };
}

/**
 * English nouns that are verbs too, which English says as the verb after a light "have": kugira impungenge
 * "have worry" is "worry", kugira ubwoba "have fear" is "fear".
 */
const NOUNS_SAID_AS_VERBS = new Set(['worry', 'fear', 'doubt', 'hope', 'care', 'need', 'concern']);

/** "have worry" → "worry": a light "have" and a noun that English says as a verb (NOUNS_SAID_AS_VERBS). */
function lightVerbObject(verb: string, object: string): string | undefined {
  return verb === 'have' && NOUNS_SAID_AS_VERBS.has(object) ? object : undefined;
}

/**
 * Object markers inside a verb, right before its stem (grammar/object-markers.yaml), and the English object:
 * -ku-/-gu- you, -mu- him/her, -tu-/-du- us, -ba- them (or you all), -bi-/-ki-/-yi-/-ri-/-ka-/-bu-/-ru- it.
 * "Me" is n- as the nasal rule writes it: n (arankunda), m before b p f v (arambona), ny before a vowel
 * (aranyereka), mp for n + h (arampa: -ha).
 */
const OBJECT_MARKERS: readonly [marker: string, english: string, restore?: string][] = [
  ['ku', 'you'],
  ['gu', 'you'],
  ['mu', 'him/her'],
  ['tu', 'us'],
  ['du', 'us'],
  ['ba', 'them'],
  ['bi', 'it'],
  ['ki', 'it'],
  ['yi', 'it'],
  ['ri', 'it'],
  ['ka', 'it'],
  ['bu', 'it'],
  ['ru', 'it'],
  ['zi', 'them'],
  ['mp', 'me', 'h'],
  ['ny', 'me'],
  ['n', 'me'],
  ['m', 'me'],
];

/**
 * A verb form with an object marker ("arankunda" → "he/she loves me", "turakubona" → "we see you"): the form
 * without the marker is one the tutor makes (ararya, turabona), and the object is said after its English.
 */
function objectVerb(model: Model, token: string): string | undefined {
  const word = matchKey(token);
  if (!/^[a-z]+$/.test(word)) return undefined;
  for (let k = 1; k <= Math.min(5, word.length - 3); k++) {
    const before = word.slice(0, k);
    for (const [marker, english, restore = ''] of OBJECT_MARKERS) {
      if (!word.startsWith(marker, k)) continue;
      const stem = restore + word.slice(k + marker.length);
      if (marker === 'm' && !/^[bpfv]/.test(stem)) continue;
      if (marker === 'ny' && !/^[aeiou]/.test(stem)) continue;
      // The forms are plain lower-case words already: the map is read without normalising them again.
      const hit = [attach(before, stem), before + stem]
        .flatMap((form) => model.rw.get(form) ?? [])
        .find((h) => h.verb && h.item.entry && h.verb.person);
      if (hit?.verb && hit.item.entry)
        return `${personGloss(hit.verb, plainGloss(hit.item.entry.en[0]!))} ${english}`;
    }
  }
  return undefined;
}

/** Kinyarwanda "to be" → English, by person: ndi i Kigali "I am in Kigali", ni umuganga "he/she is a doctor". */
const RW_BE = new Map<string, string>(
  Object.entries({
    ndi: 'I am',
    uri: 'you are',
    ari: 'he/she is',
    turi: 'we are',
    bari: 'they are',
    // Negative (grammar/negation.yaml): si- in the first person, nti- before the others.
    sindi: 'I am not',
    nturi: 'you are not',
    ntari: 'he/she is not',
    ntituri: 'we are not',
    ntibari: 'they are not',
  }),
);

/** Each affirmative 'to be' and its negative, for ntabwo before it (ntabwo ndi = sindi "I am not"). */
const NEGATIVE_BE = new Map<string, string>(
  Object.entries({ ndi: 'sindi', uri: 'nturi', ari: 'ntari', turi: 'ntituri', bari: 'ntibari' }),
);

/**
 * The demonstratives before a noun ("this" near, "that" far), by the noun's class: uyu muntu "this person",
 * ibi bimenyetso "these symptoms", ubwo bubabare "that pain".
 */
const DEMONSTRATIVES = new Map<string, string>([
  ...['uyu', 'iki', 'iri', 'iyi', 'uru', 'aka', 'ubu', 'uku', 'aha'].map((w) => [w, 'this'] as const),
  ...['aba', 'ibi', 'aya', 'izi', 'utu'].map((w) => [w, 'these'] as const),
  ...['uwo', 'icyo', 'iryo', 'urwo', 'ako', 'ubwo', 'ukwo'].map((w) => [w, 'that'] as const),
  ...['abo', 'ibyo', 'ayo', 'izo', 'utwo'].map((w) => [w, 'those'] as const),
]);

/** Words before which an infinitive is a noun, not "to" + a verb (mu gusuzuma "in examining"). */
const NOMINAL_INFINITIVE = new Set([
  'mu',
  'ku',
  'muri',
  'kuri',
  'na',
  'no',
  'nyuma',
  'mbere',
  'ndetse',
  'nko',
]);

/** Words of place after 'to be' (ari hano "he/she is here"): read by the lexicon after the person. */
const PLACE_WORDS = new Set(['hano', 'hariya', 'aha', 'aho', 'hafi', 'kure', 'iwacu', 'iwabo', 'iwe']);

/** "a doctor", "an egg", "teachers": an English noun with the indefinite article it needs. */
function withArticle(gloss: string, plural: boolean): string {
  return plural ? gloss : `${/^[aeiou]/i.test(gloss) ? 'an' : 'a'} ${gloss}`;
}

/** A common noun (not a name) in Kinyarwanda, read at the start of a clause: it takes "the" in English. */
function commonNoun(hit: FormHit | undefined): boolean {
  return (
    hit !== undefined &&
    hit.item.entry?.pos === 'noun' &&
    (hit.via === 'lemma' || hit.via === 'plural') &&
    !/^[A-Z]/.test(hit.item.rw)
  );
}

/**
 * A common noun English says with "the" as a subject: not a kinship word of class 1 said without the initial
 * vowel (mama, papa, sogokuru: class 1a), which English says as a name ("Mum is ill", not "the mum").
 */
function takesThe(hit: FormHit): boolean {
  const entry = hit.item.entry;
  const kin = entry?.class === 1 && hit.item.category === 'family' && !/^[aeiou]/i.test(hit.item.rw);
  return commonNoun(hit) && !kin;
}

/** The emphatic pronouns, said before a verb of their person to stress who (twebwe turakora "we work"). */
const PRONOUNS = new Set(['njye', 'jye', 'nge', 'wowe', 'we', 'twebwe', 'twe', 'mwebwe', 'mwe', 'bo']);

/** What the word just said was, so a verb can agree with the noun before it and "cyane" follow a verb. */
interface Previous {
  noun?: FormHit;
  verb?: FormHit;
  /** Where ntabwo's "not" stands in the output, for the verb after it to take. */
  negator?: number;
  /** Two nouns joined by na: one plural subject. */
  coordinated?: boolean;
  out: number;
  gloss: number;
}

interface RwEn extends Composition {
  previous: Previous | undefined;
  /** A verb anywhere makes the text a clause (its first noun is "the …" subject), and gives the tense. */
  clause: boolean;
  tense: Tense | undefined;
  /** Whether a word of the text is a verb form (a present verb gives no tense). */
  verb: boolean;
  /**
   * The noun classes of the nouns said since the clause began or its last verb: a verb whose subject concord
   * agrees with one of them has that noun as its subject (subjectSaidOnce).
   */
  subjects: Set<number>;
  /** Whether the text begins with a capital: a name first in it is written so (nameTheContentUses). */
  capitalFirst?: boolean;
  /** An infinitive began the sentence as its subject (infinitiveSubject): ni after it says "is" of that deed. */
  deed?: boolean;
}

/** The longest known words at `c.i`, the form they were found as, and the English said for them so far. */
interface Reading {
  source: string;
  hit: FormHit | undefined;
  target: string | undefined;
}

/** A change to what a known form says, from the words around it. */
type Adjustment = (c: RwEn, reading: Reading) => void;

/**
 * "umwana ararya" → "the child eats": after a noun, a verb of the third person has the noun as its subject.
 */
function verbSubjectIsTheNounBefore(c: RwEn, r: Reading): void {
  const { previous } = c;
  const hit = r.hit;
  if (!hit?.verb || !previous?.noun || (hit.verb.person !== '3sg' && hit.verb.person !== '3pl')) return;
  // "umwana ararya": after a noun the verb's he/she, it or they is the noun itself ("child eats").
  r.target = r.target?.replace(/^(he\/she|they|it) /, '');
}

/**
 * "Imodoka zigiye" → "the cars are going", "inka zirya" → "the cows eat": class 9 and 10 nouns are spelt alike
 * (imodoka, inka), and the word right after such a noun says which by its concord: zi-/z- (class 10) makes the
 * English noun plural, whichever rule read that word (a verb, a state, z' "of"). Run after every rule that took
 * words, with what was said before it.
 */
function pluralByConcordAfter(c: RwEn, before: Previous | undefined, at: { i: number; out: number }): void {
  const noun = before?.noun;
  const next = c.tokens[at.i];
  if (!before || !noun || !next || before.coordinated || before.out !== at.out - 1) return;
  // The noun alone: with its possessive or numeral (imodoka zabo "their cars") it has its number already.
  if (!spelledAsPlural(noun, next) || c.glosses[before.gloss]?.source.includes(' ')) return;
  const plural = (text: string) => text.replace(/(\S+)$/, (gloss) => englishPlural(gloss));
  c.out[before.out] = plural(c.out[before.out]!);
  const nounGloss = c.glosses[before.gloss];
  if (nounGloss?.target) nounGloss.target = plural(nounGloss.target);
}

/**
 * "Twebwe turakora" → "we work": an emphatic pronoun (njye, wowe, twebwe, mwebwe, bo) before a verb of
 * its person is the verb's subject; English says it once, not "we we work".
 */
function pronounSaidOnce(c: RwEn, r: Reading): void {
  const said = c.out[c.out.length - 1];
  const last = c.glosses[c.glosses.length - 1];
  if (!r.hit?.verb || !said || !last || !PRONOUNS.has(matchKey(last.source))) return;
  const subject = r.target?.match(/^(he\/she|you|we|they|I|it) /)?.[1];
  const same = subject === said || (subject === 'he/she' && /^(?:he|she|he\/she)$/.test(said));
  if (subject && same) r.target = r.target!.slice(subject.length + 1);
}

/**
 * "umwana ararya" → "the child eats": a common noun first in a clause takes "the".
 */
function theBeforeFirstNoun(c: RwEn, r: Reading): void {
  if (r.hit && c.i === 0 && c.clause && takesThe(r.hit)) r.target = `the ${r.target}`;
}

/**
 * "dufite imodoka" → "we have a car": English needs an article Kinyarwanda does not have. A countable noun in
 * the singular right after a verb takes "a"/"an"; an uncountable one (amazi "water", inyama "meat") and the
 * object of a verb of liking ("I like dogs") do not.
 */
function articleAfterVerb(c: RwEn, r: Reading): void {
  const verb = c.previous?.verb?.item.entry;
  const hit = r.hit;
  if (!verb || !hit || hit.via !== 'lemma' || !commonNoun(hit) || !r.target) return;
  const nounClass = hit.item.entry?.class;
  if (nounClass === undefined || NOUN_CLASSES.get(nounClass)?.plural === undefined) return;
  if (UNCOUNTABLE.has(r.target) || GENERIC_OBJECT_VERBS.has(verb.en[0]!) || /^(?:a|an|the) /.test(r.target))
    return;
  r.target = withArticle(r.target, false);
}

/**
 * "Dukore akazi" → "let's work", not "let's work work": a noun whose English is the verb's own last word
 * just said (a cognate object: gukora akazi "to do work") adds nothing in English.
 */
function cognateObjectUnsaid(c: RwEn, r: Reading): void {
  if (r.hit?.item.entry?.pos !== 'noun' || !r.target || /\s/.test(r.target)) return;
  const last = c.out[c.out.length - 1]?.split(' ').pop();
  const verb = c.glosses[c.glosses.length - 1]?.source;
  const made =
    verb !== undefined &&
    (plainCommands(c.model).has(matchKey(verb)) ||
      exactKinyarwanda(c.model, verb).some((h) => h.item.entry?.pos === 'verb'));
  if (made && last && matchKey(last) === matchKey(r.target)) r.target = '';
}

/**
 * "Agomba kugenda" → "he/she must go", not "must to go": after an English modal (must, can, should, may…) the
 * infinitive is said without "to".
 */
function modalTakesBareVerb(c: RwEn, r: Reading): void {
  if (r.hit?.item.entry?.pos !== 'verb' || !r.target?.startsWith('to ')) return;
  // "must not go": a modal made negative is a modal still.
  const said = c.out.at(-1)?.replace(/ not$/, '');
  if (said && /(?:^| )(?:must|can|cannot|should|may|might|could|would|will)$/.test(said))
    r.target = r.target.slice(3);
}

/**
 * ejo is tomorrow or yesterday: the verb's tense says which. A past verb makes it yesterday (ejo nakoze "yesterday
 * I worked"); a future one, or a present one, which then speaks of what is to come, tomorrow (ejo ndakora
 * "tomorrow I work").
 */
function ejoByTense(c: RwEn, r: Reading): void {
  if (matchKey(r.source) !== 'ejo' || (!c.tense && !c.verb)) return;
  r.target = c.tense === 'past' ? 'yesterday' : 'tomorrow';
}

/**
 * "Bituma" → "it causes", not "it sends", in a text of the memory's domain: a verb form or a plural says the
 * sense the memory gives its entry (memorySense), as the lemma does in senseInUse.
 */
function senseTheMemoryUses(c: RwEn, r: Reading): void {
  const { hit } = r;
  if (!hit?.en || (!hit.verb && hit.via !== 'plural')) return;
  const sense = memorySense(c, hit.item);
  if (!sense) return;
  const first = plainGloss(hit.item.en[0]!);
  if (hit.verb) r.target = personGloss(hit.verb, plainGloss(sense));
  else if (matchKey(hit.en) === matchKey(englishPlural(first))) r.target = englishPlural(plainGloss(sense));
}

/**
 * "Sinumva" → "I do not understand": a verb of several senses said in a reviewed example of its own entry as
 * this very form (kumva "hear, understand": Sinumva. "I don't understand.") takes the sense the example says.
 */
function senseOfTheFormInItsExample(_c: RwEn, r: Reading): void {
  const { hit } = r;
  const entry = hit?.item.entry;
  if (!hit?.verb || !entry || !hit.item.reviewed || hit.item.en.length < 2) return;
  const form = matchKey(r.source);
  const example = entry.examples?.find((e) => words(e.rw).includes(form));
  if (!example) return;
  const said = ` ${matchKey(expandContractions(example.en))} `;
  const glosses = hit.item.en.map((gloss) => plainGloss(gloss).replace(/^to /, ''));
  const sense = glosses.find((gloss) => /^[a-z]+$/.test(gloss) && said.includes(` ${gloss} `));
  if (sense && sense !== glosses[0]) r.target = personGloss(hit.verb, sense);
}

/**
 * "ntabwo nkunda": ntabwo before an affirmative verb makes it negative ("I do not love").
 */
function ntabwoNegatesVerb(c: RwEn, r: Reading): void {
  const { hit } = r;
  if (hit?.verb && !hit.verb.negative && c.previous?.negator !== undefined && hit.item.entry) {
    c.out.splice(c.previous.negator, 1);
    r.target = personGloss({ ...hit.verb, negative: true }, hit.item.entry.en[0]!);
  }
}

/**
 * "nakoze cyane": cyane after a verb is "a lot", not "very"; after an adjective it is "very" before it
 * (inzu nini cyane → "very big house", bake cyane → "very few").
 */
function cyaneAfterVerbOrAdjective(c: RwEn, r: Reading): void {
  if (matchKey(r.source) !== 'cyane') return;
  // After a state (be tired, be happy), "very" goes before the word of the state: "we are very happy".
  const stated = c.out.at(-1);
  // A single word the lexicon says whole as a state ("ndarwaye" → "I am sick"), read in its own gloss.
  const sayAsState =
    !c.glosses.at(-1)?.source.includes(' ') &&
    /^(?:I|you|he\/she|it|we|they) (?:am|is|are|was|were)(?: not)? [a-z]+$/.test(stated ?? '') &&
    !/ing$/.test(stated ?? '');
  const state = sayAsState || /^be /.test(plainGloss(c.previous?.verb?.item.en[0] ?? ''));
  if (state && stated && /(?:^| )(?:am|is|are|was|were)(?: not)? \S/.test(stated)) {
    c.out[c.out.length - 1] = stated.replace(/(^| )(am|is|are|was|were)( not)? /, '$1$2$3 very ');
    const last = c.glosses.at(-1);
    if (last?.target) last.target = c.out.at(-1)!;
    r.target = '';
    return;
  }
  if (c.previous?.verb) {
    r.target = 'a lot';
    return;
  }
  const last = c.glosses[c.glosses.length - 1];
  const said = c.out[c.out.length - 1];
  const word = last?.source.split(' ').pop();
  if (!last?.target || said === undefined || !word || !c.out.length) return;
  const adjective = exactKinyarwanda(c.model, word).find(
    (h) => h.via === 'agreement' || h.item.entry?.pos === 'adjective',
  );
  const english = adjective ? plainGloss(adjective.en ?? adjective.item.en[0]!) : undefined;
  const at = english ? said.indexOf(english) : -1;
  if (!english || at < 0 || !new RegExp(`(?:^|\\s)${english}\\b`).test(said.slice(at === 0 ? 0 : at - 1)))
    return;
  // "very" goes before the adjective, after an article or a number said before it (the big → the very big).
  c.out[c.out.length - 1] = `${said.slice(0, at)}very ${said.slice(at)}`;
  last.target = c.out[c.out.length - 1]!;
  r.target = '';
}

/**
 * "ndashaka kujya": an infinitive (ku-/kw-/gu- + stem) after a conjugated verb is "to" + the verb; so is one
 * after a noun (uburyo bwo kwirinda "the way to avoid"), but not after a word that takes it as a noun (mu
 * gusuzuma "in examining") nor first in the sentence, where it is the subject.
 */
function infinitiveIsToVerb(c: RwEn, r: Reading): void {
  const { hit } = r;
  if (hit?.via !== 'lemma' || hit.item.entry?.pos !== 'verb' || !r.target) return;
  const before = c.i > 0 ? matchKey(c.tokens[c.i - 1]!) : undefined;
  if (!c.previous?.verb && (!before || NOMINAL_INFINITIVE.has(before) || /^to /.test(c.out.at(-1) ?? '')))
    return;
  if (!/^(?:ku|kw|gu)/.test(matchKey(r.source)) || /^to /.test(r.target)) return;
  r.target = `to ${r.target}`;
}

/**
 * "tuzajya i Kigali": the verb's "go to" already says what the locative i/ku/mu says.
 */
function goToSaysTheLocative(c: RwEn, r: Reading): void {
  if (/ to$/.test(c.out[c.out.length - 1] ?? '') && ['i', 'ku', 'mu'].includes(matchKey(r.source)))
    r.target = '';
}

/**
 * "Nkorera ku bitaro" → "I work at the hospital", not "I work for at the hospital": before a locative (mu, ku,
 * i, muri, kuri) a verb's English leaves its closing preposition (an applicative's "for") to the place, which
 * the locative says. Not "to" or "from": a verb of going or coming keeps its own (go-to-says-the-locative).
 */
function locativeSaysThePreposition(c: RwEn, r: Reading): void {
  const next = c.tokens[c.i + r.source.split(' ').length];
  if (!r.hit?.verb || !r.target || !next || !PLACE_LOCATIVES.has(matchKey(next))) return;
  r.target = r.target.replace(/ (?:for|at|with|on|about|in|into|of)$/, '');
}

/**
 * "Imodoka yagiye" → "the car went", not "went to": a verb form last in the text has nothing after it for its
 * gloss's preposition to take (aloneVerb).
 */
function lastVerbTakesNoPreposition(c: RwEn, r: Reading): void {
  if (!r.hit?.verb || !r.target || c.i + r.source.split(' ').length !== c.tokens.length) return;
  if (!TRAILING_PREPOSITION.test(r.target)) return;
  const alone = aloneVerb(r.hit);
  if (alone) r.target = c.previous?.noun ? alone.replace(/^(?:he\/she|they|it) /, '') : alone;
}

/**
 * What the words around a known form change in its English (the longest-known-words rule reads the form, then
 * each adjustment in this order may change what it says). To add one: write a function (c, reading) and add
 * a line here.
 */
const ADJUSTMENTS: readonly Named<Adjustment>[] = [
  { name: 'sense-the-memory-uses', apply: senseTheMemoryUses },
  { name: 'sense-of-the-form-in-its-example', apply: senseOfTheFormInItsExample },
  { name: 'verb-subject-is-the-noun-before', apply: verbSubjectIsTheNounBefore },
  { name: 'pronoun-said-once', apply: pronounSaidOnce },
  { name: 'the-before-first-noun', apply: theBeforeFirstNoun },
  { name: 'article-after-verb', apply: articleAfterVerb },
  { name: 'cognate-object-unsaid', apply: cognateObjectUnsaid },
  { name: 'ejo-by-tense', apply: ejoByTense },
  { name: 'ntabwo-negates-verb', apply: ntabwoNegatesVerb },
  { name: 'cyane-after-verb-or-adjective', apply: cyaneAfterVerbOrAdjective },
  { name: 'infinitive-is-to-verb', apply: infinitiveIsToVerb },
  { name: 'modal-takes-bare-verb', apply: modalTakesBareVerb },
  { name: 'go-to-says-the-locative', apply: goToSaysTheLocative },
  { name: 'locative-says-the-preposition', apply: locativeSaysThePreposition },
  { name: 'last-verb-takes-no-preposition', apply: lastVerbTakesNoPreposition },
];

/** The locatives, before a noun that has dropped its initial vowel (mu gatuza, ku mubiri, ku isoko). */
const LOCATIVES = new Map([
  ['mu', 'in'],
  ['ku', 'on'],
]);

/** English places said without an article after at/to ("at school", "to work", "home"). */
const BARE_PLACES = new Set(['home', 'school', 'work', 'church', 'class', 'college', 'university', 'bed']);

/** A verb of going or coming: the place after it is where to ("go to the market", "go home"). */
function going(c: RwEn): boolean {
  const last = c.out[c.out.length - 1] ?? '';
  return (
    / to$/.test(last) ||
    /^(?:go|come|return|travel|walk|run|arrive)\b/.test(plainGloss(c.previous?.verb?.item.en[0] ?? ''))
  );
}

/**
 * A noun that ku before it makes a place one is at or goes to, not a surface (ku ishuri "at school", ku isoko
 * "at the market", but ku meza "on the table"): a noun of the places category, or one whose own example in the
 * lexicon says "ku" + it as "at"/"to" (Ndi ku kazi → I am at work).
 */
function placeNoun(hit: FormHit): boolean {
  if (hit.item.category === 'places') return true;
  const form = matchKey(hit.item.rw).replace(/^[aeiou]/, '');
  return (hit.item.entry?.examples ?? []).some(
    (example) =>
      new RegExp(`\\bku [aeiou]?${form}\\b`).test(matchKey(example.rw)) && /\b(?:at|to)\b/i.test(example.en),
  );
}

/** Connectives elided before a vowel (w'amaraso "of blood", k'ingenzi), and nk' "like". */
const ELIDED = /^(w|y|z|b|bw|by|cy|k|kw|g|h|r|ry|rw|tw|nk)'([aeiou].*)$/;
/** What an elided word says other than "of": nk' "like", n' (na) "and". */
const ELIDED_WORDS = new Map([
  ['nk', 'like'],
  ['n', 'and'],
]);

/**
 * What the translation memory says for a word the lexicon knows only weakly: a form its rules made (a verb form,
 * a plural, an agreeing adjective) that nothing attests, or a draft entry. In the memory's domain (health, the
 * pandemic) the memory's word is the likelier one: abarwaye "they are ill" is "patients" there, imvubura "spring" is "receptor".
 * Measured on a TICO-19 split kept apart from the held-out one. Never a function word (IBM Model 1 aligns
 * those to anything), never a reviewed word of our own, and a guess: it lowers the confidence as any
 * learned word does.
 */
/** English words of a closed class (pronouns, quantifiers, determiners): never what a finite verb says. */
const CLOSED_CLASS = new Set(
  'everyone everybody everything someone somebody something anyone anybody anything nobody nothing all each every some any many much more most few both either neither i you he she we they me him her us them my your his our their its who whom whose which what there here not no also too only just very'.split(
    ' ',
  ),
);

function memoryReading(c: RwEn, token: string, hit: FormHit): string | undefined {
  if (!c.learned) return undefined;
  const ruleMade = hit.via === 'verb-form' || hit.via === 'plural' || hit.via === 'agreement';
  // A form the evidence attests, of a reviewed entry, is ours to say (abana "children", afite "has").
  if (hit.item.reviewed && (!ruleMade || hit.sure)) return undefined;

  const learned = c.learned.get(matchKey(token));
  if (!learned || /\s/.test(learned) || ENGLISH_GRAMMAR_WORDS.has(learned)) return undefined;
  // An attested verb form with its subject is not said by a pronoun, a quantifier or a determiner: the
  // alignment gives such a word to a verb it often stands beside (agomba "everyone" from "everyone must…"),
  // weaker evidence than the verb's own prefixes and stem.
  if (hit.via === 'verb-form' && hit.sure && hit.verb?.person && CLOSED_CLASS.has(learned)) return undefined;
  // One of the word's own senses is the lexicon's to say (senseInUse).
  if (hit.item.en.some((gloss) => matchKey(plainGloss(gloss)) === matchKey(learned))) return undefined;
  return learned;
}

/**
 * "cyatewe na virusi" → "caused by the virus": na after a passive verb (-w- before its last vowel: -we, -wa,
 * -ijwe, -yw-) says who or what did it, "by", not "and". A rule's reading, so a guess.
 */
function passiveNaIsBy(c: RwEn): boolean {
  const token = matchKey(c.tokens[c.i]!);
  const before = c.i > 0 ? matchKey(c.tokens[c.i - 1]!) : '';
  if (token !== 'na' || !/^[a-z]{4,}(?:w|yw)[ea]$/.test(before)) return false;
  // A passive the memory says with its preposition already (bitewe na "due to") needs no "by".
  if (/ (?:to|of|by|from|with)$/.test(c.out.at(-1) ?? '')) return false;
  if (exactKinyarwanda(c.model, before).some((h) => h.item.entry?.pos === 'noun' && h.via !== 'verb-form'))
    return false;
  guess(c, c.tokens[c.i]!, 'by', 1);
  c.previous = undefined;
  return true;
}

/**
 * "cyane cyane" → "especially": the intensifier said twice is an idiom of its own, not "very very"; a rule's
 * reading, so a guess.
 */
function cyaneCyaneIsEspecially(c: RwEn): boolean {
  if (matchKey(c.tokens[c.i]!) !== 'cyane' || matchKey(c.tokens[c.i + 1] ?? '') !== 'cyane') return false;
  guess(c, c.tokens.slice(c.i, c.i + 2).join(' '), 'especially', 2);
  c.previous = undefined;
  return true;
}

/**
 * "Tujye ku isoko" → "let's go to the market": tu- + the subjunctive first in the sentence is "let's".
 */
function letsFirst(c: RwEn): boolean {
  if (c.i !== 0 || c.tokens.length < 2) return false;
  const token = matchKey(c.tokens[0]!);
  const english = plainCommands(c.model).get(token);
  if (!english?.startsWith("let's ") || exactKinyarwanda(c.model, token).length > 0) return false;
  take(c, c.tokens[0]!, english, 1);
  c.previous = undefined;
  return true;
}

/**
 * "Ntugende" → "don't go", "Mpa amazi" → "give me water": a command read back.
 */
function command(c: RwEn): boolean {
  const found = commandAt(c.model, c.tokens, c.i);
  if (!found) return false;
  take(c, c.tokens.slice(c.i, c.i + found.length).join(' '), found.target, found.length);
  c.previous = undefined;
  return true;
}

/**
 * "magana atatu" → 300: number words of two words or more, read as the chat reads them (one word is the
 * lexicon's: rimwe is also "once").
 */
function numberWords(c: RwEn): boolean {
  const read = readNumberAt(c.model.numberWords, c.tokens, c.i);
  if (!read || read.length < 2) return false;
  take(c, c.tokens.slice(c.i, c.i + read.length).join(' '), read.value.toLocaleString('en-US'), read.length);
  c.previous = undefined;
  return true;
}

/**
 * "mu gatuza" → "in the chest": after a locative the noun drops its initial vowel (agatuza); read it with
 * the vowel back when the word as written is no noun ("gatuza" alone reads as a verb, "it calms down").
 */
function locativeAndNoun(c: RwEn): boolean {
  const { model, tokens, i } = c;
  const where = LOCATIVES.get(matchKey(tokens[i]!));
  const next = tokens[i + 1];
  if (!where || !next) return false;
  const written = exactKinyarwanda(model, next).find((h) => commonNoun(h));
  // A noun as written after ku (ku ishuri, ku isoko) is read here only when it is a place.
  if (written && !(where === 'on' && placeNoun(written))) return false;
  const noun =
    written ??
    ['a', 'i', 'u']
      .map((vowel) => exactKinyarwanda(model, vowel + matchKey(next)).find((h) => commonNoun(h)))
      .find((hit) => hit !== undefined);
  if (!noun) return false;
  const gloss = plainGloss(noun.en ?? noun.item.en[0]!);
  const place = where === 'on' ? placeNoun(noun) : gloss === 'home';
  const the = BARE_PLACES.has(gloss) ? '' : 'the ';
  // After a verb of going the place is where to: "go to the market", "go home" (its "to" goes).
  const after = place && going(c);
  if (after && gloss === 'home') c.out[c.out.length - 1] = c.out[c.out.length - 1]!.replace(/ to$/, '');
  const preposition = !place
    ? where
    : after
      ? / to$/.test(c.out[c.out.length - 1] ?? '')
        ? ''
        : 'to'
      : 'at';
  const target = after && gloss === 'home' ? 'home' : `${preposition} ${the}${gloss}`.trim();
  take(c, `${tokens[i]} ${next}`, target, 2);
  // A noun in a place is not the subject of the verb after it: ku isoko bagura "at the market they buy".
  c.previous = { out: c.out.length - 1, gloss: c.glosses.length - 1 };
  return true;
}

/**
 * "Nkorera i Kigali" → "I work in Kigali", "Njya i Kigali" → "I go to Kigali": i before a named place (one the
 * lexicon lists, or a word written with a capital) is "in", where to after a verb of going or coming, and
 * nothing after a verb that says its own "to" or "from" (kujya "go to", kuva "come from").
 */
function iBeforePlaceName(c: RwEn): boolean {
  const { model, tokens, i } = c;
  const next = tokens[i + 1];
  if (matchKey(tokens[i]!) !== 'i' || !next) return false;
  const name = placeName(model, next) ?? (/^\p{Lu}[\p{Ll}'-]+$/u.test(next) ? next : undefined);
  if (!name) return false;
  const said = / (?:to|from)$/.test(c.out[c.out.length - 1] ?? '');
  take(c, `${tokens[i]} ${next}`, said ? name : `${going(c) ? 'to' : 'in'} ${name}`, 2);
  c.previous = { out: c.out.length - 1, gloss: c.glosses.length - 1 };
  return true;
}

/** The initial vowels a noun drops after a demonstrative, a locative or nta (grammar/initial-vowel.yaml). */
const INITIAL_VOWELS = ['a', 'i', 'u'];

/** The lexicon's common noun a word is without its initial vowel (buryo → uburyo), if any. */
function nounWithVowel(model: Model, word: string): FormHit | undefined {
  return INITIAL_VOWELS.map((vowel) => exactKinyarwanda(model, vowel + word).find((h) => commonNoun(h))).find(
    (hit) => hit !== undefined,
  );
}

/**
 * "iki gihugu" → "this country", "ubu buryo" → "this way": a demonstrative before a noun, which then drops
 * its initial vowel (igihugu → gihugu); read with the vowel back, by the lexicon or else the memory (a guess).
 */
function demonstrativeAndNoun(c: RwEn): boolean {
  const { model, tokens, i } = c;
  const pointing = DEMONSTRATIVES.get(matchKey(tokens[i]!));
  const next = tokens[i + 1] ? matchKey(tokens[i + 1]!) : undefined;
  if (!pointing || !next || !/^[^aeiou]/.test(next)) return false;
  const source = `${tokens[i]} ${tokens[i + 1]}`;
  if (exactKinyarwanda(model, source).length > 0) return false;
  const withVowel = INITIAL_VOWELS.map((vowel) => vowel + next);
  const noun = nounWithVowel(model, next);
  if (noun) {
    const gloss = plainGloss(noun.en ?? noun.item.en[0]!);
    // these/those before a class 9/10 noun spelt as its singular (izo nka "those cows").
    const plural =
      /^th[eo]se$/.test(pointing) && noun.via === 'lemma' && !PLURAL_CLASSES.has(noun.item.entry?.class ?? 1);
    take(c, source, `${pointing} ${plural ? englishPlural(gloss) : gloss}`, 2);
    c.previous = { noun, out: c.out.length - 1, gloss: c.glosses.length - 1 };
    return true;
  }
  const learned = withVowel.map((word) => c.learned?.get(word)).find((english) => english !== undefined);
  if (!learned || ENGLISH_GRAMMAR_WORDS.has(learned)) return false;
  guess(c, source, `${pointing} ${learned}`, 2);
  c.previous = undefined;
  return true;
}

/**
 * "w'amaraso" → "of blood", "nk'aho" → "like aho…": an elided connective and the word after it.
 */
function elidedConnectiveAndWord(c: RwEn): boolean {
  const token = c.tokens[c.i]!;
  const elided = token.replace(/[’‘]/g, "'").match(ELIDED);
  const rest = elided ? exactKinyarwanda(c.model, elided[2]!)[0] : undefined;
  if (!elided || !rest) return false;
  const word = ELIDED_WORDS.get(elided[1]!) ?? 'of';
  const learned = memoryReading(c, elided[2]!, rest);
  const english = learned ?? plainGloss(rest.en ?? rest.item.en[0]!);
  const singular =
    !ownedNext(c) &&
    commonNoun(rest) &&
    rest.via === 'lemma' &&
    !PLURAL_CLASSES.has(rest.item.entry?.class ?? 2);
  const said = `${word} ${word === 'of' && singular ? theBefore(english) : english}`;
  if (learned) guess(c, token, said, 1);
  else take(c, token, said, 1);
  c.previous = undefined;
  return true;
}

/** Whether a possessive follows the word at `c.i`: it takes the article's place (w'inshuti yanjye "of my friend"). */
function ownedNext(c: RwEn): boolean {
  const next = c.tokens[c.i + 1];
  return next !== undefined && possessiveOwner(next) !== undefined;
}

/**
 * "umubare w'umurwayi" → "the number of the patient", not "of patient": English puts an article before a
 * singular noun that Kinyarwanda says bare, and after "of" the noun is the one spoken of ("the"). A word of
 * one English noun only: a phrase, a name or a word with its own determiner keeps its words.
 */
function theBefore(english: string): string {
  return /^[a-z]+$/.test(english) && !ENGLISH_GRAMMAR_WORDS.has(english) ? `the ${english}` : english;
}

/**
 * "Ni keza" → "it is good", "Si bibi" → "it is not bad": ni/si first in its clause, before an adjective, has no
 * subject of its own to agree with, so English says "it"; the adjective is read by its own rule after it.
 */
function copulaBeforeAdjective(c: RwEn, be: string): boolean {
  const { model, tokens, i } = c;
  if (be !== 'ni' && be !== 'si') return false;
  const before = i > 0 ? matchKey(tokens[i - 1]!) : undefined;
  if (c.previous?.noun || (before !== undefined && !CLAUSE_OPENERS.has(before))) return false;
  const hits = exactKinyarwanda(model, tokens[i + 1]!);
  const adjective =
    hits.length > 0 && hits.every((h) => h.via === 'agreement' || h.item.entry?.pos === 'adjective');
  if (!adjective) return false;
  take(c, tokens[i]!, be === 'si' ? 'it is not' : 'it is', 1);
  return true;
}

/**
 * "ndi i Kigali" → "I am in Kigali", "ni umuganga" → "he/she is a doctor".
 */
function toBe(c: RwEn): boolean {
  const { model, tokens, i } = c;
  const be = matchKey(tokens[i]!);
  // ni "is", si "is not": the person comes from the noun after it.
  const copula = be === 'ni' || be === 'si';
  if ((!RW_BE.has(be) && !copula) || !tokens[i + 1]) return false;
  // "ntabwo ndi …": ntabwo before an affirmative 'to be' makes it negative ("I am not").
  const negated = c.previous?.negator !== undefined && NEGATIVE_BE.has(be) ? c.previous.negator : undefined;
  const person = (form: string) => {
    let said = RW_BE.get(form);
    if (negated !== undefined) {
      c.out.splice(negated, 1);
      said = RW_BE.get(NEGATIVE_BE.get(form)!);
    }
    // "abana bari mu rugo" → "the children are at home": after a noun, its he/she or they is the noun.
    return c.previous?.noun && said ? said.replace(/^(?:he\/she|they) /, '') : said;
  };
  // "ndi mu nzu", "ari hano": 'to be' before a locative or a word of place is the person alone, and the
  // locative is read by its own rule ("I am" + "in the house"); ndi is not the adjective -ndi "other".
  const next = matchKey(tokens[i + 1]!);
  // "ndi kumwe na Mugisha" → "I am with Mugisha": before an adverb or a preposition too.
  // (Not i before a place name: ndi i Kigali "I am in Kigali" is read below.)
  const how =
    next !== 'i' &&
    [2, 1].some((n) =>
      exactKinyarwanda(model, tokens.slice(i + 1, i + 1 + n).join(' ')).some(
        (h) => h.via === 'lemma' && (h.item.entry?.pos === 'preposition' || h.item.entry?.pos === 'adverb'),
      ),
    );
  if (RW_BE.has(be) && (LOCATIVES.has(next) || PLACE_WORDS.has(next) || how)) {
    take(c, tokens[i]!, person(be)!, 1);
    return true;
  }
  const place =
    matchKey(tokens[i + 1]!) === 'i' && tokens[i + 2] ? placeName(model, tokens[i + 2]!) : undefined;
  const noun = place ? undefined : exactKinyarwanda(model, tokens[i + 1]!).find((h) => commonNoun(h));
  if (place && RW_BE.has(be)) {
    take(c, tokens.slice(i, i + 3).join(' '), `${person(be)} in ${place}`, 3);
    return true;
  }
  if (!noun) return copulaBeforeAdjective(c, be);
  const plural = noun.via === 'plural' || PLURAL_CLASSES.has(noun.item.entry!.class ?? 1);
  // English says he/she for people whatever their class (inshuti, class 9, "friend").
  const human = noun.item.entry!.class === 1 || ['people', 'family'].includes(noun.item.category);
  // After a noun, ni is the verb of that subject (ikibazo ni ububabare "the problem is pain"): is or are by
  // the English noun before it, not "it is".
  const subjectNoun = copula ? c.previous?.noun : undefined;
  if (subjectNoun) theBeforeSubject(c);
  const subjectGloss = subjectNoun ? plainGloss(subjectNoun.item.en[0]!) : '';
  const subjectPlural =
    subjectNoun !== undefined &&
    (subjectNoun.via === 'plural' || PLURAL_CLASSES.has(subjectNoun.item.entry?.class ?? 1)) &&
    !UNCOUNTABLE.has(subjectGloss);
  // After other words of its clause (a name, a noun the memory read), ni has its subject before it too:
  // is or are, by the noun after it (Koronavirusi ni virusi "coronavirus is a virus").
  const before = i > 0 ? matchKey(tokens[i - 1]!) : undefined;
  const midClause = copula && before !== undefined && !CLAUSE_OPENERS.has(before) && c.out.length > 0;
  // After a deed said first (kurya ni ngombwa "eating is necessary"), ni is "is" whatever follows.
  const deed = copula && c.deed;
  if (deed) c.deed = false;
  const not = be === 'si' ? ' not' : '';
  const subject =
    (RW_BE.has(be) ? person(be) : undefined) ??
    (subjectNoun
      ? `${subjectPlural ? 'are' : 'is'}${not}`
      : midClause
        ? `${plural && !deed ? 'are' : 'is'}${not}`
        : `${plural ? 'they are' : human ? 'he/she is' : 'it is'}${not}`);
  const gloss = plainGloss(noun.en ?? noun.item.en[0]!);
  // "ni inshuti yanjye" → "he/she is my friend": a possessive after the noun takes the article's place.
  const owner = tokens[i + 2] ? possessiveOwner(tokens[i + 2]!) : undefined;
  if (owner) take(c, tokens.slice(i, i + 3).join(' '), `${subject} ${owner} ${gloss}`, 3);
  else take(c, `${tokens[i]} ${tokens[i + 1]}`, `${subject} ${withArticle(gloss, plural)}`, 2);
  return true;
}

/**
 * A noun and what follows it, in English order: a numeral ("abana babiri" → "two children"), a possessive
 * ("inshuti yanjye" → "my friend") or an adjective agreeing with it ("inzu nini" → "big house"); after a
 * possessive, a numeral or an adjective too, which English puts between them ("abana banjye batatu" →
 * "my three children", "inzu yanjye nini" → "my big house").
 */
function nounAndModifier(c: RwEn): boolean {
  const { model, tokens, i } = c;
  if (i + 1 >= tokens.length) return false;
  const noun = exactKinyarwanda(model, tokens[i]!).find((h) => h.item.entry?.pos === 'noun');
  if (!noun) return false;
  const owner = possessiveOwner(tokens[i + 1]!);
  const modifier = nounModifier(model, tokens[owner ? i + 2 : i + 1]);
  if (!owner && !modifier) return false;
  const gloss = plainGloss(noun.en ?? noun.item.en[0]!);
  const plural =
    modifier?.value !== undefined
      ? modifier.value > 1 && noun.via === 'lemma'
      : owner !== undefined && spelledAsPlural(noun, tokens[i + 1]!);
  const head = plural ? englishPlural(gloss) : gloss;
  const said = modifier?.value !== undefined ? ENGLISH_NUMBERS[modifier.value] : modifier?.adjective;
  const the = !owner && modifier?.adjective && i === 0 && c.clause && takesThe(noun) ? 'the ' : '';
  const length = (owner ? 2 : 1) + (modifier ? 1 : 0);
  take(
    c,
    tokens.slice(i, i + length).join(' '),
    `${the}${[owner, said, head].filter(Boolean).join(' ')}`,
    length,
  );
  c.previous = { noun, out: c.out.length - 1, gloss: c.glosses.length - 1 };
  return true;
}

/** A word that describes the noun before it: a numeral agreeing with it, or an adjective. */
function nounModifier(
  model: Model,
  word: string | undefined,
): { value?: number; adjective?: string } | undefined {
  if (!word) return undefined;
  const value = agreeingNumeral(word);
  if (value !== undefined) return { value };
  const adjective = exactKinyarwanda(model, word).find((h) => h.via === 'agreement')?.en;
  return adjective ? { adjective } : undefined;
}

/**
 * Whether a class 9 noun spelt as its plural (inka, imodoka) is the plural by the concord of the word after it
 * (inka zanjye "my cows": z- is class 10).
 */
function spelledAsPlural(noun: FormHit, next: string): boolean {
  const entry = noun.item.entry;
  if (noun.via !== 'lemma' || entry?.pluralClass === undefined) return false;
  if (matchKey(entry.plural ?? '') !== matchKey(entry.rw)) return false;
  const classes = concordClassesOf(next);
  return classes.includes(entry.pluralClass) && !classes.includes(entry.class ?? entry.pluralClass);
}

/**
 * A word the lexicon knows only weakly (a rule-made form nothing attests, a draft entry) and the translation
 * memory translates otherwise: the memory's word, as a guess (memoryReading).
 */
function memoryWordForWeakForm(c: RwEn): boolean {
  const token = c.tokens[c.i]!;
  const hit = exactKinyarwanda(c.model, token)[0];
  const learned = hit ? memoryReading(c, token, hit) : undefined;
  if (!hit || !learned) return false;
  guess(c, token, learned, 1);
  c.previous = {
    ...(hit.item.entry?.pos === 'noun' && hit.via !== 'verb-form' ? { noun: hit } : {}),
    ...(hit.verb ? { verb: hit } : {}),
    out: c.out.length - 1,
    gloss: c.glosses.length - 1,
  };
  return true;
}

/**
 * The longest words the lexicon knows, so "ni meza" is not split; after a noun, the verb form agreeing
 * with its class: inka zirya "cows eat", not "he/she …".
 */
function longestKnownWords(c: RwEn): boolean {
  const { model, tokens, i, previous } = c;
  for (let n = Math.min(model.longestKey, tokens.length - i); n >= 1; n--) {
    const source = tokens.slice(i, i + n).join(' ');
    const hits = exactKinyarwanda(model, source);
    const nounClass = previous?.noun?.item.entry?.class;
    const agreeing =
      previous?.noun && nounClass !== undefined && nounClass > 2
        ? hits.find((h) => h.verb?.nounClass === nounClass || h.verb?.nounClass === nounClass + 1)
        : undefined;
    const hit = agreeing ?? hits[0];
    const reading: Reading = {
      source,
      hit,
      target: hit ? plainGloss(hit.en ?? senseInUse(c, source, hit.item)) : undefined,
    };
    for (const adjustment of ADJUSTMENTS) adjustment.apply(c, reading);
    if (reading.target === undefined) continue;
    take(c, source, reading.target, n);
    const isNoun = hit?.item.entry?.pos === 'noun' && hit.via !== 'verb-form';
    c.previous = {
      ...(isNoun ? { noun: hit } : {}),
      // An infinitive read as "to V" is a verb too: its object takes an article (kugura inka → to buy a cow).
      ...(hit?.verb || (hit?.item.entry?.pos === 'verb' && /^to /.test(reading.target)) ? { verb: hit } : {}),
      ...(matchKey(source) === 'ntabwo' ? { negator: c.out.length - 1 } : {}),
      out: c.out.length - 1,
      gloss: c.glosses.length - 1,
    };
    return true;
  }
  return false;
}

/**
 * n'abana = na + abana ("and/with the children"): the elided "na" before a vowel.
 */
function naElidedBeforeWord(c: RwEn): boolean {
  const token = c.tokens[c.i]!;
  const elided = token.match(/^n'([aeiou].*)$/);
  const rest = elided ? exactKinyarwanda(c.model, elided[1]!)[0] : undefined;
  if (!rest) return false;
  // "umwarimu n'abana": the second noun takes "the" when the first did (the teacher and the children).
  const the = /^the /.test(c.out[0] ?? '') && commonNoun(rest) ? 'the ' : '';
  take(c, token, `and ${the}${plainGloss(rest.en ?? rest.item.en[0]!)}`, 1);
  // Two nouns joined by na are one plural subject: the verb after them loses its "they", and its
  // plural says nothing about the last noun alone.
  c.previous = { noun: rest, coordinated: true, out: c.out.length - 1, gloss: c.glosses.length - 1 };
  return true;
}

/**
 * 'To be' as an auxiliary, by person, present and past (nari, twari: the subject concord + -a- + ri); muri is
 * left out, as it is also the locative "in".
 */
const AUXILIARIES = new Map<string, string>(
  Object.entries({
    ndi: '1sg',
    nari: '1sg',
    uri: '2sg',
    wari: '2sg',
    ari: '3sg',
    yari: '3sg',
    turi: '1pl',
    twari: '1pl',
    mwari: '2pl',
    bari: '3pl',
  }),
);

/**
 * "Bari barwaye" → "they were ill", "Nari nagiye" → "I went": 'to be' before a past verb of its own person is
 * an auxiliary, and English says the two as one finite verb, the verb's own (not "were they were ill"). A rule's
 * reading, so a guess.
 */
function auxiliaryAndPastVerb(c: RwEn): boolean {
  const person = AUXILIARIES.get(matchKey(c.tokens[c.i]!));
  const next = c.tokens[c.i + 1];
  if (!person || !next) return false;
  const hit = exactKinyarwanda(c.model, next).find(
    (h) => h.verb?.person === person && h.verb.tense === 'past' && h.verb.nounClass === undefined,
  );
  if (!hit?.verb || !hit.en) return false;
  // After a noun (abana bari barwaye), the verb's he/she or they is the noun itself.
  const said = plainGloss(hit.en);
  const target = c.previous?.noun ? said.replace(/^(?:he\/she|they) /, '') : said;
  guess(c, `${c.tokens[c.i]} ${next}`, target, 2);
  c.previous = { verb: hit, out: c.out.length - 1, gloss: c.glosses.length - 1 };
  return true;
}

/** A subject prefix and the English "have" it takes, bare: before -maze "have already" (kumara "finish"), -fite. */
const SUBJECT_HAS = new Map<string, [person: string, plural: boolean]>(
  Object.entries({
    n: ['I have', true],
    u: ['you have', true],
    a: ['he/she has', false],
    tu: ['we have', true],
    mu: ['you have', true],
    ba: ['they have', true],
    i: ['it has', false],
    ri: ['it has', false],
    ki: ['it has', false],
    bu: ['it has', false],
    ku: ['it has', false],
    ru: ['it has', false],
    ka: ['it has', false],
    bi: ['they have', true],
    zi: ['they have', true],
    ya: ['they have', true],
  }),
);

/**
 * "Nta gitabo mfite" → "I have no book": nta, a noun without its initial vowel (the lexicon's, read with it
 * back) and who has it, -fite with the subject's prefix (mfite, dufite, bafite, gifite by Dahl's law): "X have
 * no N" (grammar/there-is-there-are.yaml: nta drops the initial vowel). A rule's reading, so a guess.
 */
function ntaNounHave(c: RwEn): boolean {
  const [nta, word, has] = c.tokens.slice(c.i, c.i + 3).map((token) => matchKey(token));
  const prefix = nta === 'nta' && word ? has?.match(/^([a-z]+)fite$/)?.[1] : undefined;
  const subject = prefix && SUBJECT_HAS.get(prefix.replace(/^m$/, 'n').replace(/^([dg])([aiu])$/, fromDahl));
  const noun = subject ? nounWithVowel(c.model, word!) : undefined;
  if (!subject || !noun) return false;
  guess(
    c,
    c.tokens.slice(c.i, c.i + 3).join(' '),
    `${subject[0]} no ${plainGloss(noun.en ?? noun.item.en[0]!)}`,
    3,
  );
  c.previous = undefined;
  return true;
}
/** A prefix Dahl's law voiced before a voiceless consonant, as written in the table (du → tu, gi → ki). */
const fromDahl = (_: string, consonant: string, vowel: string) => `${consonant === 'd' ? 't' : 'k'}${vowel}`;

/**
 * "bamaze gukira" → "they have recovered", "imaze gusakara" → "it has spread": the perfective of kumara
 * "finish" (subject + -maze) before an infinitive says a deed done by now, the English present perfect (have +
 * the past participle), not "finish". After a noun, has or have agree with it. A rule's reading, so a guess.
 */
function mazeIsPresentPerfect(c: RwEn): boolean {
  const parts = matchKey(c.tokens[c.i]!).match(/^([a-z]{0,2})maze$/);
  const subject = parts ? SUBJECT_HAS.get(parts[1]!) : undefined;
  const next = c.tokens[c.i + 1];
  if (!subject || !next || !/^(?:ku|gu|kw)/.test(matchKey(next))) return false;
  const verb = exactKinyarwanda(c.model, next).find((h) => h.via === 'lemma' && h.item.entry?.pos === 'verb');
  if (!verb) return false;
  const gloss = plainGloss(verb.item.en[0]!).replace(/^to /, '');
  const noun = c.previous?.noun;
  const nounPlural = noun && (noun.via === 'plural' || PLURAL_CLASSES.has(noun.item.entry?.class ?? 1));
  const have = noun ? (nounPlural ? 'have' : 'has') : subject[0];
  if (noun) theBeforeSubject(c);
  guess(c, `${c.tokens[c.i]} ${next}`, `${have} ${pastParticiple(gloss)}`, 2);
  c.previous = { verb, out: c.out.length - 1, gloss: c.glosses.length - 1 };
  return true;
}

/**
 * "abagenda" → "those who go", "abantu abagenda" → "people who go": aba- before a verb is the relative of class
 * 2 (those who…), not a- + the object marker -ba- ("he/she goes them"). Read when ba- + the rest is a verb form
 * of "they"; a word the memory translates whole (abakora "workers") is left to it. A rule's reading, so a guess.
 */
function relativeAba(c: RwEn): boolean {
  const token = matchKey(c.tokens[c.i]!);
  if (!/^aba[a-z]{3,}$/.test(token) || c.learned?.has(token)) return false;
  const hit = exactKinyarwanda(c.model, token.slice(1)).find(
    (h) => h.verb?.person === '3pl' && h.verb.nounClass === undefined && !h.verb.negative,
  );
  if (!hit?.en || !/^they /.test(hit.en)) return false;
  const who = c.previous?.noun ? 'who' : 'those who';
  guess(c, c.tokens[c.i]!, plainGloss(hit.en).replace(/^they /, `${who} `), 1);
  c.previous = undefined;
  return true;
}

/**
 * "barakoze" → "they worked", "narakoze" → "I worked": -ra- between the past subject (ba-, na-, ya-, twa-…) and
 * a perfective stem says the same past as the form without it (bakoze); read as that form when the lexicon
 * makes it and the memory has no word for the whole. A rule's reading, so a guess.
 */
function pastWithRa(c: RwEn): boolean {
  const token = matchKey(c.tokens[c.i]!);
  const parts = token.match(/^([a-z]{0,3}a)ra([a-z]{2,})$/);
  if (!parts || c.learned?.has(token)) return false;
  const hit = exactKinyarwanda(c.model, parts[1]! + parts[2]!).find(
    (h) => h.verb?.tense === 'past' && !h.verb.negative,
  );
  if (!hit?.en) return false;
  const said = plainGloss(hit.en);
  guess(c, c.tokens[c.i]!, c.previous?.noun ? said.replace(/^(?:he\/she|they|it) /, '') : said, 1);
  c.previous = { verb: hit, out: c.out.length - 1, gloss: c.glosses.length - 1 };
  return true;
}

/** The concord + -ngahe "how many" (bangahe, zingahe, angahe, ingahe…). */
const HOW_MANY = /^[a-z]{0,3}ngahe$/;

/**
 * "Ufite abana bangahe?" → "how many children do you have?", "abana bangahe" → "how many children": a noun
 * and -ngahe agreeing with it is "how many" and the noun in the plural ("how much" for a noun English does not
 * count); a verb of a person before them puts the question in English order (how many … do/did/will + subject +
 * verb). A rule's reading, so a guess.
 */
function howMany(c: RwEn): boolean {
  const { model, tokens, i } = c;
  const verb = exactKinyarwanda(model, tokens[i]!).find(
    (h) => h.verb && !h.verb.negative && h.verb.nounClass === undefined && h.item.entry?.pos === 'verb',
  );
  const at = verb && tokens[i + 2] && HOW_MANY.test(matchKey(tokens[i + 2]!)) ? i + 1 : i;
  if (!tokens[at + 1] || !HOW_MANY.test(matchKey(tokens[at + 1]!))) return false;
  const noun = exactKinyarwanda(model, tokens[at]!).find((h) => commonNoun(h));
  const entry = noun?.item.entry;
  if (!noun || !entry) return false;
  const gloss = plainGloss(noun.item.en[0]!);
  const countable = !UNCOUNTABLE.has(gloss);
  const plural =
    !countable || (noun.via === 'lemma' && PLURAL_CLASSES.has(entry.class ?? 1))
      ? gloss
      : englishPlural(gloss);
  let said = `how ${countable ? 'many' : 'much'} ${plural}`;
  if (at > i && verb?.verb) {
    const subject = PERSONS.find((p) => p.key === verb.verb!.person)!.en.replace(/ \(.*\)$/, '');
    const base = plainGloss(verb.item.entry!.en[0]!).replace(/^to /, '');
    const tense = verb.verb.tense;
    const auxiliary =
      tense === 'future' ? 'will' : tense === 'past' ? 'did' : verb.verb.person === '3sg' ? 'does' : 'do';
    said = `${said} ${auxiliary} ${subject} ${base}`;
  }
  guess(c, tokens.slice(i, at + 2).join(' '), said, at + 2 - i);
  c.previous = undefined;
  return true;
}

/**
 * "Ibiryo ni byiza" → "the food is good": a common noun said first, as one bare word, is the subject of ni
 * after it, and takes "the" (as a noun first before a verb does: theBeforeFirstNoun).
 */
function theBeforeSubject(c: RwEn): void {
  const noun = c.previous?.noun;
  const said = c.previous ? c.out[c.previous.out] : undefined;
  if (!noun || c.previous?.out !== 0 || said === undefined || !/^[A-Za-z]+$/.test(said) || !takesThe(noun))
    return;
  c.out[0] = `the ${said}`;
  const nounGloss = c.glosses[c.previous.gloss];
  if (nounGloss?.target) nounGloss.target = c.out[0];
}

/** An adjective agreeing with a noun's class (byiza with ibiryo, class 8), or undefined. */
function agreeingAdjective(model: Model, noun: FormHit, token: string): FormHit | undefined {
  const entry = noun.item.entry;
  if (!entry) return undefined;
  const word = matchKey(token);
  const classes =
    noun.via === 'plural'
      ? [entry.pluralClass]
      : [entry.class, ...(matchKey(entry.plural ?? '') === matchKey(entry.rw) ? [entry.pluralClass] : [])];
  return exactKinyarwanda(model, word).find(
    (h) =>
      h.item.entry?.pos === 'adjective' &&
      classes.some(
        (nounClass) =>
          nounClass !== undefined &&
          agreeAdjective(h.item.entry!.rw, nounClass, { kind: h.item.entry!.agreement }).form === word,
      ),
  );
}

/**
 * Whether a rule reads these words across a phrase of the phrasebook (Translator.readsAcrossPhrases): a noun
 * and -ngahe (howMany), a noun, ni and an adjective agreeing with it (copulaAndAdjective).
 */
function readsAcrossPhrases(model: Model, words: readonly string[]): boolean {
  const tokens = words.map((word) => matchKey(word));
  // "Kwiga Ikinyarwanda ni byiza": an infinitive first is the subject of ni after it (infinitiveSubject).
  if (tokens[0] && tokens.slice(1).some((token) => COPULAS.has(token)) && infinitiveAt(model, tokens[0]))
    return true;
  return tokens.some((token, j) => {
    if (j === 0) return false;
    const noun = exactKinyarwanda(model, tokens[j - 1]!).find((h) => commonNoun(h));
    if (!noun) return false;
    if (HOW_MANY.test(token)) return true;
    const next = tokens[j + 1];
    return (
      (token === 'ni' || token === 'si') &&
      next !== undefined &&
      agreeingAdjective(model, noun, next) !== undefined
    );
  });
}

/** The copula: ni "is", si "is not". */
const COPULAS = new Set(['ni', 'si']);

/** An infinitive the lexicon has as a verb (kwiga, gukaraba, kujya): ku-/kw-/gu- and the stem. */
function infinitiveAt(model: Model, token: string): FormHit | undefined {
  if (!/^(?:ku|kw|gu)[a-z]{2,}$/.test(matchKey(token))) return undefined;
  return exactKinyarwanda(model, token).find((h) => h.via === 'lemma' && h.item.entry?.pos === 'verb');
}

/**
 * "Kwiga ni byiza" → "learning is good", "Gukaraba intoki ni ingenzi" → "washing hands is important": an
 * infinitive first in a sentence, before other words, is a verbal noun (class 15), the subject of what
 * follows; English says it with -ing. Before ni/si and an adjective of class 15 or 8 (the agreement of "it"
 * said of a deed: ni byiza), the adjective is what the deed is. A rule's reading, so a guess.
 */
function infinitiveSubject(c: RwEn): boolean {
  const { model, tokens, i } = c;
  if (i !== 0 || tokens.length < 2) return false;
  const hit = infinitiveAt(model, tokens[0]!);
  if (!hit || exactKinyarwanda(model, tokens.slice(0, 2).join(' ')).length > 0) return false;
  const copula = COPULAS.has(matchKey(tokens[1]!)) ? matchKey(tokens[1]!) : undefined;
  // Before ni nothing follows the verb: its preposition goes (kujya "go to" → "going").
  const gloss = plainGloss(senseInUse(c, tokens[0]!, hit.item)).replace(/^to /, '');
  const verb = presentParticiple(copula ? gloss.replace(TRAILING_PREPOSITION, '') : gloss);
  const adjective = copula && tokens[2] ? deedAdjective(model, tokens[2]) : undefined;
  if (copula && adjective) {
    guess(c, tokens.slice(0, 3).join(' '), `${verb} is${copula === 'si' ? ' not' : ''} ${adjective}`, 3);
    c.previous = undefined;
    return true;
  }
  // "Kurya ni ngombwa" → "eating is necessary": ni right after the deed is its "is", whatever follows.
  if (copula && tokens[2]) {
    guess(c, tokens.slice(0, 2).join(' '), `${verb} is${copula === 'si' ? ' not' : ''}`, 2);
    c.previous = undefined;
    return true;
  }
  guess(c, tokens[0]!, verb, 1);
  c.previous = { verb: hit, out: c.out.length - 1, gloss: c.glosses.length - 1 };
  c.deed = true;
  return true;
}

/** An adjective agreeing with class 15 or 8 (kwiza, byiza: "it" said of a deed), as English says it. */
function deedAdjective(model: Model, token: string): string | undefined {
  const word = matchKey(token);
  const hit = exactKinyarwanda(model, word).find(
    (h) =>
      h.item.entry?.pos === 'adjective' &&
      [15, 8].some(
        (nounClass) =>
          agreeAdjective(h.item.entry!.rw, nounClass, { kind: h.item.entry!.agreement }).form === word,
      ),
  );
  return hit ? plainGloss(hit.en ?? hit.item.en[0]!) : undefined;
}

/**
 * "Ibiryo ni byiza" → "the food is good", "abana ni beza" → "the children are good": after a noun, the copula
 * ni (si, "is not") and an adjective agreeing with the noun's class say "is"/"are" by the English noun, not
 * "it's". The noun first in the sentence takes "the". A rule's reading, so a guess.
 */
function copulaAndAdjective(c: RwEn): boolean {
  const { model, tokens, i } = c;
  const be = matchKey(tokens[i]!);
  const noun = c.previous?.noun;
  const entry = noun?.item.entry;
  // "Kwiga Ikinyarwanda ni byiza" → "learning Kinyarwanda is good": the deed said first is the subject.
  const deed = c.deed && COPULAS.has(be) && tokens[i + 1] ? deedAdjective(model, tokens[i + 1]!) : undefined;
  if (deed) {
    guess(c, `${tokens[i]} ${tokens[i + 1]}`, `is${be === 'si' ? ' not' : ''} ${deed}`, 2);
    c.previous = undefined;
    c.deed = false;
    return true;
  }
  if ((be !== 'ni' && be !== 'si') || !noun || !entry || !tokens[i + 1] || c.previous?.coordinated)
    return false;
  const adjective = agreeingAdjective(model, noun, tokens[i + 1]!);
  if (!adjective) return false;
  const gloss = plainGloss(noun.item.en[0]!);
  const plural = (noun.via === 'plural' || PLURAL_CLASSES.has(entry.class ?? 1)) && !UNCOUNTABLE.has(gloss);
  theBeforeSubject(c);
  const english = plainGloss(adjective.en ?? adjective.item.en[0]!);
  guess(
    c,
    `${tokens[i]} ${tokens[i + 1]}`,
    `${plural ? 'are' : 'is'}${be === 'si' ? ' not' : ''} ${english}`,
    2,
  );
  c.previous = undefined;
  return true;
}

/** Verbs of going and coming, whose perfective with a present subject is "am going", "is coming". */
const GOING_VERBS = new Set(['go', 'go to', 'come', 'leave']);

const BE_BY_PERSON = new Map([
  ['1sg', 'I am'],
  ['2sg', 'you are'],
  ['3sg', 'he/she is'],
  ['1pl', 'we are'],
  ['2pl', 'you are'],
]);

/** Each such verb's present perfective by person (ngiye, tugiye, ndagiye, araje…) → the verb and person. */
const goingIndexes = new WeakMap<Model, Map<string, { hit: FormHit; subject: string }>>();

function goingIndex(model: Model): Map<string, { hit: FormHit; subject: string }> {
  let index = goingIndexes.get(model);
  if (index) return index;
  index = new Map();
  for (const item of model.items) {
    const entry = item.entry;
    if (entry?.pos !== 'verb' || !entry.perfective || !GOING_VERBS.has(plainGloss(entry.en[0]!))) continue;
    const hit = exactKinyarwanda(model, entry.rw).find((h) => h.via === 'lemma');
    if (!hit) continue;
    const perfective = entry.perfective;
    // They-forms are left out: ba- + perfective is also the past (bagiye "they went"); so is class 16 (ha-,
    // "there"). The persons first: a class concord spelt as one (a-, tu-) is the person's.
    const subjects: [concord: { consonant: string; vowel: string }, english: string][] = [
      ...PERSONS.filter((p) => p.key !== '3pl').map(
        (p) => [p.subject, BE_BY_PERSON.get(p.key)!] as [{ consonant: string; vowel: string }, string],
      ),
      ...[...NOUN_CLASSES.values()]
        .filter((row) => row.number > 2 && row.number < 16)
        .map(
          (row) =>
            [row.subject, PLURAL_CLASSES.has(row.number) && row.number !== 4 ? 'they are' : 'it is'] as [
              { consonant: string; vowel: string },
              string,
            ],
        ),
    ];
    for (const [{ consonant, vowel }, english] of subjects) {
      const on = (rest: string) =>
        /^[aeiou]/.test(rest) ? vowel + rest : consonant === 'n' ? nasal(rest) : dahl(consonant, rest) + rest;
      for (const form of [on(perfective), on(attach('ra', perfective))])
        if (!index.has(form)) index.set(form, { hit, subject: english });
    }
  }
  goingIndexes.set(model, index);
  return index;
}

/**
 * "Tugiye mu rugo" → "we are going home", "Ndagiye ku kazi" → "I am going to work", "ngiye kureba" → "I am
 * going to look": a verb of going or coming in the perfective with a present subject (no past -a-: tu-giye,
 * not tw-a-giye) says what is under way. A form the lexicon has is left to it. A rule's reading, so a guess.
 */
function goingNow(c: RwEn): boolean {
  const token = matchKey(c.tokens[c.i]!);
  const found = goingIndex(c.model).get(token);
  // A form the lexicon has as a word is left to it; a phrase alone too (Ndagiye. "I'm leaving."), but not
  // before a place or an infinitive (Ndagiye ku kazi "I am going to work").
  const known = exactKinyarwanda(c.model, token);
  const next = c.tokens[c.i + 1];
  const phrase = (h: FormHit) => h.via === 'phrase' || h.item.entry?.pos === 'phrase';
  if (!found || !known.every(phrase) || (known.length > 0 && next === undefined)) return false;
  const verb = plainGloss(found.hit.item.en[0]!).replace(/ to$/, '');
  const ing = verb === 'go' ? 'going' : `${verb.replace(/e$/, '')}ing`;
  const said = c.previous?.noun ? found.subject.replace(/^(?:he\/she|it|they) /, '') : found.subject;
  guess(c, c.tokens[c.i]!, `${said} ${ing}`, 1);
  c.previous = { verb: found.hit, out: c.out.length - 1, gloss: c.glosses.length - 1 };
  return true;
}

/** A state verb's present by person or class (ndananiwe, barashonje, sinaniwe…) → the verb and its English. */
interface StateReading {
  hit: FormHit;
  verb: VerbForm;
  /** Said with -ra- (ndananiwe): a statement of its own, never the past; without it (unaniwe), a guess more. */
  ra: boolean;
}

const stateIndexes = new WeakMap<Model, Map<string, StateReading>>();

/**
 * The verbs whose perfective says a present state (grammar/present-tense.yaml: kunanirwa "be tired" →
 * ndananiwe "I am tired", kurambirwa "be fed up" → ndarambiwe): a verb whose first meaning is "be" + a word,
 * with a perfective, as en-rw says "we are tired" (turananiwe). Each present is made by person and by noun class
 * (statePresent); a form spelt as a past of the lexicon (bananiwe: ba- + -a- + naniwe) is left to the past.
 */
function stateIndex(model: Model): Map<string, StateReading> {
  let index = stateIndexes.get(model);
  if (index) return index;
  index = new Map();
  for (const item of model.items) {
    const entry = item.entry;
    if (entry?.pos !== 'verb' || !entry.perfective || !/^be [a-z]+$/.test(plainGloss(entry.en[0]!))) continue;
    const hit = exactKinyarwanda(model, entry.rw).find((h) => h.via === 'lemma');
    if (!hit) continue;
    const subjects: [Variants, VerbForm['person'], number | undefined][] = [
      ...PERSONS.map((p) => [p.subject, p.key, undefined] as [Variants, VerbForm['person'], undefined]),
      ...[...NOUN_CLASSES.values()]
        .filter((row) => row.number > 2 && row.number < 16)
        .map(
          (row) =>
            [row.subject, row.pluralInEnglish ? '3pl' : '3sg', row.number] as [
              Variants,
              VerbForm['person'],
              number,
            ],
        ),
    ];
    for (const [subject, person, nounClass] of subjects) {
      const firstPerson = person === '1sg' && nounClass === undefined;
      const readings: [form: string, negative: boolean, ra: boolean][] = [
        [statePresent(subject, firstPerson, entry.perfective, false, true), false, true],
        [statePresent(subject, firstPerson, entry.perfective, false, false), false, false],
        [statePresent(subject, firstPerson, entry.perfective, true, false), true, false],
      ];
      for (const [form, negative, ra] of readings) {
        if (index.has(form)) continue;
        // A past the lexicon makes (bananiwe "they were tired") or any other form of its is not read here.
        if (!ra && (model.rw.get(form) ?? []).length > 0) continue;
        const verb: VerbForm = {
          tense: 'present',
          negative,
          person,
          form,
          sure: false,
          ...(nounClass === undefined ? {} : { nounClass }),
        };
        index.set(form, { hit, verb, ra });
      }
    }
  }
  stateIndexes.set(model, index);
  return index;
}

/**
 * "Abana barananiwe" → "the children are tired", "Ndarambiwe" → "I am fed up", "Sinaniwe" → "I am not tired": a
 * verb of state in its perfective with a subject of now (no past -a-) says the state now, not the past. A form
 * without -ra- (unaniwe) may be a relative too (umuntu unaniwe "a person who is tired"): read only first in
 * its clause, and a word the memory translates whole is left to it. A rule's reading, so a guess.
 */
function stateNow(c: RwEn): boolean {
  const token = matchKey(c.tokens[c.i]!);
  const found = stateIndex(c.model).get(token);
  if (!found || exactKinyarwanda(c.model, token).length > 0) return false;
  if (!found.ra && (c.previous?.noun || c.learned?.has(token))) return false;
  const said = personGloss(found.verb, plainGloss(found.hit.item.en[0]!));
  guess(c, c.tokens[c.i]!, c.previous?.noun ? said.replace(/^(?:he\/she|it|they) /, '') : said, 1);
  c.previous = { verb: found.hit, out: c.out.length - 1, gloss: c.glosses.length - 1 };
  return true;
}

/**
 * The active forms a passive may be made from (grammar: -w- before the last vowel): byakozwe → byakoze,
 * gukoreshwa → gukoresha, yabonywe → yabonye, yariwe → yariye, yavuwe → yavuye.
 */
function activeOf(passive: string): string[] {
  const forms = [passive.replace(/yw([ae])$/, 'y$1'), passive.replace(/w([ae])$/, '$1')];
  if (/[iue]we$/.test(passive)) forms.push(passive.replace(/we$/, 'ye'));
  return uniq(forms.filter((form) => form !== passive));
}

/**
 * "byakozwe" → "they were made", "gukoreshwa" → "be used", "azahembwa" → "he/she will be paid": a verb the
 * lexicon knows, made passive by -w- before its last vowel (byakoze "they made" → byakozwe), read as the
 * English passive (be + the past participle) in the active form's person and tense. A word the memory
 * translates whole is left to it. A rule's reading, so a guess.
 */
function passiveVerb(c: RwEn): boolean {
  const token = matchKey(c.tokens[c.i]!);
  if (!/^[a-z]{5,}w[ae]$/.test(token) || c.learned?.has(token) || c.names?.has(token)) return false;
  const hit = activeOf(token)
    .flatMap((form) => exactKinyarwanda(c.model, form))
    .find((h) => h.item.entry?.pos === 'verb' && (h.verb !== undefined || h.via === 'lemma'));
  const entry = hit?.item.entry;
  if (!hit || !entry) return false;
  const gloss = plainGloss(senseInUse(c, token, hit.item)).replace(/^to /, '');
  const passive = `be ${pastParticiple(gloss)}`;
  let said: string;
  if (hit.verb) {
    said = personGloss(hit.verb, passive);
    if (c.previous?.noun) said = said.replace(/^(?:he\/she|they|it) /, '');
  } else said = c.previous?.verb ? `to ${passive}` : passive;
  guess(c, c.tokens[c.i]!, said, 1);
  c.previous = { ...(hit.verb ? { verb: hit } : {}), out: c.out.length - 1, gloss: c.glosses.length - 1 };
  return true;
}

/**
 * "arankunda" → "he/she loves me": a verb form with an object marker inside.
 */
function objectMarkerInVerb(c: RwEn): boolean {
  const token = c.tokens[c.i]!;
  // An object marker is read from the letters alone, and other words begin alike: a class 9/10 noun
  // (ingaruka "consequences" is not i-n-garuka "it comes back (to) me"), a noun's augment and prefix
  // (ubufasha "help" is not u-bu-fasha "you help it"). A word the memory translates whole is left to it.
  if (c.learned?.has(matchKey(token))) return false;
  const found = objectVerb(c.model, token);
  if (!found) return false;
  // "umwana arabikora": after a noun, the verb's he/she or they is the noun itself.
  const target = c.previous?.noun ? found.replace(/^(?:he\/she|they|it) /, '') : found;
  take(c, token, target, 1);
  c.previous = undefined;
  return true;
}

/**
 * "ntibarimo", "ntiramenyekana": nti- before a verb the lexicon does not know is its negation
 * (grammar/negation.yaml); the rest is read as the memory reads it, after "not".
 */
function ntiNegatesUnknownVerb(c: RwEn): boolean {
  const token = matchKey(c.tokens[c.i]!);
  if (!/^nti[a-z]{4,}$/.test(token) || c.names?.has(token)) return false;
  const target = learnedTarget(c, 'end', token) ?? learnedTarget(c, 'end', token.slice(3));
  if (target === undefined) return false;
  const said = /\b(?:not|no|never)\b/.test(target) ? target : `not ${target}`;
  guess(c, c.tokens[c.i]!, said, 1);
  c.previous = undefined;
  return true;
}

/**
 * "cy'abanduye" → "of infected", "n'ubuhehere" → "and humidity": an elided connective, nk' or na before a word
 * only the memory knows.
 */
function elidedBeforeMemoryWord(c: RwEn): boolean {
  const token = c.tokens[c.i]!;
  const elided = token.match(ELIDED) ?? token.match(/^(n)'([aeiou].*)$/);
  const rest = elided ? learnedTarget(c, 'end', elided[2]!) : undefined;
  if (!elided || !rest) return false;
  const word = ELIDED_WORDS.get(elided[1]!) ?? 'of';
  // A singular English word (no plural -s) after "of" takes "the", as a noun the lexicon knows does.
  guess(
    c,
    token,
    `${word} ${word === 'of' && !ownedNext(c) && !/s$/.test(rest) ? theBefore(rest) : rest}`,
    1,
  );
  c.previous = undefined;
  return true;
}

const contentNameIndexes = new WeakMap<Model, Map<string, string>>();

/**
 * The names our own content uses (Mugisha, Keza, Kalisa…): a word written with a capital in the Kinyarwanda of
 * an example or a phrase and the same in its English ("Uraho, Mugisha!" "Hi, Mugisha!") that the lexicon does
 * not have as a word (Kigali and Rwanda are entries of their own). By match key, as written.
 */
function contentNames(model: Model): Map<string, string> {
  let names = contentNameIndexes.get(model);
  if (names) return names;
  names = new Map();
  const pairs: { rw: string; en: string }[] = [];
  for (const item of model.items) {
    pairs.push(...(item.entry?.examples ?? []));
    if (item.phrase) pairs.push({ rw: item.rw, en: item.en.join(' / ') });
  }
  for (const { rw, en } of pairs) {
    const english = new Set(en.match(/\p{L}+/gu) ?? []);
    for (const word of rw.match(/\p{L}+/gu) ?? []) {
      const key = matchKey(word);
      if (!/^\p{Lu}\p{Ll}+$/u.test(word) || !english.has(word) || names.has(key)) continue;
      // Keza is also keza "nice" (-iza agreeing): a name still, when written with a capital (nameTheContentUses).
      const aWord = exactKinyarwanda(model, key).some((h) => h.via === 'lemma' || h.via === 'phrase');
      if (!aWord) names.set(key, word);
    }
  }
  contentNameIndexes.set(model, names);
  return names;
}

/**
 * "Mugisha yagiye ku isoko" → "Mugisha went to the market": a name our content uses (contentNames) is said as it
 * is written wherever it stands, first in the sentence too, and is the subject of a verb after it (subjectSaidOnce
 * reads it as a name); the memory's guess from a word of the same ending (mugisha "spray") is not made.
 */
function nameTheContentUses(c: RwEn): boolean {
  const key = matchKey(c.tokens[c.i]!);
  const written = contentNames(c.model).get(key);
  if (!written || c.learned?.has(key)) return false;
  // A name that is a form of a word too (keza "nice") is the name only as written with a capital.
  const capital = c.names?.has(key) || (c.i === 0 && c.capitalFirst);
  if (!capital && exactKinyarwanda(c.model, key).length > 0) return false;
  take(c, c.tokens[c.i]!, written, 1);
  c.names = new Map([...(c.names ?? []), [key, written]]);
  c.previous = undefined;
  return true;
}

/**
 * "ubundi buryo" → "other method", "ku buryo" → "on method": a noun after a word that takes its initial vowel
 * (grammar/initial-vowel.yaml: demonstratives, ubundi "other", locatives, nta) is the lexicon's noun without
 * it. A word nothing else reads, of four letters or more, read as the noun it is with a, i or u before it.
 */
function nounWithoutInitialVowel(c: RwEn): boolean {
  const token = c.tokens[c.i]!;
  const key = matchKey(token);
  if (key.length < 4 || !/^[^aeiou]/.test(key)) return false;
  const noun = nounWithVowel(c.model, key);
  if (!noun) return false;
  guess(c, token, plainGloss(noun.en ?? noun.item.en[0]!), 1);
  c.previous = { noun, out: c.out.length - 1, gloss: c.glosses.length - 1 };
  return true;
}

/**
 * A word nothing knows stays as it is; after an elided connective or n' (z'icyitegererezo, n'igitutu), the
 * connective is said ("of", "and") and the word after it as it is.
 */
function unknownWordAsWritten(c: RwEn): boolean {
  const token = c.tokens[c.i]!;
  c.glosses.push({ source: token, target: null });
  const elided = token.match(ELIDED) ?? token.match(/^(n)'([aeiou].*)$/);
  c.out.push(elided ? `${ELIDED_WORDS.get(elided[1]!) ?? 'of'} ${elided[2]}` : asWritten(c, token));
  c.countable += 1;
  c.previous = undefined;
  c.i += 1;
  return true;
}

/**
 * The connectives of each class + -o (wo, bo, yo, ryo, cyo, byo, zo, rwo, ko, two, bwo, kwo, ho), the word that
 * joins a noun to a place after it: abana bo mu rugo "the children at home".
 */
const O_CONNECTIVES: ReadonlySet<string> = new Set(
  [...NOUN_CLASSES.values()].map((row) => `${row.possessive}o`),
);

/** The locatives a place begins with: mu, ku, i, muri, kuri. */
const PLACE_LOCATIVES = new Set(['mu', 'ku', 'i', 'muri', 'kuri']);

/**
 * "Abana bo mu rugo" → "the children at home", not "the children they at home": between a noun and a locative,
 * -o with the noun's class is the connective joining them (bo is also the pronoun "they"), which English does
 * not say: the place follows the noun.
 */
function connectiveBeforePlace(c: RwEn): boolean {
  const token = matchKey(c.tokens[c.i]!);
  const next = c.tokens[c.i + 1];
  if (!O_CONNECTIVES.has(token) || !c.previous?.noun || !next || !PLACE_LOCATIVES.has(matchKey(next)))
    return false;
  // Said as nothing, and a guess: it counts as a word, not as a known one.
  c.glosses.push({ source: c.tokens[c.i]!, target: '' });
  c.countable += 1;
  c.i += 1;
  return true;
}

/**
 * Words that begin a clause of their own, whose verb has its own subject: ko "that", kandi "and", ariko "but",
 * niba "if", iyo "when", kuko "because", ngo, naho "whereas", maze "and then", cyangwa "or"…
 */
const CLAUSE_OPENERS = new Set([
  'ko',
  'kandi',
  'ariko',
  'niba',
  'iyo',
  'kuko',
  'ngo',
  'naho',
  'maze',
  'cyangwa',
  'nyamara',
  'ahubwo',
  'noneho',
  'bityo',
  'ubwo',
  'igihe',
]);

type Before = 'consonant' | 'vowel';

/** Each noun class's prefix as a noun begins with it (umu-ntu, umw-ana; igi-tabo by Dahl's law, im-bwa). */
const NOUN_PREFIXES: readonly (readonly [prefix: string, before: Before, nounClass: number])[] = [
  ...[...NOUN_CLASSES.values()].flatMap((row) => [
    [row.prefix.consonant, 'consonant', row.number] as const,
    [row.prefix.vowel, 'vowel', row.number] as const,
  ]),
  ['igi', 'consonant', 7],
  ['ugu', 'consonant', 15],
  ['aga', 'consonant', 12],
  ['udu', 'consonant', 13],
  ['im', 'consonant', 9],
  ['im', 'consonant', 10],
];

const VOWEL = /^[aeiou]/;

/** Whether a word has `prefix` before a stem of three letters or more that begins as `before` says. */
function startsWithPrefix(word: string, prefix: string, before: Before): boolean {
  const rest = word.slice(prefix.length);
  return word.startsWith(prefix) && rest.length >= 3 && VOWEL.test(rest) === (before === 'vowel');
}

/**
 * The noun classes a word's prefix may say (abantu 2, ibimenyetso 8, inka 9 or 10), after an elided connective
 * (y'abantu); none for a word that is little more than its prefix (ubu "now", iki "this").
 */
function nounClassesOf(token: string): number[] {
  const word = matchKey(token).replace(/^[a-z]*'/, '');
  return NOUN_PREFIXES.filter(([prefix, before]) => startsWithPrefix(word, prefix, before)).map(
    ([, , nounClass]) => nounClass,
  );
}

/**
 * The noun classes a verb's subject concord agrees with (bafite 2, bishobora 8, ishobora 4 or 9, yavuze 1, 4, 6
 * or 9), after the negative nti- (ntibafite) or nt- (ntashobora).
 */
function concordClassesOf(token: string): number[] {
  const word = matchKey(token)
    .replace(/^nti(?=[a-z]{3})/, '')
    .replace(/^nt(?=a[a-z]{3})/, '');
  return [...NOUN_CLASSES.values()]
    .filter(
      (row) =>
        startsWithPrefix(word, row.subject.consonant, 'consonant') ||
        startsWithPrefix(word, row.subject.vowel, 'vowel'),
    )
    .map((row) => row.number);
}

/** The English subject a verb form of the third person begins with. */
const THIRD_PERSON_SUBJECT = /^(?:they|he\/she|it) (?=\S)/;

/**
 * "Abantu bafite ibimenyetso" → "people have symptoms", not "people they have symptoms": Kinyarwanda says the
 * subject on the verb even after its noun, English says it once. A verb whose subject concord agrees with a
 * noun said earlier in its clause (since the clause began, at ko, kandi…, or since the last verb) has that noun
 * as its subject, and its he/she, they or it goes. The noun may stand further back than the word before
 * (abaganga bo mu Rwanda bavuga → "doctors in Rwanda say"). Run after every rule that took words.
 */
function subjectSaidOnce(c: RwEn, at: { i: number; out: number; gloss: number }): void {
  const taken = c.tokens.slice(at.i, c.i);
  const first = taken[0];
  if (first === undefined) return;
  if (CLAUSE_OPENERS.has(matchKey(first))) {
    c.subjects.clear();
    return;
  }
  const said = c.out[at.out];
  const pronoun = said?.match(THIRD_PERSON_SUBJECT)?.[0];
  // "Trump yohereje…" → "Trump sent", not "Trump he/she sent": a name right before a verb of the third
  // person singular is its subject (not one after a locative: i Kigali is a place).
  // A name: a word written with a capital inside the sentence (namesIn).
  const written = at.i > 0 ? c.tokens[at.i - 1]! : undefined;
  const name = written !== undefined && c.names?.has(matchKey(written));
  const place = at.i > 1 && PLACE_LOCATIVES.has(matchKey(c.tokens[at.i - 2]!));
  if (said !== undefined && pronoun && pronoun !== 'they ' && name && !place) {
    c.out[at.out] = said.slice(pronoun.length);
    const gloss = c.glosses.slice(at.gloss).find((g) => g.target?.startsWith(pronoun));
    if (gloss?.target) gloss.target = gloss.target.slice(pronoun.length);
    c.subjects.clear();
    return;
  }
  if (said !== undefined && pronoun) {
    if (concordClassesOf(first).some((nounClass) => c.subjects.has(nounClass))) {
      c.out[at.out] = said.slice(pronoun.length);
      const gloss = c.glosses.slice(at.gloss).find((g) => g.target?.startsWith(pronoun));
      if (gloss?.target) gloss.target = gloss.target.slice(pronoun.length);
    }
    c.subjects.clear();
    return;
  }
  // A noun in a place (mu rugo, ku isoko) is not a subject.
  if (PLACE_LOCATIVES.has(matchKey(first))) return;
  const noun = c.previous?.noun;
  const entry = noun?.item.entry;
  if (entry?.class !== undefined && noun?.via !== 'plural') c.subjects.add(entry.class);
  // A plural, or a singular spelt as its plural (imodoka, class 9 and 10).
  if (
    entry?.pluralClass !== undefined &&
    (noun?.via === 'plural' || matchKey(entry.plural ?? '') === matchKey(entry.rw))
  )
    c.subjects.add(entry.pluralClass);
  for (const token of taken) for (const found of nounClassesOf(token)) c.subjects.add(found);
}

/**
 * The rules of the word-by-word composition, in the order they are tried at each token: the first that reads
 * the tokens at `c.i` says them and moves on (true), else the next is tried. The last always takes a token.
 * To add a rule: write a function (c: RwEn) => boolean that says its words with take() (known) or guess() (a
 * guess) and sets c.previous, and add a line here where it should be tried.
 */
const RULES: readonly Named<Rule<RwEn>>[] = [
  { name: 'name-the-content-uses', apply: nameTheContentUses },
  { name: 'passive-na-is-by', apply: passiveNaIsBy },
  { name: 'cyane-cyane-is-especially', apply: cyaneCyaneIsEspecially },
  { name: 'how-many', apply: howMany },
  // A run of words the memory translates together, before the rules read its words one by one.
  { name: 'memory-phrase-of-three', apply: (c) => learnedPhrase(c, 3) },
  { name: 'lets-first', apply: letsFirst },
  { name: 'command', apply: command },
  { name: 'going-now', apply: goingNow },
  { name: 'state-now', apply: stateNow },
  { name: 'number-words', apply: numberWords },
  { name: 'locative-and-noun', apply: locativeAndNoun },
  { name: 'i-before-place-name', apply: iBeforePlaceName },
  { name: 'nta-noun-have', apply: ntaNounHave },
  { name: 'demonstrative-and-noun', apply: demonstrativeAndNoun },
  { name: 'elided-connective-and-word', apply: elidedConnectiveAndWord },
  { name: 'connective-before-place', apply: connectiveBeforePlace },
  { name: 'auxiliary-and-past-verb', apply: auxiliaryAndPastVerb },
  { name: 'maze-is-present-perfect', apply: mazeIsPresentPerfect },
  { name: 'copula-and-adjective', apply: copulaAndAdjective },
  { name: 'to-be', apply: toBe },
  { name: 'noun-and-modifier', apply: nounAndModifier },
  { name: 'memory-phrase', apply: learnedPhrase },
  { name: 'memory-word-for-weak-form', apply: memoryWordForWeakForm },
  { name: 'infinitive-subject', apply: infinitiveSubject },
  { name: 'longest-known-words', apply: longestKnownWords },
  { name: 'na-elided-before-word', apply: naElidedBeforeWord },
  { name: 'relative-aba', apply: relativeAba },
  { name: 'past-with-ra', apply: pastWithRa },
  { name: 'object-marker-in-verb', apply: objectMarkerInVerb },
  { name: 'passive-verb', apply: passiveVerb },
  { name: 'nti-negates-unknown-verb', apply: ntiNegatesUnknownVerb },
  { name: 'memory-word', apply: learnedWord('end') },
  { name: 'elided-before-memory-word', apply: elidedBeforeMemoryWord },
  { name: 'noun-without-initial-vowel', apply: nounWithoutInitialVowel },
  { name: 'unknown-word-as-written', apply: unknownWordAsWritten },
];

/** The names of the rules and the adjustments, in the order they run (for tests and for reading). */
export const RW_EN_RULE_NAMES = {
  rules: RULES.map((rule) => rule.name),
  adjustments: ADJUSTMENTS.map((adjustment) => adjustment.name),
} as const;

const composer: Composer<RwEn> = {
  tokens: words,
  start: (model, tokens, text = '') => {
    const verbs = tokens.flatMap((token) =>
      exactKinyarwanda(model, token)
        .filter((h) => h.verb)
        .slice(0, 1),
    );
    return {
      model,
      tokens,
      i: 0,
      glosses: [],
      out: [],
      known: 0,
      countable: 0,
      previous: undefined,
      clause:
        verbs.length > 0 ||
        tokens.some(
          (token) =>
            RW_BE.has(matchKey(token)) ||
            goingIndex(model).has(matchKey(token)) ||
            stateIndex(model).has(matchKey(token)),
        ),
      tense: verbs.map((h) => h.verb?.tense).find((t) => t !== undefined && t !== 'present'),
      verb: verbs.length > 0,
      subjects: new Set(),
      capitalFirst: /^[^\p{L}]*\p{Lu}/u.test(text),
    };
  },
  // After each rule that took words, a class 9/10 noun before them takes their number (pluralByConcordAfter)
  // and the clause's subject is followed (subjectSaidOnce).
  rules: RULES.map((rule) => (c: RwEn) => {
    const at = { i: c.i, out: c.out.length, gloss: c.glosses.length };
    const before = c.previous;
    if (!rule.apply(c)) return false;
    pluralByConcordAfter(c, before, at);
    subjectSaidOnce(c, at);
    return true;
  }),
  finish: sayFunctionWordsOnce,
};

/**
 * "monitor the the spread" → "monitor the spread": two readings side by side may each say a function word
 * (the memory's "the" for a noun after the lexicon's "the"…), which English never says twice in a row.
 */
export function sayFunctionWordsOnce(text: string): string {
  return text.replace(/\b(the|of|to|and|is|are|in|on|a|an)(?: \1\b)+/gi, '$1');
}

/** Each verb's plain orders (grammar/imperatives.yaml): the stem (byuka), mu- + the subjunctive (mubyuke), tu- + it. */
const plainCommandIndexes = new WeakMap<Model, Map<string, string>>();

function plainCommands(model: Model): Map<string, string> {
  let index = plainCommandIndexes.get(model);
  if (index) return index;
  index = new Map();
  for (const item of model.items) {
    const stem = item.entry?.pos === 'verb' ? item.entry.stem : undefined;
    const irregular = stem ? IRREGULAR_IMPERATIVES.get(stem) : undefined;
    // Short stems (kuba) are other words alone.
    if (!stem || (stem.length < 3 && !irregular)) continue;
    const gloss = plainGloss(item.en[0]!).replace(/^to /, '');
    const form = stem.endsWith('a') ? `${stem.slice(0, -1)}e` : stem;
    const vowel = /^[aeiou]/.test(form);
    // kuza "come" is ngwino to one, nimuze to several (and its short stem alone is no order).
    const readings: [string, string][] = irregular
      ? [
          [irregular.one, gloss],
          [irregular.several, gloss],
        ]
      : [
          [stem, gloss],
          [vowel ? `mw${form}` : `mu${form}`, gloss],
          [vowel ? `tw${form}` : `${dahl('tu', form)}${form}`, `let's ${gloss}`],
        ];
    for (const [key, english] of readings) if (!index.has(key)) index.set(key, english);
  }
  plainCommandIndexes.set(model, index);
  return index;
}

/** A text that is a command as a whole (commandAt), read as one: a rule's reading, to check. */
function commandText(model: Model, text: string): TranslationResult | null {
  const tokens = words(text);
  // A plain order alone (Byuka → wake up, Turye → let's eat), when nothing else reads the word.
  // Alone, a verb's preposition has nothing to take: Tujye → "let's go", not "let's go to".
  const plain =
    tokens.length === 1
      ? plainCommands(model)
          .get(tokens[0]!)
          ?.replace(/ (?:to|at|in|on|for)$/, '')
      : undefined;
  // A plain order with its object is word by word's (the command rule), after our example sentences.
  const order = tokens.length > 0 ? commandAt(model, tokens, 0) : null;
  const found = (order?.plain ? null : order) ?? (plain ? { target: plain, length: 1 } : null);
  if (!found || found.length !== tokens.length) return null;
  const target = capitalise(found.target, text) + (text.trim().match(/[.!?]$/)?.[0] ?? '');
  return {
    translated_text: target,
    direction: 'rw-en',
    method: 'pattern',
    confidence: CONFIDENCE.pattern,
    alternatives: [],
    glosses: [{ source: text.trim(), target: found.target }],
  };
}

/**
 * A noun slot of a frame read back: each reading of a common noun, with a possessive after it ("igitabo
 * cyanjye" → "my book"); inka is "cow" and "cows", and the frame's agreement says which.
 */
function readNoun(model: Model, text: string): NounReading[] {
  const [word, owned, ...more] = words(text);
  const owner = owned ? possessiveOwner(owned) : undefined;
  if (!word || more.length > 0 || (owned && !owner)) return [];
  return exactKinyarwanda(model, word)
    .filter((hit) => commonNoun(hit) && hit.item.entry)
    .flatMap((noun) => {
      const entry = noun.item.entry!;
      const gloss = plainGloss(noun.en ?? noun.item.en[0]!);
      const readings: { plural: boolean; nounClass: number | undefined; english: string }[] =
        noun.via === 'plural'
          ? [{ plural: true, nounClass: entry.pluralClass, english: noun.en ? gloss : englishPlural(gloss) }]
          : [{ plural: PLURAL_CLASSES.has(entry.class ?? 1), nounClass: entry.class, english: gloss }];
      // A plural spelt as its singular (inka, imodoka): the plural reading too.
      if (noun.via === 'lemma' && entry.plural !== undefined && matchKey(entry.plural) === matchKey(entry.rw))
        readings.push({ plural: true, nounClass: entry.pluralClass, english: englishPlural(gloss) });
      return readings.map(({ plural, nounClass, english }) => ({
        text: owner ? `${owner} ${english}` : english,
        ...(nounClass === undefined ? {} : { nounClass }),
        plural,
        owned: owner !== undefined,
        countable: !UNCOUNTABLE.has(gloss),
        sure: noun.item.reviewed && noun.sure,
      }));
    });
}

/** A text that is a number in words (magana atatu → 300), read by the numeral tables. */
function number(model: Model, text: string): TranslationResult | null {
  const value = readNumberWords(model.numberWords, text.replace(/[.!?]+$/, ''));
  if (value === undefined) return null;
  const digits = value.toLocaleString('en-US');
  return {
    translated_text: digits,
    direction: 'rw-en',
    method: 'exact',
    confidence: CONFIDENCE.numberWord,
    alternatives: [],
    glosses: [{ source: text.trim(), target: digits }],
  };
}

/** A preposition that ends an English verb's meaning ("go to", "come from", "ask for"). */
const TRAILING_PREPOSITION = / (?:to|for|at|with|on|about|from|in|into|of)$/;

/**
 * A verb form said alone ends with no preposition waiting for its object: Yagiye (kujya "go to, go") is "he/she
 * went", not "he/she went to"; Yavuye (kuva "come from, leave") "he/she left". The entry's first meaning
 * without such a preposition, else the first without it; undefined for anything else.
 */
export function aloneVerb(hit: FormHit): string | undefined {
  const entry = hit.item.entry;
  const infinitive = hit.via === 'lemma' && entry?.pos === 'verb';
  if ((!hit.verb && !infinitive) || !entry || !TRAILING_PREPOSITION.test(plainGloss(entry.en[0]!)))
    return undefined;
  const bare =
    entry.en.map((gloss) => plainGloss(gloss)).find((gloss) => !TRAILING_PREPOSITION.test(gloss)) ??
    plainGloss(entry.en[0]!).replace(TRAILING_PREPOSITION, '');
  // The infinitive alone (Kujya) is the verb itself: "go", its meaning with the preposition an alternative.
  return hit.verb ? personGloss(hit.verb, bare) : bare;
}

export const RW_EN: Translator = {
  direction: 'rw-en',
  from: 'rw',
  to: 'en',
  exact(model, text) {
    const found = exactKinyarwanda(model, text);
    // Our own phrase or word ("Mbwira." tell me) before a form a rule made of a verb (mbwira "I tell").
    const authored = found.find((h) => h.via === 'lemma' || h.via === 'phrase');
    const hits = authored ? [authored, ...found.filter((h) => h !== authored)] : found;
    const best = hits[0];
    if (!best || best.via === 'verb-form') {
      const whole = commandText(model, text);
      if (whole || !best) return whole ?? number(model, text);
    }
    // A phrase with two wordings ("Tell me. / Go ahead."): the first, the others as alternatives.
    // "He / She is at home" is one wording with a choice of its first word, not two wordings ("He" alone).
    const parts = (aloneVerb(best) ?? best.en ?? best.item.en[0]!).split(' / ');
    const [english = '', ...others] =
      parts.length === 2 && !/\s/.test(parts[0]!) && /\s/.test(parts[1]!)
        ? [`${parts[0]}/${parts[1]!.charAt(0).toLowerCase()}${parts[1]!.slice(1)}`]
        : parts;
    return {
      translated_text: capitalise(plainGloss(english), text),
      direction: 'rw-en',
      method: 'exact',
      confidence: best.item.reviewed && best.sure ? CONFIDENCE.translationSure : CONFIDENCE.translationUnsure,
      alternatives: uniq(
        [
          ...others,
          ...best.item.en.slice(best.en ? 0 : 1),
          ...hits.slice(1, 4).map((h) => h.en ?? h.item.en[0]!),
        ],
        english,
      ),
      glosses: [{ source: text.trim(), target: english }],
    };
  },
  knownPhrase(model, words) {
    const hit = exactKinyarwanda(model, words.join(' ')).find((h) => h.via === 'phrase' || isPhrase(h.item));
    return hit
      ? { target: plainGloss(hit.en ?? hit.item.en[0]!), reviewed: hit.item.reviewed && hit.sure }
      : null;
  },
  isWord: (model, key) => ['lemma', 'phrase'].includes(exactKinyarwanda(model, key)[0]?.via ?? ''),
  knows: (model, word) => exactKinyarwanda(model, word).length > 0,
  fuzzyTarget: (hit) => hit.item.en[0]!,
  // The sentence frames read back: Nkomoka mu Bufaransa → I am from France.
  sentence: (model, text) => readFrame(model, text, (slot) => readNoun(model, slot)),
  readsAcrossPhrases,
  compose: (model, text, learned) => compose(composer, 'rw-en', model, text, learned),
};
