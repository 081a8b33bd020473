// Translation en↔rw, from surest to least sure: the exact phrase (lexicon, phrasebook, CLDR calendar), a
// close spelling of a phrase, the TICO-19 translation memory (exact, then near-identical sentences), then
// word-by-word composition. Every result says which it was, so the app can tell a sure translation from a
// literal guess.
import MiniSearch from 'minisearch';
import { CONFIDENCE } from './confidence.ts';
import type { MemoryPair } from './content/load.ts';
import { expandContractions } from './contractions.ts';
import { englishPlural } from './english.ts';
import {
  EN_PERSON,
  englishClause,
  exactEnglish,
  exactEnglishForm,
  exactKinyarwanda,
  fuzzyFind,
} from './lookup.ts';
import { type FormHit, type Model, personGloss } from './model.ts';
import {
  agreeAdjective,
  conjugateClass,
  countedForm,
  PLURAL_CLASSES,
  POSSESSORS,
  pluralByClass,
  possessive,
  subjectPrefix,
} from './morphology.ts';
import { matchKey, similarity, words } from './normalize.ts';
import { agreeingUnit, countNoun, numberToKinyarwanda, parseDigits, parseEnglishNumber } from './numbers.ts';
import { type Direction, type TranslationResult, TutorInputError, type WordGloss } from './types.ts';

export interface Memory {
  pairs: MemoryPair[];
  en: Map<string, MemoryPair[]>;
  rw: Map<string, MemoryPair[]>;
  /** Fuzzy indexes of each side, built on first use. */
  readonly search: {
    readonly en: MiniSearch<{ id: number; text: string }>;
    readonly rw: MiniSearch<{ id: number; text: string }>;
  };
}

export function buildMemory(pairs: MemoryPair[]): Memory {
  const en = new Map<string, MemoryPair[]>();
  const rw = new Map<string, MemoryPair[]>();
  const make = () =>
    new MiniSearch<{ id: number; text: string }>({
      fields: ['text'],
      processTerm: (term) => {
        const key = matchKey(term);
        return key.length > 1 ? key : null;
      },
    });
  let enIndex: MiniSearch<{ id: number; text: string }> | undefined;
  let rwIndex: MiniSearch<{ id: number; text: string }> | undefined;
  const index = (side: 'en' | 'rw') => {
    const built = make();
    built.addAll(pairs.map((pair, id) => ({ id, text: pair[side] })));
    return built;
  };
  const search = {
    get en() {
      enIndex ??= index('en');
      return enIndex;
    },
    get rw() {
      rwIndex ??= index('rw');
      return rwIndex;
    },
  };
  for (const pair of pairs) {
    for (const [map, text] of [
      [en, pair.en],
      [rw, pair.rw],
    ] as const) {
      const key = matchKey(text);
      const list = map.get(key);
      if (list) list.push(pair);
      else map.set(key, [pair]);
    }
  }
  return { pairs, en, rw, search };
}

/** English words that Kinyarwanda does not write as separate words (articles, the copula before -ing). */
const EN_SILENT = new Set(['a', 'an', 'the', 'am', 'is', 'are']);

/**
 * "na abana" → "n'abana": Kinyarwanda writes na (and, with) elided before a vowel; and after the locatives mu
 * and ku a noun loses its initial vowel: mu inzu → mu nzu, ku ameza → ku meza, mu umujyi → mu mujyi.
 */
function elide(text: string): string {
  return text.replace(/\bna ([aeiou])/gi, "n'$1").replace(/\b(mu|ku) [aeiou](?=[a-z]{2})/gi, '$1 ');
}

/** An English noun → its Kinyarwanda form (plural when the English is) and that form's class, or null. */
function englishNoun(model: Model, word: string): { form: string; nounClass: number } | null {
  const { hits, plural } = exactEnglishForm(model, word);
  const entry = hits.find((h) => h.item.entry?.pos === 'noun' && h.item.entry.class !== undefined)?.item
    .entry;
  if (!entry) return null;
  const counted = countedForm(entry, plural ? 2 : 1, model.evidence);
  return counted ? { form: counted.form, nounClass: counted.nounClass } : null;
}

/** An English word or phrase → Kinyarwanda, in the plural when the English was plural (children → abana). */
function englishWord(model: Model, source: string): string | undefined {
  const { hits, plural } = exactEnglishForm(model, source);
  const best = hits[0]?.item;
  if (!best) return undefined;
  const entry = best.entry;
  if (plural && entry?.pos === 'noun') {
    const guess =
      entry.plural === undefined && entry.class !== undefined
        ? pluralByClass(entry.rw, entry.class, model.evidence)
        : null;
    // An unattested rule plural is still the best reading; the word-by-word confidence says it is unsure.
    return entry.plural ?? guess?.plural ?? entry.rw;
  }
  return best.rw;
}

/** Distinct texts, ignoring case and punctuation (Mwaramutse and mwaramutse are one), minus `except`. */
function uniq(values: string[], except = ''): string[] {
  const seen = new Set([matchKey(except)]);
  return values.filter((value) => {
    const key = matchKey(value);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function capitalise(text: string, like: string): string {
  return /^[A-Z]/.test(like.trim()) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** An English gloss as a translation: its notes in brackets go ("Kinyarwanda (language)" → "Kinyarwanda"). */
function plainGloss(gloss: string): string {
  const plain = gloss.replace(/\s*\([^)]*\)/g, '').trim();
  return plain === '' ? gloss : plain;
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

const EN_POSSESSORS = new Map(Object.entries({ my: 0, your: 1, his: 2, her: 2, its: 2, our: 3, their: 5 }));

/** Kinyarwanda "to be" → English, by person: ndi i Kigali "I am in Kigali", ni umuganga "he/she is a doctor". */
const RW_BE = new Map<string, string>(
  Object.entries({
    ndi: 'I am',
    uri: 'you are',
    ari: 'he/she is',
    turi: 'we are',
    bari: 'they are',
  }),
);

/** Whether `tokens` from `start` begin an English gloss of at least `min` words, as written. */
function phraseAt(model: Model, tokens: string[], start: number, min: number): boolean {
  for (let n = Math.min(model.longestKey, tokens.length - start); n >= min; n--)
    if (model.en.has(matchKey(tokens.slice(start, start + n).join(' ')))) return true;
  return false;
}

/** "a doctor", "an egg", "teachers": an English noun with the indefinite article it needs. */
function withArticle(gloss: string, plural: boolean): string {
  return plural ? gloss : `${/^[aeiou]/i.test(gloss) ? 'an' : 'a'} ${gloss}`;
}

/** A place name written as in English (Kigali, Musanze): "to/in/at Kigali" is "i Kigali". */
function placeName(model: Model, token: string): string | undefined {
  const hit = exactEnglish(model, token).find(
    (h) => h.item.category === 'places' && /^[A-Z][a-z]+$/.test(h.item.rw),
  );
  return hit && matchKey(hit.item.rw) === matchKey(token) ? hit.item.rw : undefined;
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
 * "the child is eating", "the cows eat grass": an English noun subject and the clause after it → the noun and
 * the verb agreeing with its class (umwana ararya, inka zirya ubwatsi), or null.
 */
function nounClause(
  model: Model,
  tokens: string[],
  start: number,
): { target: string; length: number } | null {
  const article = ['the', 'a', 'an'].includes(tokens[start]!) ? 1 : 0;
  const word = tokens[start + article];
  if (!word || !tokens[start + article + 1]) return null;
  const noun = englishNoun(model, word);
  if (!noun) return null;
  const human = noun.nounClass === 1 || noun.nounClass === 2;
  const plural = noun.nounClass === 2 || PLURAL_CLASSES.has(noun.nounClass);
  // Read the rest as if its subject were a pronoun ("it is eating"), then give the verb the noun's class.
  const pronoun = plural ? 'they' : human ? 'he' : 'it';
  const rest = [pronoun, ...tokens.slice(start + article + 1)];
  const clause = englishClause(model, rest, 0);
  if (!clause) return null;
  let form = clause.verb.form;
  if (!human) {
    const agreed = conjugateClass(
      clause.entry.stem!,
      noun.nounClass,
      clause.entry.perfective,
      clause.entry.stative,
      model.evidence,
    ).find(
      (f) =>
        f.tense === clause.verb.tense &&
        f.negative === clause.verb.negative &&
        Boolean(f.beforeObject) === Boolean(clause.verb.beforeObject),
    );
    if (!agreed) return null;
    form = agreed.form;
  }
  return { target: `${noun.form} ${form}`, length: article + clause.length };
}

/** "to be" by person: what someone is (ndi umwarimu, ni umwarimu) and where (ndi i Kigali, ari i Kigali). */
const BE_IDENTITY = new Map<string, string>(
  Object.entries({
    '1sg': 'ndi',
    '2sg': 'uri',
    '3sg': 'ni',
    '1pl': 'turi',
    '2pl': 'muri',
    '3pl': 'ni',
  }),
);
const BE_PLACE = new Map<string, string>(
  Object.entries({
    '1sg': 'ndi',
    '2sg': 'uri',
    '3sg': 'ari',
    '1pl': 'turi',
    '2pl': 'muri',
    '3pl': 'bari',
  }),
);

/**
 * An English subject for "to be": a pronoun (person) or a noun phrase ("the house", "my mother") with its
 * Kinyarwanda form and class, and how many tokens it took.
 */
function beSubject(
  model: Model,
  tokens: string[],
  start: number,
): { person?: string; noun?: string; nounClass: number; length: number } | null {
  const person = EN_PERSON.get(tokens[start]!);
  if (person) return { person, nounClass: person.endsWith('pl') ? 2 : 1, length: 1 };
  const owner = EN_POSSESSORS.get(tokens[start]!);
  const determiner = owner !== undefined || ['the', 'a', 'an'].includes(tokens[start]!) ? 1 : 0;
  const noun = tokens[start + determiner] ? englishNoun(model, tokens[start + determiner]!) : null;
  if (!noun) return null;
  const owned = owner !== undefined ? possessive(noun.nounClass, owner) : null;
  return {
    noun: owned ? `${noun.form} ${owned}` : noun.form,
    nounClass: noun.nounClass,
    length: determiner + 1,
  };
}

/**
 * "she is a teacher" → ni umwarimu, "we are teachers" → turi abarimu, "I am in Kigali" → ndi i Kigali, "my
 * mother is a teacher" → mama wanjye ni umwarimu, "the house is big" → inzu ni nini, "the book is in Kigali"
 * → igitabo kiri i Kigali.
 */
function beClause(model: Model, tokens: string[], start: number): { target: string; length: number } | null {
  const subject = beSubject(model, tokens, start);
  const be = subject ? start + subject.length : -1;
  if (!subject || !['am', 'is', 'are'].includes(tokens[be]!)) return null;
  const lead = subject.noun ? `${subject.noun} ` : '';
  let k = be + 1;
  if (['in', 'at'].includes(tokens[k]!) && tokens[k + 1]) {
    const place = placeName(model, tokens[k + 1]!);
    const where = subject.person
      ? BE_PLACE.get(subject.person)
      : `${subjectPrefix(subject.nounClass) ?? ''}ri`;
    return place ? { target: `${lead}${where} i ${place}`, length: k + 2 - start } : null;
  }
  const identity = subject.person ? BE_IDENTITY.get(subject.person)! : 'ni';
  // "the house is big": an adjective predicate agrees with the subject's class.
  const adjective = tokens[k]
    ? exactEnglish(model, tokens[k]!).find(
        (h) => h.item.entry?.pos === 'adjective' && h.item.rw.startsWith('-'),
      )
    : undefined;
  if (adjective) {
    const agreed = agreeAdjective(adjective.item.rw, subject.nounClass, {
      kind: adjective.item.entry?.agreement,
      evidence: model.evidence,
    }).form;
    return { target: `${lead}${identity} ${agreed}`, length: k + 1 - start };
  }
  if (['a', 'an', 'the'].includes(tokens[k]!)) k++;
  // Only a word whose main reading is a noun: "I am fine" is not "I am a fine (amande)".
  const word = tokens[k];
  const noun =
    word && exactEnglish(model, word)[0]?.item.entry?.pos === 'noun' ? englishNoun(model, word) : null;
  return noun ? { target: `${lead}${identity} ${noun.form}`, length: k + 1 - start } : null;
}

function wordByWord(model: Model, text: string, direction: Direction): TranslationResult {
  const tokens = words(direction === 'en-rw' ? expandContractions(text) : text);
  const glosses: WordGloss[] = [];
  const out: string[] = [];
  let known = 0;
  let countable = 0;
  // rw-en: what the last word was, so a verb can agree with the noun before it and "cyane" follow a verb.
  let previous:
    | {
        noun?: FormHit;
        verb?: FormHit;
        negator?: number;
        coordinated?: boolean;
        out: number;
        gloss: number;
      }
    | undefined;
  // rw-en: a verb anywhere makes the text a clause (its first noun is "the …" subject), and gives the tense.
  const verbs =
    direction === 'rw-en'
      ? tokens.flatMap((token) =>
          exactKinyarwanda(model, token)
            .filter((h) => h.verb)
            .slice(0, 1),
        )
      : [];
  const clause = verbs.length > 0;
  const tense = verbs.map((h) => h.verb?.tense).find((t) => t !== undefined && t !== 'present');
  let i = 0;
  /** Takes `length` tokens as known, translated as `target`. */
  const take = (source: string, target: string, length: number) => {
    glosses.push({ source, target });
    out.push(target);
    known += length;
    countable += length;
    i += length;
  };
  while (i < tokens.length) {
    if (direction === 'en-rw') {
      // "to be" first: "the cow is big" is a description, "the cow is eating" (no noun or adjective after
      // "is") falls through to the verb clause.
      const be = beClause(model, tokens, i);
      if (be) {
        take(tokens.slice(i, i + be.length).join(' '), be.target, be.length);
        continue;
      }
      const subject = nounClause(model, tokens, i);
      if (subject) {
        const source = tokens.slice(i, i + subject.length).join(' ');
        take(source, subject.target, subject.length);
        continue;
      }
      const place =
        ['to', 'in', 'at'].includes(tokens[i]!) && tokens[i + 1]
          ? placeName(model, tokens[i + 1]!)
          : undefined;
      if (place) {
        const target = `i ${place}`;
        take(`${tokens[i]} ${tokens[i + 1]}`, target, 2);
        continue;
      }
    }
    if (
      direction === 'en-rw' &&
      EN_POSSESSORS.get(tokens[i]!) !== undefined &&
      tokens[i + 1] &&
      // A phrase the content knows comes first: "my name is" is nitwa.
      !phraseAt(model, tokens, i, 3)
    ) {
      // "my friend" → inshuti yanjye: the possessive follows the noun and agrees with its class.
      const noun = englishNoun(model, tokens[i + 1]!);
      const owned = noun ? possessive(noun.nounClass, EN_POSSESSORS.get(tokens[i]!)!) : null;
      if (noun && owned) {
        take(`${tokens[i]} ${tokens[i + 1]}`, `${noun.form} ${owned}`, 2);
        continue;
      }
    }
    if (
      direction === 'rw-en' &&
      (RW_BE.has(matchKey(tokens[i]!)) || matchKey(tokens[i]!) === 'ni') &&
      tokens[i + 1]
    ) {
      // "ndi i Kigali" → "I am in Kigali", "ni umuganga" → "he/she is a doctor".
      const be = matchKey(tokens[i]!);
      const place =
        matchKey(tokens[i + 1]!) === 'i' && tokens[i + 2] ? placeName(model, tokens[i + 2]!) : undefined;
      const noun = place ? undefined : exactKinyarwanda(model, tokens[i + 1]!).find((h) => commonNoun(h));
      if (place && RW_BE.has(be)) {
        take(tokens.slice(i, i + 3).join(' '), `${RW_BE.get(be)} in ${place}`, 3);
        continue;
      }
      if (noun) {
        const plural = noun.via === 'plural' || PLURAL_CLASSES.has(noun.item.entry!.class ?? 1);
        // English says he/she for people whatever their class (inshuti, class 9, "friend").
        const human = noun.item.entry!.class === 1 || ['people', 'family'].includes(noun.item.category);
        const subject = RW_BE.get(be) ?? (plural ? 'they are' : human ? 'he/she is' : 'it is');
        const gloss = plainGloss(noun.en ?? noun.item.en[0]!);
        // "ni inshuti yanjye" → "he/she is my friend": a possessive after the noun takes the article's place.
        const owner = tokens[i + 2] ? possessiveOwner(tokens[i + 2]!) : undefined;
        if (owner) take(tokens.slice(i, i + 3).join(' '), `${subject} ${owner} ${gloss}`, 3);
        else take(`${tokens[i]} ${tokens[i + 1]}`, `${subject} ${withArticle(gloss, plural)}`, 2);
        continue;
      }
    }
    if (direction === 'en-rw') {
      const clause = englishClause(model, tokens, i);
      if (clause) {
        const source = tokens.slice(i, i + clause.length).join(' ');
        take(source, clause.verb.form, clause.length);
        continue;
      }
    }
    if (direction === 'en-rw') {
      // "two books", "3 cows": the noun, then the number agreeing with its class (ibitabo bibiri).
      const value = parseDigits(tokens[i]!) ?? parseEnglishNumber(tokens[i]!);
      const noun =
        value !== null && tokens[i + 1]
          ? exactEnglish(model, tokens[i + 1]!).find((h) => h.item.entry?.pos === 'noun')?.item.entry
          : undefined;
      const counted =
        noun && value !== null && value <= 1_000_000 ? countNoun(noun, value, model.evidence) : null;
      if (counted) {
        take(`${tokens[i]} ${tokens[i + 1]}`, counted.words, 2);
        continue;
      }
    }
    if (
      direction === 'en-rw' &&
      EN_SILENT.has(tokens[i]!) &&
      // Silent unless it starts a gloss as written ("a lot"); "a big" only matches "big" with its article dropped.
      !model.en.has(matchKey(tokens.slice(i, i + 2).join(' ')))
    ) {
      glosses.push({ source: tokens[i]!, target: '' });
      i += 1;
      continue;
    }
    if (direction === 'en-rw') {
      // "big house" → inzu nini: the adjective follows the noun and takes its class prefix.
      const adjective = exactEnglish(model, tokens[i]!).find(
        (h) => h.item.entry?.pos === 'adjective' && h.item.rw.startsWith('-'),
      );
      const nounWord = tokens[i + 1] ? englishNoun(model, tokens[i + 1]!) : null;
      if (adjective && nounWord) {
        const agreed = agreeAdjective(adjective.item.rw, nounWord.nounClass, {
          kind: adjective.item.entry?.agreement,
          evidence: model.evidence,
        });
        const target = `${nounWord.form} ${agreed.form}`;
        take(`${tokens[i]} ${tokens[i + 1]}`, target, 2);
        continue;
      }
    }
    if (direction === 'rw-en' && i + 1 < tokens.length) {
      // A noun and what follows it, in English order: a numeral ("abana babiri" → "two children") or an
      // adjective agreeing with it ("inzu nini" → "big house").
      const noun = exactKinyarwanda(model, tokens[i]!).find((h) => h.item.entry?.pos === 'noun');
      const value = noun ? agreeingNumeral(tokens[i + 1]!) : undefined;
      const owner = noun ? possessiveOwner(tokens[i + 1]!) : undefined;
      const adjective = noun
        ? exactKinyarwanda(model, tokens[i + 1]!).find((h) => h.via === 'agreement')
        : undefined;
      if (noun && (value !== undefined || owner || adjective)) {
        const gloss = plainGloss(noun.en ?? noun.item.en[0]!);
        const target =
          value !== undefined
            ? `${ENGLISH_NUMBERS[value]} ${value > 1 && noun.via === 'lemma' ? englishPlural(gloss) : gloss}`
            : owner
              ? `${owner} ${gloss}`
              : `${i === 0 && clause && commonNoun(noun) ? 'the ' : ''}${adjective!.en} ${gloss}`;
        take(`${tokens[i]} ${tokens[i + 1]}`, target, 2);
        previous = { noun, out: out.length - 1, gloss: glosses.length - 1 };
        continue;
      }
    }
    let matched = false;
    // Longest known phrase first, so "thank you" and "ni meza" are not split.
    for (let n = Math.min(model.longestKey, tokens.length - i); n >= 1 && !matched; n--) {
      const source = tokens.slice(i, i + n).join(' ');
      let target: string | undefined;
      let hit: FormHit | undefined;
      if (direction === 'en-rw') {
        target = englishWord(model, source);
        if (!target && n === 1) {
          const value = parseDigits(source);
          if (value !== null && value <= 1_000_000) target = numberToKinyarwanda(value).words;
        }
      } else {
        const hits = exactKinyarwanda(model, source);
        // After a noun, the verb form agreeing with its class: inka zirya "cows eat", not "he/she …".
        const nounClass = previous?.noun?.item.entry?.class;
        const agreeing =
          previous?.noun && nounClass !== undefined && nounClass > 2
            ? hits.find((h) => h.verb?.nounClass === nounClass || h.verb?.nounClass === nounClass + 1)
            : undefined;
        hit = agreeing ?? hits[0];
        target = hit ? plainGloss(hit.en ?? hit.item.en[0]!) : undefined;
        if (hit?.verb && previous?.noun && (hit.verb.person === '3sg' || hit.verb.person === '3pl')) {
          // "umwana ararya": after a noun the verb's he/she, it or they is the noun itself ("child eats").
          target = target?.replace(/^(he\/she|they|it) /, '');
          // Class 9 and 10 nouns are spelt alike (inka): a plural verb (zirya) makes the English plural.
          if (
            hit.verb.person === '3pl' &&
            previous.noun.via === 'lemma' &&
            !previous.coordinated &&
            hit.verb.nounClass !== undefined &&
            PLURAL_CLASSES.has(hit.verb.nounClass)
          ) {
            const plural = (text: string) => text.replace(/(\S+)$/, (gloss) => englishPlural(gloss));
            out[previous.out] = plural(out[previous.out]!);
            const nounGloss = glosses[previous.gloss];
            if (nounGloss?.target) nounGloss.target = plural(nounGloss.target);
          }
        }
        if (hit && i === 0 && clause && commonNoun(hit)) target = `the ${target}`;
        // ejo is tomorrow or yesterday: the verb's tense says which.
        if (matchKey(source) === 'ejo' && tense) target = tense === 'past' ? 'yesterday' : 'tomorrow';
        // "ntabwo nkunda": ntabwo before an affirmative verb makes it negative ("I do not love").
        if (hit?.verb && !hit.verb.negative && previous?.negator !== undefined && hit.item.entry) {
          out.splice(previous.negator, 1);
          target = personGloss({ ...hit.verb, negative: true }, hit.item.entry.en[0]!);
        }
        // "nakoze cyane": cyane after a verb is "a lot", not "very".
        if (previous?.verb && matchKey(source) === 'cyane') target = 'a lot';
        // "tuzajya i Kigali": the verb's "go to" already says what the locative i/ku/mu says.
        if (/ to$/.test(out[out.length - 1] ?? '') && ['i', 'ku', 'mu'].includes(matchKey(source)))
          target = '';
      }
      if (target !== undefined && (target !== '' || direction === 'rw-en')) {
        glosses.push({ source, target });
        if (target !== '') out.push(target);
        known += n;
        countable += n;
        i += n;
        matched = true;
        if (direction === 'rw-en') {
          const isNoun = hit?.item.entry?.pos === 'noun' && hit.via !== 'verb-form';
          previous = {
            ...(isNoun ? { noun: hit } : {}),
            ...(hit?.verb ? { verb: hit } : {}),
            ...(matchKey(source) === 'ntabwo' ? { negator: out.length - 1 } : {}),
            out: out.length - 1,
            gloss: glosses.length - 1,
          };
        }
      }
    }
    if (matched) continue;
    const token = tokens[i]!;
    // n'abana = na + abana ("and/with the children"): the elided "na" before a vowel.
    const elided = direction === 'rw-en' ? token.match(/^n'([aeiou].*)$/) : null;
    const rest = elided ? exactKinyarwanda(model, elided[1]!)[0] : undefined;
    if (rest) {
      // "umwarimu n'abana": the second noun takes "the" when the first did (the teacher and the children).
      const the = /^the /.test(out[0] ?? '') && commonNoun(rest) ? 'the ' : '';
      const target = `and ${the}${plainGloss(rest.en ?? rest.item.en[0]!)}`;
      take(token, target, 1);
      // Two nouns joined by na are one plural subject: the verb after them loses its "they", and its
      // plural says nothing about the last noun alone.
      previous = { noun: rest, coordinated: true, out: out.length - 1, gloss: glosses.length - 1 };
      continue;
    }
    if (direction === 'en-rw' && EN_SILENT.has(token)) {
      glosses.push({ source: token, target: '' });
    } else {
      glosses.push({ source: token, target: null });
      out.push(token);
      countable += 1;
    }
    previous = undefined;
    i += 1;
  }
  const coverage = countable === 0 ? 0 : known / countable;
  if (known === 0) {
    return { translated_text: '', direction, method: 'none', confidence: 0, alternatives: [], glosses };
  }
  return {
    translated_text: capitalise(direction === 'en-rw' ? elide(out.join(' ')) : out.join(' '), text),
    direction,
    method: 'word-by-word',
    // A literal composition is a guess at best: never above 0.5, lower as fewer words are known.
    confidence: Math.round((0.1 + 0.4 * coverage) * 100) / 100,
    alternatives: [],
    glosses,
  };
}

/**
 * A typo changes letters within words, not whole prefixes: "murakoze cyanee" is "murakoze cyane", but
 * "sinvuga icyongereza" (I don't speak English, misspelt) is not "uvuga icyongereza" (do you speak English).
 * Word for word, each typed word must be close to the phrase's (similarity ≥ 0.7).
 */
function wordsAlike(typed: string, phrase: string): boolean {
  const a = typed.split(' ');
  const b = phrase.split(' ');
  return a.length !== b.length || a.every((word, i) => similarity(word, b[i]!) >= 0.7);
}

export function translateText(
  model: Model,
  memory: Memory,
  text: string,
  direction: Direction,
): TranslationResult {
  if (direction !== 'en-rw' && direction !== 'rw-en')
    throw new TutorInputError('Direction must be en-rw or rw-en');
  const key = matchKey(text);
  if (key === '') throw new TutorInputError('Please enter some text to translate');
  const toRw = direction === 'en-rw';
  const wordGlosses = () => wordByWord(model, text, direction).glosses;

  // 1. The exact phrase in the lexicon or phrasebook.
  if (toRw) {
    // "my friend" is inshuti yanjye, not the bare inshuti a gloss match would give (unless a gloss says it).
    const possessed = /^(?:my|your|his|her|its|our|their) \S/.test(key) && !model.en.has(key);
    const hits = possessed ? [] : exactEnglish(model, text);
    if (hits[0]) {
      const best = hits[0].item;
      // "beans" → ibishyimbo: an English plural gives the Kinyarwanda plural.
      const form = englishWord(model, text) ?? best.rw;
      return {
        translated_text: capitalise(form, text),
        direction,
        method: 'exact',
        confidence: best.reviewed ? 0.95 : 0.75,
        alternatives: uniq(
          hits.slice(1, 5).map((h) => h.item.rw),
          form,
        ),
        glosses: [{ source: text.trim(), target: form }],
      };
    }
  } else {
    const hits = exactKinyarwanda(model, text);
    if (hits[0]) {
      const best = hits[0];
      const english = best.en ?? best.item.en[0]!;
      return {
        translated_text: capitalise(plainGloss(english), text),
        direction,
        method: 'exact',
        confidence:
          best.item.reviewed && best.sure ? CONFIDENCE.translationSure : CONFIDENCE.translationUnsure,
        alternatives: uniq(
          [...best.item.en.slice(best.en ? 0 : 1), ...hits.slice(1, 4).map((h) => h.en ?? h.item.en[0]!)],
          english,
        ),
        glosses: [{ source: text.trim(), target: english }],
      };
    }
  }

  // 2. The translation memory, sentence for sentence.
  const memoryHits = (toRw ? memory.en : memory.rw).get(key);
  if (memoryHits?.[0]) {
    const targets = uniq(memoryHits.map((pair) => (toRw ? pair.rw : pair.en)));
    return {
      translated_text: targets[0]!,
      direction,
      method: 'memory',
      confidence: 0.85,
      alternatives: targets.slice(1),
      glosses: wordGlosses(),
    };
  }

  // 3. Phrase first: a sentence of several clauses clause by clause, keeping its punctuation; within a clause,
  // the longest phrase the phrasebook knows, wherever it stands, before word by word (so "Good morning, my
  // friend" says Mwaramutse as the phrasebook does, not "igitondo cyiza").
  const phrased = phraseFirst(model, memory, text, direction);
  if (phrased) return phrased;

  // 4. A close spelling of a known phrase ("murakoze cyane" typed "murakoze cyne"): only when some word is
  // not a real word. Every word known means a real sentence, and in Kinyarwanda one prefix apart is another
  // meaning (ndashaka amazi "I want water" is not ndashaka akazi "I want work").
  const length = key.split(' ').length;
  const composed = wordByWord(model, text, direction);
  const typo = composed.method === 'none' || composed.glosses.some((gloss) => gloss.target === null);
  const fuzzy =
    length > 12 || !typo
      ? undefined
      : fuzzyFind({ model }, text, toRw ? 'en' : 'rw', 3).find(
          (hit) => hit.similarity >= 0.8 && wordsAlike(key, matchKey(hit.matched)),
        );
  if (fuzzy) {
    const target = toRw ? fuzzy.item.rw : fuzzy.item.en[0]!;
    return {
      translated_text: capitalise(target, text),
      direction,
      method: 'fuzzy',
      confidence:
        Math.round(Math.min(0.75, fuzzy.similarity - 0.15) * (fuzzy.item.reviewed ? 1 : 0.85) * 100) / 100,
      alternatives: [],
      glosses: [{ source: text.trim(), target }],
    };
  }

  // 5. A near-identical sentence in the memory (only for sentences: short texts match too loosely).
  if (length >= 4 && length <= 80) {
    const search = toRw ? memory.search.en : memory.search.rw;
    const candidates = search.search(key, { combineWith: 'AND', fuzzy: 0.1 }).slice(0, 10);
    let best: { pair: MemoryPair; score: number } | undefined;
    for (const candidate of candidates) {
      const pair = memory.pairs[Number(candidate.id)]!;
      const score = similarity(key, matchKey(toRw ? pair.en : pair.rw));
      if (!best || score > best.score) best = { pair, score };
    }
    if (best && best.score >= 0.85) {
      return {
        translated_text: toRw ? best.pair.rw : best.pair.en,
        direction,
        method: 'memory',
        confidence: Math.round((best.score - 0.2) * 100) / 100,
        alternatives: [],
        glosses: wordGlosses(),
      };
    }
  }

  // 6. Word by word, with the glosses.
  return composed;
}

/** Clause punctuation: a sentence is translated clause by clause, and its punctuation kept. */
const CLAUSE = /([^,;:.!?¿¡]+)([,;:.!?¿¡]*\s*)/g;
const TRAILING = /[,;:.!?¿¡]+$/;

/** What the phrasebook says for these words (a phrase, or a multiword expression or interjection), or null. */
function knownPhrase(
  model: Model,
  words: readonly string[],
  toRw: boolean,
): { target: string; reviewed: boolean } | null {
  const span = words.join(' ');
  const isPhrase = (item: Model['items'][number]) =>
    item.kind === 'phrase' || item.entry?.pos === 'phrase' || item.entry?.pos === 'interjection';
  if (toRw) {
    const hit = exactEnglish(model, span).find((h) => !h.derived && h.rank === 0 && isPhrase(h.item));
    return hit ? { target: hit.item.rw, reviewed: hit.item.reviewed } : null;
  }
  const hit = exactKinyarwanda(model, span).find((h) => h.via === 'phrase' || isPhrase(h.item));
  return hit
    ? { target: plainGloss(hit.en ?? hit.item.en[0]!), reviewed: hit.item.reviewed && hit.sure }
    : null;
}

/** The longest known phrase of two words or more in a clause, leftmost first. */
function longestPhrase(model: Model, words: readonly string[], toRw: boolean) {
  for (let length = Math.min(words.length - 1, model.longestKey); length >= 2; length--) {
    for (let from = 0; from + length <= words.length; from++) {
      const known = knownPhrase(model, words.slice(from, from + length), toRw);
      if (known) return { from, to: from + length, ...known };
    }
  }
  return null;
}

/**
 * Names stay as they are written: words with a capital that do not start the sentence and that the lexicon
 * does not know ("My name is Grace" → Nitwa Grace).
 */
function names(model: Model, words: readonly string[], sentenceStart: boolean, direction: Direction) {
  const isName = (word: string, n: number) =>
    /^\p{Lu}/u.test(word) &&
    !(sentenceStart && n === 0) &&
    (direction === 'en-rw'
      ? exactEnglish(model, word).length === 0
      : exactKinyarwanda(model, word).length === 0);
  if (words.length === 0 || !words.every(isName)) return null;
  const name = words.join(' ');
  return {
    translated_text: name,
    direction,
    method: 'exact',
    confidence: CONFIDENCE.translationSure,
    alternatives: [],
    glosses: [{ source: name, target: name }],
  } satisfies TranslationResult;
}

/**
 * Phrase first (step 3 of translateText): null unless the text has several clauses, or a clause holds a known
 * phrase of two words or more beside other words. Clauses are translated on their own (each through the whole
 * cascade) and joined with the source's punctuation; within a clause the longest known phrase, leftmost, is
 * said as the phrasebook says it and the words around it are translated on their own. The result is as sure
 * as its least sure part, and 'exact' only when every part was found whole.
 */
function phraseFirst(
  model: Model,
  memory: Memory,
  text: string,
  direction: Direction,
): TranslationResult | null {
  const toRw = direction === 'en-rw';
  const source = text.trim();
  const clauses = [...source.matchAll(CLAUSE)].filter((match) => match[1]!.trim() !== '');
  const parts: { result: TranslationResult; after: string }[] = [];
  if (clauses.length > 1) {
    for (const [, clause, punctuation] of clauses) {
      parts.push({ result: translateText(model, memory, clause!, direction), after: punctuation! });
    }
  } else {
    const words = source.replace(TRAILING, '').split(/\s+/);
    const found = words.length >= 3 ? longestPhrase(model, words, toRw) : null;
    if (!found) return null;
    const side = (piece: string[], start: boolean) =>
      piece.length === 0
        ? null
        : (names(model, piece, start, direction) ?? translateText(model, memory, piece.join(' '), direction));
    const phrase: TranslationResult = {
      translated_text: found.target,
      direction,
      method: 'exact',
      confidence: found.reviewed ? CONFIDENCE.translationSure : CONFIDENCE.translationUnsure,
      alternatives: [],
      glosses: [{ source: words.slice(found.from, found.to).join(' '), target: found.target }],
    };
    for (const result of [
      side(words.slice(0, found.from), true),
      phrase,
      side(words.slice(found.to), false),
    ]) {
      if (result) parts.push({ result, after: ' ' });
    }
    parts[parts.length - 1]!.after = source.match(TRAILING)?.[0] ?? '';
  }
  // Each piece as the source has it: a sentence starts with a capital (the first, and after . ! ?), a name
  // keeps its own, other pieces start lower case.
  const translated = parts
    .map(({ result, after }, n) => {
      const piece = result.translated_text.replace(TRAILING, '');
      const startsSentence = n === 0 || /[.!?]/.test(parts[n - 1]!.after);
      const named = result.glosses.length === 1 && result.glosses[0]!.source === piece;
      const cased = startsSentence
        ? piece.charAt(0).toUpperCase() + piece.slice(1)
        : named
          ? piece
          : piece.charAt(0).toLowerCase() + piece.slice(1);
      return `${cased}${after}`;
    })
    .join('')
    .trim();
  return {
    translated_text: translated,
    direction,
    method: 'word-by-word',
    confidence:
      Math.round(Math.min(...parts.map(({ result }) => result.confidence)) * CONFIDENCE.composed * 100) / 100,
    alternatives: [],
    glosses: parts.flatMap(({ result }) => result.glosses),
  };
}
