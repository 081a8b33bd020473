// English → Kinyarwanda: the exact phrase, the phrasebook's phrases, and word by word as an ordered list of
// small named rules (RULES: "to-be", "possessive-after-noun", "count-after-noun", "adjective-after-noun"…),
// each reading one English construction and saying it in Kinyarwanda order with the agreement it needs.
import { CONFIDENCE } from '../confidence.ts';
import { expandContractions } from '../contractions.ts';
import { EN_PERSON, englishClause, infinitiveWithObject } from '../english-clause.ts';
import { attestedWhole, placeLocative } from '../locatives.ts';
import { exactEnglish, exactEnglishForm, verbsFirstAfterTo } from '../lookup.ts';
import type { Entry, Item, Model } from '../model.ts';
import {
  adjectiveKind,
  agreeAdjective,
  agreeStem,
  conjugateClass,
  countedForm,
  ENGLISH_POSSESSORS,
  hasBoundStem,
  objectVerbForm,
  PERSONS,
  PLURAL_CLASSES,
  pluralByClass,
  possessive,
  statePresent,
  subjectPrefix,
} from '../morphology.ts';
import { matchKey, words } from '../normalize.ts';
import {
  countNoun,
  englishNumberRun,
  numberToKinyarwanda,
  parseDigits,
  parseEnglishNumber,
} from '../numbers.ts';
import { demonstrative, NOUN_CLASSES, nounClass, POINTING, type Variants } from '../rules/classes.ts';
import { afterLocative, connective, DROPS_INITIAL_VOWEL, dropInitialVowel, negate } from '../rules/sounds.ts';
import { ADDRESSEE_NOTE, type SentenceResult, sentenceFromFrame } from './frames.ts';
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
  type Rule,
  type Translator,
  take,
  uniq,
} from './shared.ts';

/** An English verb and its particle, as an order is typed ("sit down", "come in", "wake up"). */
const PARTICLE_VERB = /^[a-z]+ (?:down|up|in|out|away|back|off|over|around)$/;

/** English words that Kinyarwanda does not write as separate words (articles, the copula before -ing). */
const EN_SILENT = new Set(['a', 'an', 'the', 'am', 'is', 'are']);

/**
 * A common noun after "in" (mu) or "at"/"to" (ku), without its initial vowel (afterLocative). Some places are
 * "at" inside (at home: mu rugo): where the shipped Kinyarwanda has the noun after mu and never after ku, mu.
 */
function commonLocative(model: Model, english: string, form: string): string {
  const noun = afterLocative(form);
  if (['in', 'into', 'inside'].includes(english)) return `mu ${noun}`;
  return !attestedWhole(model.evidence, `ku ${noun}`) && attestedWhole(model.evidence, `mu ${noun}`)
    ? `mu ${noun}`
    : `ku ${noun}`;
}

/** Verbs of going, whose "to" is a place: go to school, went to the market, come back to Kigali. */
const GOING =
  /^(?:go|goes|going|gone|went|come|comes|coming|came|back|return|returns|returned|walk|walked|run|ran|travel|travelled|traveled|drive|drove|move|moved|send|sent|take|took|bring|brought)$/;

/**
 * "na abana" → "n'abana": Kinyarwanda writes na (and, with) elided before a vowel; and after the locatives mu
 * and ku a noun loses its initial vowel: mu inzu → mu nzu, ku ameza → ku meza, mu umujyi → mu mujyi (but an i
 * that is the whole class prefix stays: ku isoko, mu ishuri; afterLocative).
 */
function elide(text: string): string {
  return text
    .replace(/\bna ([aeiou])/gi, "n'$1")
    .replace(
      /\b(mu|ku) ([aeiou][a-z]{2,})/gi,
      (_, locative: string, noun: string) => `${locative} ${afterLocative(noun)}`,
    );
}

/** Noun prefixes that only one class has: the class a noun form shows by its prefix alone. */
const CLASS_BY_PREFIX: readonly [RegExp, number][] = [
  [/^aba/, 2],
  [/^imi/, 4],
  [/^ama/, 6],
  [/^i(?:ki|gi|cy)/, 7],
  [/^i(?:bi|by)/, 8],
  [/^ur[uw]/, 11],
  [/^a(?:ka|ga)/, 12],
  [/^utu/, 13],
  [/^ub[uw]/, 14],
];

function classByPrefix(form: string): number | undefined {
  const lower = form.toLowerCase();
  return CLASS_BY_PREFIX.find(([prefix]) => prefix.test(lower))?.[1];
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

/**
 * An English word or phrase → Kinyarwanda, in the plural when the English was plural (children → abana), and
 * whether that form is sure: an authored plural, or a rule-made one the evidence attests. A noun with no
 * plural the tutor can make keeps its singular, unsure.
 */
function englishWordForm(model: Model, source: string): { form: string; sure: boolean } | undefined {
  const { hits, plural } = exactEnglishForm(model, source);
  const best = verbsFirstAfterTo(source, hits)[0]?.item;
  if (!best) return undefined;
  const entry = best.entry;
  if (plural && entry?.pos === 'noun') {
    if (entry.plural !== undefined) return { form: entry.plural, sure: true };
    const guess = entry.class !== undefined ? pluralByClass(entry.rw, entry.class, model.evidence) : null;
    // An unattested rule plural is still the best reading; its confidence says it is unsure.
    return guess ? { form: guess.plural, sure: guess.sure } : { form: entry.rw, sure: false };
  }
  return { form: best.rw, sure: true };
}

const englishWord = (model: Model, source: string) => englishWordForm(model, source)?.form;

/** Whether `tokens` from `start` begin an English gloss of at least `min` words, as written. */
function phraseAt(model: Model, tokens: string[], start: number, min: number): boolean {
  for (let n = Math.min(model.longestKey, tokens.length - start); n >= min; n--)
    if (model.en.has(matchKey(tokens.slice(start, start + n).join(' ')))) return true;
  return false;
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
  // "all the children are eating": a subject with "all" is the noun and -ose (abana bose bararya). The word
  // after it must then read as the verb ("all the people work"), so it is not a second noun.
  const all = quantified(model, tokens, start, true);
  // "my mother is cooking" → mama wanjye arateka: a possessive after the noun (not before a phrase the
  // content knows, as "my name is").
  const owner = all || phraseAt(model, tokens, start, 3) ? undefined : ENGLISH_POSSESSORS.get(tokens[start]!);
  const article = !all && (owner !== undefined || ['the', 'a', 'an'].includes(tokens[start]!)) ? 1 : 0;
  const subject = all ? all.length : article + 1;
  const word = tokens[start + article];
  if (!word || !tokens[start + subject]) return null;
  const noun = all ? { form: all.target, nounClass: all.nounClass } : englishNoun(model, word);
  if (!noun) return null;
  const owned = owner === undefined ? '' : possessive(noun.nounClass, owner);
  if (owned === null) return null;
  const human = noun.nounClass === 1 || noun.nounClass === 2;
  const plural = noun.nounClass === 2 || PLURAL_CLASSES.has(noun.nounClass);
  // Read the rest as if its subject were a pronoun ("it is eating"), then give the verb the noun's class.
  const pronoun = plural ? 'they' : human ? 'he' : 'it';
  const rest = [pronoun, ...tokens.slice(start + subject)];
  const clause = englishClause(model, rest, 0);
  if (!clause) return null;
  let form = clause.verb.form;
  const row = NOUN_CLASSES.get(noun.nounClass);
  if (!human && clause.object && row) {
    // "the dog sees me" → imbwa irambona: the object marker inside a verb agreeing with the noun's class.
    const verb = {
      stem: clause.entry.stem!,
      perfective: clause.entry.perfective,
      stative: clause.entry.stative,
    };
    const agreed = objectVerbForm(
      row.subject,
      false,
      clause.object.marker,
      verb,
      clause.verb.tense,
      clause.verb.negative,
      clause.object.disjoint,
    );
    if (!agreed) return null;
    form = agreed;
  } else if (!human) {
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
  return { target: `${noun.form}${owned ? ` ${owned}` : ''} ${form}`, length: subject - 1 + clause.length };
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
 * "To be" made negative (grammar/negation.yaml): ni → si, the first person ndi → sindi, the others nti- before
 * the subject (uri → nturi, ari → ntari, turi → ntituri, bari → ntibari).
 */
function notBe(form: string): string {
  if (form === 'ni') return 'si';
  if (form === 'ndi') return 'sindi';
  return negate(form);
}

/**
 * An English subject for "to be": a pronoun (person) or a noun phrase ("the house", "my mother") with its
 * Kinyarwanda form and class, and how many tokens it took.
 */
interface BeSubject {
  person?: string;
  noun?: string;
  nounClass: number;
  length: number;
  /** "this", "these" alone: the demonstrative agrees with what is said of it (iki ni igitabo, ibi ni byiza). */
  pointed?: { near: boolean; plural: boolean };
  /** "it": a thing, not a person (ni byiza "it is good", birahenze "it is expensive"). */
  thing?: boolean;
}

/**
 * The class a thing pointed at or "it" takes before an adjective, with no noun to agree with: "this" and
 * "that" the thing of class 7 (iki ni cyiza), "these", "those" and "it" the things of class 8 (ibi ni byiza,
 * ni byiza: the lexicon's own "Ni byiza." for "It's good").
 */
function pointedClass(subject: BeSubject): number {
  if (subject.pointed) return subject.pointed.plural ? 8 : 7;
  return subject.thing ? 8 : subject.nounClass;
}

/** The subject concord of a person or a class, for a verb form agreeing with the subject. */
function subjectConcord(subject: BeSubject, nounClass: number): Variants | undefined {
  if (subject.person && !subject.thing)
    return PERSONS.find((p) => p.key === subject.person)?.subject ?? undefined;
  return NOUN_CLASSES.get(nounClass)?.subject;
}

function beSubject(model: Model, tokens: string[], start: number): BeSubject | null {
  const pointing = POINTING.get(tokens[start]!);
  if (pointing) {
    // "this is good" (the demonstrative alone), "this house is big" → iyi nzu ni nini (before the noun,
    // which drops its initial vowel).
    if (['am', 'is', 'are'].includes(tokens[start + 1]!))
      return { nounClass: pointing.plural ? 8 : 7, length: 1, pointed: pointing };
    const noun = tokens[start + 1] ? englishNoun(model, tokens[start + 1]!) : null;
    const pointer = noun ? demonstrative(noun.nounClass, pointing.near) : undefined;
    if (!noun || !pointer) return null;
    return { noun: `${pointer} ${dropInitialVowel(noun.form)}`, nounClass: noun.nounClass, length: 2 };
  }
  const person = EN_PERSON.get(tokens[start]!);
  if (person)
    return {
      person,
      nounClass: person.endsWith('pl') ? 2 : 1,
      length: 1,
      ...(tokens[start] === 'it' ? { thing: true } : {}),
    };
  // "all the children are …": the noun and -ose (abana bose bari i Kigali); beClause wants "to be" next.
  const all = quantified(model, tokens, start, true);
  if (all) return { noun: all.target, nounClass: all.nounClass, length: all.length };
  const owner = ENGLISH_POSSESSORS.get(tokens[start]!);
  const determiner = owner !== undefined || ['the', 'a', 'an'].includes(tokens[start]!) ? 1 : 0;
  const noun = tokens[start + determiner] ? englishNoun(model, tokens[start + determiner]!) : null;
  if (!noun) return null;
  const owned = owner !== undefined ? possessive(noun.nounClass, owner) : null;
  // "the name of the child is …" → izina ry'umwana ni …: the subject is the noun before "of".
  const of = owned ? null : connectiveAt(model, tokens, start + determiner + 1);
  return {
    noun: owned ? `${noun.form} ${owned}` : of ? `${noun.form} ${of.target}` : noun.form,
    nounClass: noun.nounClass,
    length: determiner + 1 + (of?.length ?? 0),
  };
}

/**
 * What beClause made: the Kinyarwanda, the tokens it took, and for the kinds a sentence of its own is made
 * of (sentenceOfClause) the kind and the entries it rests on.
 */
interface Said {
  target: string;
  length: number;
  kind?: 'state' | 'quality' | 'object' | 'question';
  items?: Item[];
  alternatives?: string[];
}

/** "tired" → kunanirwa ("be tired"): a verb glossed "be" + the word, whose perfective says the state. */
function stateVerb(model: Model, word: string): (Item & { entry: Entry }) | undefined {
  return exactEnglish(model, `be ${word}`).find(
    (h) => h.item.entry?.pos === 'verb' && h.item.entry.perfective !== undefined,
  )?.item as (Item & { entry: Entry }) | undefined;
}

/**
 * A state or a verb-derived quality as a statement: -ra- and the perfective (turananiwe, birahenze), and not
 * with ntabwo before the form without -ra- (ntabwo tunaniwe, ntabwo bihenze).
 */
function sayState(concord: Variants, firstPerson: boolean, perfective: string, not: boolean): string {
  const form = statePresent(concord, firstPerson, perfective, false, !not);
  return not ? `ntabwo ${form}` : form;
}

/**
 * "she is a teacher" → ni umwarimu, "we are teachers" → turi abarimu, "I am in Kigali" → ndi i Kigali, "my
 * mother is a teacher" → mama wanjye ni umwarimu, "the house is big" → inzu ni nini, "the book is in Kigali"
 * → igitabo kiri i Kigali.
 */
function beClause(model: Model, tokens: string[], start: number): Said | null {
  // "are you a teacher?": the question puts "to be" first; Kinyarwanda asks with the statement's order.
  if (['am', 'is', 'are'].includes(tokens[start]!) && EN_PERSON.has(tokens[start + 1]!)) {
    const swapped = [...tokens];
    swapped[start] = tokens[start + 1]!;
    swapped[start + 1] = tokens[start]!;
    return beClause(model, swapped, start);
  }
  const subject = beSubject(model, tokens, start);
  const be = subject ? start + subject.length : -1;
  if (!subject || !['am', 'is', 'are'].includes(tokens[be]!)) return null;
  // "this is a book" → iki ni igitabo, "these are my children" → aba ni abana banjye: the demonstrative alone
  // agrees with what is said of it.
  const leadFor = (nounClass: number) =>
    subject.pointed
      ? `${demonstrative(nounClass, subject.pointed.near)} `
      : subject.noun
        ? `${subject.noun} `
        : '';
  const lead = leadFor(pointedClass(subject));
  // "I am not a teacher" → sindi umwarimu, "it is not big" → si nini, "she is not in Kigali" → ntari i Kigali.
  const not = tokens[be + 1] === 'not';
  let k = be + (not ? 2 : 1);
  const located = () => {
    const affirmative = subject.person
      ? BE_PLACE.get(subject.person)!
      : `${subjectPrefix(subject.nounClass) ?? ''}ri`;
    return not ? notBe(affirmative) : affirmative;
  };
  // "she is not here" → ntari hano, "my house is over there" → inzu yanjye iri hariya: an adverb of place;
  // "their house is far" → inzu yabo iri kure, when far or near ends the sentence (not "near the market").
  const there = tokens[k] === 'over' || (tokens[k] === 'far' && tokens[k + 1] === 'away') ? 2 : 1;
  const last = tokens[k + there - 1] ?? '';
  const placed = /^(?:here|there)$/.test(last) || (/^(?:far|away|near)$/.test(last) && !tokens[k + there]);
  const adverb = placed
    ? exactEnglish(model, tokens.slice(k, k + there).join(' ')).find((h) => h.item.entry?.pos === 'adverb')
    : undefined;
  if (adverb) return { target: `${lead}${located()} ${adverb.item.rw}`, length: k + there - start };
  // "the school is near the market" → ishuri riri hafi y'isoko: hafi and the connective ya (y' before a vowel).
  if (tokens[k] === 'near' && tokens[k + 1]) {
    const article = ['the', 'a', 'an'].includes(tokens[k + 1]!) ? 1 : 0;
    const noun = tokens[k + 2 + article] ? null : englishNoun(model, tokens[k + 1 + article] ?? '');
    const named = article || noun ? null : placeLocative(model, tokens[k + 1]!, { known: true });
    const what = noun?.form ?? (named ? tokens[k + 1]!.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : null);
    if (what) {
      const near = /^[aeiou]/i.test(what) ? `hafi y'${what}` : `hafi ya ${what}`;
      return { target: `${lead}${located()} ${near}`, length: k + 2 + article - start };
    }
  }
  if (['in', 'at'].includes(tokens[k]!) && tokens[k + 1]) {
    // "in the house" → mu nzu, "at school" → ku ishuri: mu or ku before a common noun without its initial
    // vowel (grammar/locatives.yaml, afterLocative); a name takes its own locative (i Kigali).
    const article = ['the', 'a', 'an'].includes(tokens[k + 1]!) ? 1 : 0;
    const named = article ? null : placeLocative(model, tokens[k + 1]!, { known: true });
    const noun = tokens[k + 1 + article];
    const inside =
      !named && noun && !nounAt(model, tokens, k + 2 + article) ? englishNoun(model, noun) : null;
    const place = named ?? (inside ? { form: commonLocative(model, tokens[k]!, inside.form) } : null);
    if (inside) k += article;
    return place ? { target: `${lead}${located()} ${place.form}`, length: k + 2 - start } : null;
  }
  const affirmative = subject.person ? BE_IDENTITY.get(subject.person)! : 'ni';
  const identity = not ? notBe(affirmative) : affirmative;
  // "we are tired" → turananiwe, "we are not tired" → ntabwo tunaniwe: a state said by a verb's perfective.
  const state = tokens[k] && !subject.pointed && !subject.thing ? stateVerb(model, tokens[k]!) : undefined;
  const concord = subjectConcord(subject, subject.nounClass);
  if (state && concord) {
    const form = sayState(concord, subject.person === '1sg', state.entry.perfective!, not);
    return { target: `${lead}${form}`, length: k + 1 - start, kind: 'state', items: [state] };
  }
  // "the house is big": an adjective predicate agrees with the subject's class.
  const adjective = tokens[k]
    ? exactEnglish(model, tokens[k]!).find(
        (h) => h.item.entry?.pos === 'adjective' && h.item.rw.startsWith('-'),
      )
    : undefined;
  if (adjective) {
    const nounClass = pointedClass(subject);
    const kind = adjectiveKind(adjective.item.rw.replace(/^-/, ''), adjective.item.entry?.agreement);
    const said = subjectConcord(subject, nounClass);
    // "the tea is hot" → icyayi kirashyushye, "it is expensive" → birahenze: a verb-derived adjective is a
    // verb form of its own, with no ni (amazi arakonje, not amazi ni akonje).
    if (kind === 'verbal' && said) {
      const form = sayState(
        said,
        subject.person === '1sg' && !subject.thing,
        adjective.item.rw.slice(1),
        not,
      );
      return {
        target: `${lead}${form}`,
        length: k + 1 - start,
        kind: 'quality',
        items: [adjective.item],
      };
    }
    const agreed = agreeAdjective(adjective.item.rw, nounClass, {
      kind: adjective.item.entry?.agreement,
      evidence: model.evidence,
    }).form;
    return {
      target: `${lead}${identity} ${agreed}`,
      length: k + 1 - start,
      ...(subject.pointed || subject.thing ? { kind: 'quality' as const, items: [adjective.item] } : {}),
    };
  }
  // "you are my friend" → uri inshuti yanjye: the noun, then its possessive.
  const owner = ENGLISH_POSSESSORS.get(tokens[k]!);
  if (owner !== undefined && tokens[k + 1]) {
    const owned = englishNoun(model, tokens[k + 1]!);
    const form = owned ? possessive(owned.nounClass, owner) : null;
    return owned && form
      ? { target: `${leadFor(owned.nounClass)}${identity} ${owned.form} ${form}`, length: k + 2 - start }
      : null;
  }
  if (['a', 'an', 'the'].includes(tokens[k]!)) k++;
  // "you are a good teacher" → uri umwarimu mwiza: the noun, then the adjective agreeing with it.
  const quality = tokens[k + 1]
    ? exactEnglish(model, tokens[k]!).find(
        (h) => h.item.entry?.pos === 'adjective' && h.item.rw.startsWith('-'),
      )
    : undefined;
  const described = quality ? englishNoun(model, tokens[k + 1]!) : null;
  if (quality && described) {
    const agreed = agreeAdjective(quality.item.rw, described.nounClass, {
      kind: quality.item.entry?.agreement,
      evidence: model.evidence,
    }).form;
    return {
      target: `${leadFor(described.nounClass)}${identity} ${described.form} ${agreed}`,
      length: k + 2 - start,
    };
  }
  // Only a word whose main reading is a noun: "I am fine" is not "I am a fine (amande)".
  const word = tokens[k];
  const noun =
    word && exactEnglish(model, word)[0]?.item.entry?.pos === 'noun' ? englishNoun(model, word) : null;
  return noun
    ? { target: `${leadFor(noun.nounClass)}${identity} ${noun.form}`, length: k + 1 - start }
    : null;
}

/** English question words → the Kinyarwanda one: kuki ("why") opens the question, the others follow the verb. */
const QUESTION_WORDS = new Map(
  Object.entries({
    what: { rw: 'iki', front: false },
    where: { rw: 'he', front: false },
    when: { rw: 'ryari', front: false },
    who: { rw: 'nde', front: false },
    whom: { rw: 'nde', front: false },
    why: { rw: 'kuki', front: true },
  }),
);

/** The English auxiliaries a question opens with, after its question word. */
const QUESTION_AUXILIARIES = new Set(['do', 'does', 'did', 'will', 'am', 'is', 'are']);
/** Those of a question without a question word: "can you help me?" too. */
const YES_NO_AUXILIARIES = new Set([...QUESTION_AUXILIARIES, 'can']);

/**
 * What "can you …?" asks to do, ending the question: the infinitive, with an object pronoun inside it
 * (ushobora kumfasha? "can you help me?", the lexicon's own example), alone (ushobora kuza?) or before one
 * noun (ushobora kuvuga Ikinyarwanda?).
 */
function canQuestion(model: Model, tokens: string[], start: number): { form: string; length: number } | null {
  const asked = ['to', ...tokens.slice(start)];
  const withObject = infinitiveWithObject(model, asked, 0);
  if (withObject?.length === asked.length) return { form: withObject.form, length: asked.length - 1 };
  const article = ['the', 'a', 'an'].includes(asked[2] ?? '') ? 1 : 0;
  if (asked.length < 2 || asked.length > 3 + article) return null;
  // Not "can I have …?", a request (mpa …), which kugira "have, own" does not say.
  const verb =
    asked[1] === 'have'
      ? undefined
      : exactEnglish(model, asked[1]!).find((hit) => hit.item.entry?.pos === 'verb')?.item;
  if (!verb || asked.length === 2) return verb ? { form: verb.rw, length: 1 } : null;
  const object = englishNoun(model, asked[2 + article]!);
  return object ? { form: `${verb.rw} ${object.form}`, length: asked.length - 1 } : null;
}

/**
 * "do you see me?" → urambona?, "will they help us?" → bazadufasha?: a question without a question word is
 * the statement itself (grammar/question-words.yaml: the voice rises). Only a clause whose verb holds an
 * object pronoun, says a state, takes one noun as its object or ends the question; other yes/no questions are
 * left to the phrases and the words.
 */
function yesNoQuestion(model: Model, tokens: string[], start: number): Said | null {
  const aux = tokens[start];
  const who = tokens[start + 1];
  const person = who === undefined || who === 'it' ? undefined : EN_PERSON.get(who);
  if (!aux || !person || !YES_NO_AUXILIARIES.has(aux) || tokens[start + 2] === 'not') return null;
  if (['am', 'is', 'are'].includes(aux)) {
    const state = tokens[start + 2] ? stateVerb(model, tokens[start + 2]!) : undefined;
    const concord = PERSONS.find((p) => p.key === person)!.subject;
    return state
      ? {
          target: statePresent(concord, person === '1sg', state.entry.perfective!, false, true),
          length: 3,
          kind: 'question',
          items: [state],
        }
      : null;
  }
  const kept = aux === 'do' || aux === 'does' ? 0 : 1;
  const statement = [who!, ...(kept ? [aux] : []), ...tokens.slice(start + 2)];
  const clause = englishClause(model, statement, 0);
  if (!clause) return null;
  const length = clause.length + 1 - kept;
  if (clause.object) return { target: clause.verb.form, length, kind: 'question', items: [clause.item] };
  // "did you eat?" → wariye?, "will you come?" → uzaza?: the verb alone.
  if (start + length === tokens.length)
    return { target: clause.verb.form, length, kind: 'question', items: [clause.item] };
  const infinitive = aux === 'can' ? canQuestion(model, tokens, start + length) : null;
  if (infinitive)
    return {
      target: `${clause.verb.form} ${infinitive.form}`,
      length: length + infinitive.length,
      kind: 'question',
      items: [clause.item],
    };
  // "do you want water?" → ushaka amazi?, "does she have a car?" → afite imodoka?: the verb before its object
  // (no -ra-), then the noun; the question is the statement said as one.
  const article = ['the', 'a', 'an'].includes(tokens[start + length] ?? '') ? 1 : 0;
  const objectWord = tokens[start + length + article];
  const object =
    objectWord && tokens[start + length + article + 1] === undefined ? englishNoun(model, objectWord) : null;
  return object
    ? {
        target: `${clause.verb.form} ${object.form}`,
        length: length + article + 1,
        kind: 'question',
        items: [clause.item],
      }
    : null;
}

/**
 * "when do you eat?" → urya ryari?, "where does she work?" → akora he?, "who did you see?" → wabonye nde?,
 * "why are you tired?" → kuki unaniwe? (grammar/question-words.yaml): the English question in the statement's
 * order, its verb without -ra- (the question word is what follows it), then the question word, or kuki first.
 * "What" is the verb's object: the form with -ra- (urashaka iki?) where the shipped Kinyarwanda says it so and
 * not the other, or for an English progressive (what are you doing? → urakora iki?). A noun object comes
 * between the verb and the question word (ugura umugati he?). Not a negative question, nor "it".
 */
function questionClause(model: Model, tokens: string[], start: number): Said | null {
  const asked = yesNoQuestion(model, tokens, start);
  if (asked) return asked;
  const wh = QUESTION_WORDS.get(tokens[start]!);
  const aux = tokens[start + 1];
  const who = tokens[start + 2];
  const person = who === undefined || who === 'it' ? undefined : EN_PERSON.get(who);
  if (!wh || !aux || !person || !QUESTION_AUXILIARIES.has(aux) || tokens[start + 3] === 'not') return null;
  const word = exactEnglish(model, tokens[start]!).find((h) => h.item.rw === wh.rw)?.item;
  if (!word) return null;
  const concord = PERSONS.find((p) => p.key === person)!.subject;
  const ask = (said: string, length: number, items: Item[], alternatives: string[] = []): Said => {
    const put = (form: string) => (wh.front ? `${wh.rw} ${form}` : `${form} ${wh.rw}`);
    return {
      target: put(said),
      length,
      kind: 'question',
      items: [...items, word],
      alternatives: alternatives.map(put),
    };
  };
  if (['am', 'is', 'are'].includes(aux)) {
    // "where is she?" → ari he?; "why are you tired?" → kuki unaniwe?
    if (tokens[start + 3] === undefined) return wh.rw === 'he' ? ask(BE_PLACE.get(person)!, 3, []) : null;
    const state = stateVerb(model, tokens[start + 3]!);
    if (state)
      return ask(statePresent(concord, person === '1sg', state.entry.perfective!, false, false), 4, [state]);
  }
  const kept = aux === 'do' || aux === 'does' ? 0 : 1;
  const statement = [who!, ...(kept ? [aux] : []), ...tokens.slice(start + 3)];
  const clause = englishClause(model, statement, 0, { conjoint: true });
  if (!clause) return null;
  const length = 3 + clause.length - 1 - kept;
  if (wh.rw === 'iki') {
    if (clause.length !== statement.length) return null;
    const disjoint = clause.object ? null : englishClause(model, statement, 0);
    if (!disjoint || disjoint.verb.form === clause.verb.form)
      return ask(clause.verb.form, length, [clause.item]);
    const forms = aux === 'do' || aux === 'does' ? [clause, disjoint] : [disjoint, clause];
    const attested = forms.filter((f) => model.evidence.has(`${f.verb.form} iki`));
    const [first, second] =
      attested.length === 1 ? [attested[0]!, forms.find((f) => f !== attested[0])!] : forms;
    return ask(first!.verb.form, length, [clause.item], [second!.verb.form]);
  }
  // A noun object after the verb: "where do you buy bread?" → ugura umugati he?
  const article = ['the', 'a', 'an'].includes(tokens[start + length] ?? '') ? 1 : 0;
  const objectWord = tokens[start + length + article];
  const object =
    objectWord && !clause.object && tokens[start + length + article + 1] === undefined
      ? englishNoun(model, objectWord)
      : null;
  if (object) return ask(`${clause.verb.form} ${object.form}`, length + article + 1, [clause.item]);
  return ask(clause.verb.form, length, [clause.item]);
}

/**
 * Whether the English word at `k` is read as a noun: then the noun before it is not the head of its phrase
 * ("all chest pain" is all of the pain, not of the chest), and no agreement is made with it.
 */
function nounAt(model: Model, tokens: string[], k: number): boolean {
  return tokens[k] !== undefined && exactEnglish(model, tokens[k]!)[0]?.item.entry?.pos === 'noun';
}

/**
 * "all the months" → amezi yose, "the whole day" → umunsi wose, "all of the children" → abana bose: a word
 * whose Kinyarwanda is a bound stem that agrees (-ose), then the noun; the stem follows the noun with its
 * class's form. Null when the noun or that form is not known (the word is then left unsaid, see RULES), or
 * when a noun follows (the head of "all chest pain" is the pain), unless the caller reads it as the verb.
 */
function quantified(
  model: Model,
  tokens: string[],
  start: number,
  verbNext = false,
): { target: string; nounClass: number; length: number } | null {
  const stem = exactEnglish(model, tokens[start]!)[0]?.item.rw;
  if (!stem || !hasBoundStem(stem) || phraseAt(model, tokens, start, 2)) return null;
  let k = start + 1;
  if (tokens[k] === 'of' && tokens[k + 1] === 'the') k += 2;
  else if (tokens[k] === 'the') k += 1;
  const head = verbNext || !nounAt(model, tokens, k + 1);
  const noun = tokens[k] && head ? englishNoun(model, tokens[k]!) : null;
  const agreed = noun ? agreeStem(stem, noun.nounClass) : null;
  return noun && agreed
    ? { target: `${noun.form} ${agreed}`, nounClass: noun.nounClass, length: k + 1 - start }
    : null;
}

/**
 * "every child" → buri mwana: a word after which the noun drops its initial vowel (buri), then the noun.
 * A phrase the lexicon knows ("every day" → buri munsi) comes first.
 */
function everyNoun(model: Model, tokens: string[], start: number): { target: string; length: number } | null {
  const word = exactEnglish(model, tokens[start]!)[0]?.item.rw;
  if (!word || !DROPS_INITIAL_VOWEL.has(matchKey(word)) || phraseAt(model, tokens, start, 2)) return null;
  const noun =
    tokens[start + 1] && !nounAt(model, tokens, start + 2) ? englishNoun(model, tokens[start + 1]!) : null;
  return noun ? { target: `${word} ${dropInitialVowel(noun.form)}`, length: 2 } : null;
}

/** A rule that says a construction found at `c.i` as `target`, taking `length` tokens. */
const says =
  (find: (c: Composition) => { target: string; length: number } | null): Rule<Composition> =>
  (c) => {
    const found = find(c);
    if (!found) return false;
    take(c, c.tokens.slice(c.i, c.i + found.length).join(' '), found.target, found.length);
    return true;
  };

// "to/in/at Kigali" → i Kigali, "in France" → mu Bufaransa: the place's locative (locatives.ts).
const placeAt = ({ model, tokens, i }: Pick<Composition, 'model' | 'tokens' | 'i'>) => {
  const place =
    ['to', 'in', 'at', 'from'].includes(tokens[i]!) && tokens[i + 1]
      ? placeLocative(model, tokens[i + 1]!, { known: true })
      : null;
  return place ? { target: place.form, length: 2 } : null;
};
const sayPlace: Rule<Composition> = says(placeAt);

// "to the market" → ku isoko, "in the house" → mu nzu, "at work" → ku kazi: a common noun after in, at or to
// is the locative mu (inside) or ku (at, to) before the noun without its initial vowel (afterLocative).
// "To" without an article only after a verb of going ("go to school"): "to work" is also the infinitive.
const commonLocativeAt = ({ model, tokens, i }: Pick<Composition, 'model' | 'tokens' | 'i'>) => {
  const where = tokens[i]!;
  const locative = ['in', 'into', 'inside'].includes(where)
    ? 'mu'
    : ['at', 'to'].includes(where)
      ? 'ku'
      : null;
  if (!locative || phraseAt(model, tokens, i, 2)) return null;
  const article = ['the', 'a', 'an'].includes(tokens[i + 1] ?? '') ? 1 : 0;
  if (where === 'to' && !article && !GOING.test(tokens[i - 1] ?? '')) return null;
  const word = tokens[i + 1 + article];
  // The noun alone (not "in the chest area", where the next word says which) and a noun only: "to eat".
  if (
    !word ||
    exactEnglish(model, word)[0]?.item.entry?.pos !== 'noun' ||
    nounAt(model, tokens, i + 2 + article)
  )
    return null;
  const noun = englishNoun(model, word);
  return noun ? { target: commonLocative(model, where, noun.form), length: 2 + article } : null;
};
const sayCommonLocative: Rule<Composition> = says(commonLocativeAt);

// "my friend" → inshuti yanjye: the possessive follows the noun and agrees with its class.
function possessedAt(model: Model, tokens: string[], i: number): { target: string; length: number } | null {
  const owner = ENGLISH_POSSESSORS.get(tokens[i]!);
  // A phrase the content knows comes first: "my name is" is nitwa.
  if (owner === undefined || !tokens[i + 1] || phraseAt(model, tokens, i, 3)) return null;
  const noun = englishNoun(model, tokens[i + 1]!);
  const owned = noun ? possessive(noun.nounClass, owner) : null;
  return noun && owned ? { target: `${noun.form} ${owned}`, length: 2 } : null;
}
const sayPossessive: Rule<Composition> = says(({ model, tokens, i }) => possessedAt(model, tokens, i));

// "I like this book" → nkunda iki gitabo, "those children" → abo bana: a demonstrative before its noun agrees
// with it, and the noun drops its initial vowel (grammar/demonstratives.yaml), as beSubject says a subject.
const sayPointedNoun: Rule<Composition> = says(({ model, tokens, i }) => {
  const pointing = POINTING.get(tokens[i]!);
  if (!pointing || !tokens[i + 1] || phraseAt(model, tokens, i, 3)) return null;
  const noun = englishNoun(model, tokens[i + 1]!);
  const pointer = noun ? demonstrative(noun.nounClass, pointing.near) : undefined;
  return noun && pointer ? { target: `${pointer} ${dropInitialVowel(noun.form)}`, length: 2 } : null;
});

// "we can help you" → dushobora kugufasha: the infinitive with the object pronoun inside it.
const sayInfinitiveWithObject: Rule<Composition> = says(({ model, tokens, i }) => {
  const said = infinitiveWithObject(model, tokens, i);
  return said ? { target: said.form, length: said.length } : null;
});

// "I work", "we will not eat": a subject pronoun and a verb.
const sayPronounAndVerb: Rule<Composition> = says(({ model, tokens, i }) => {
  const clause = englishClause(model, tokens, i);
  return clause ? { target: clause.verb.form, length: clause.length } : null;
});

// "three hundred", "twenty five (cows)": number words of two words or more, said by the number grammar as
// the chat says them (magana atatu), agreeing with a noun that follows (inka makumyabiri n'eshanu).
const sayNumberWords: Rule<Composition> = says(({ model, tokens, i }) => {
  const run = englishNumberRun(tokens, i);
  if (!run || run.length < 2) return null;
  const next = tokens[i + run.length];
  const noun = next
    ? exactEnglish(model, next).find((h) => h.item.entry?.pos === 'noun')?.item.entry
    : undefined;
  const counted = noun ? countNoun(noun, run.value, model.evidence) : null;
  if (counted) return { target: counted.words, length: run.length + 1 };
  return { target: numberToKinyarwanda(run.value, 'counting', model.evidence).words, length: run.length };
});

// "two books", "3 cows": the noun, then the number agreeing with its class (ibitabo bibiri).
const sayCount: Rule<Composition> = says(({ model, tokens, i }) => {
  const value = parseDigits(tokens[i]!) ?? parseEnglishNumber(tokens[i]!);
  const noun =
    value !== null && tokens[i + 1]
      ? exactEnglish(model, tokens[i + 1]!).find((h) => h.item.entry?.pos === 'noun')?.item.entry
      : undefined;
  const counted =
    noun && value !== null && value <= 1_000_000 ? countNoun(noun, value, model.evidence) : null;
  return counted ? { target: counted.words, length: 2 } : null;
});

// "the number of patients" → umubare w'abarwayi: "of" after a noun is the connective agreeing with that
// noun's class (its possessive concord + a), written elided before a vowel; the article after it is silent.
function connectiveAt(model: Model, tokens: string[], i: number): { target: string; length: number } | null {
  if (tokens[i] !== 'of' || i === 0) return null;
  const owner = englishNoun(model, tokens[i - 1]!);
  const concord = owner ? nounClass(owner.nounClass)?.possessive : undefined;
  if (!concord) return null;
  // "the son of my friend" → umuhungu w'inshuti yanjye: the connective before the owned noun.
  const owned = possessedAt(model, tokens, i + 1);
  if (owned) return { target: connective(concord, owned.target), length: 1 + owned.length };
  const skip = /^(?:the|a|an)$/.test(tokens[i + 1] ?? '') ? 1 : 0;
  const next = tokens[i + 1 + skip];
  const form = next ? englishWordForm(model, next)?.form : undefined;
  if (!form || form.includes(' ') || hasBoundStem(form)) return null;
  return { target: connective(concord, form), length: 2 + skip };
}
const sayConnective: Rule<Composition> = says(({ model, tokens, i }) => connectiveAt(model, tokens, i));

// "the number of children" → umubare w'abana: a noun the lexicon knows, said with its "of" and what follows,
// before a phrase the memory learned ("number of" → umubare) can swallow the connective.
const sayNounOfNoun: Rule<Composition> = says(({ model, tokens, i }) => {
  const noun = tokens[i + 1] === 'of' ? englishNoun(model, tokens[i]!) : null;
  const of = noun ? connectiveAt(model, tokens, i + 1) : null;
  return noun && of ? { target: `${noun.form} ${of.target}`, length: 1 + of.length } : null;
});

// An article or copula is silent, unless it starts a gloss as written ("a lot"); "a big" only matches
// "big" with its article dropped.
const silentArticle: Rule<Composition> = (c) => {
  const { model, tokens, i } = c;
  if (!EN_SILENT.has(tokens[i]!) || model.en.has(matchKey(tokens.slice(i, i + 2).join(' ')))) return false;
  c.glosses.push({ source: tokens[i]!, target: '' });
  c.i += 1;
  return true;
};

// "do they know?", "does she work here?": a question's opening do or does, when the question as a whole is
// not one the clause rules make, says nothing (the question is the statement, its voice rising); not the verb
// "do" (gukora), nor the phrase "do you" (waba, "would you").
const silentQuestionAuxiliary: Rule<Composition> = (c) => {
  const { tokens, i } = c;
  if (i !== 0 || !['do', 'does'].includes(tokens[0]!) || !EN_PERSON.has(tokens[1]!)) return false;
  c.glosses.push({ source: tokens[0]!, target: '' });
  c.i += 1;
  return true;
};

// "big house" → inzu nini: the adjective follows the noun and takes its class prefix.
const sayAdjective: Rule<Composition> = says(({ model, tokens, i }) => {
  const adjective = exactEnglish(model, tokens[i]!).find(
    (h) => h.item.entry?.pos === 'adjective' && h.item.rw.startsWith('-'),
  );
  const noun = tokens[i + 1] ? englishNoun(model, tokens[i + 1]!) : null;
  if (!adjective || !noun) return null;
  const agreed = agreeAdjective(adjective.item.rw, noun.nounClass, {
    kind: adjective.item.entry?.agreement,
    evidence: model.evidence,
  });
  return { target: `${noun.form} ${agreed.form}`, length: 2 };
});

// "new coronavirus", "all countries": an adjective or -ose before a noun only the memory knows (koronavirusi,
// ibihugu), made to agree with the class the noun's prefix shows (ibi- is class 8: ibihugu byose). A guess,
// like the learned noun itself; a prefix that two classes share (umu-, in-) says nothing and is left alone.
const agreeWithMemoryNoun: Rule<Composition> = (c) => {
  const { model, tokens, i } = c;
  const next = tokens[i + 1];
  if (!next || englishNoun(model, next)) return false;
  const stem = exactEnglish(model, tokens[i]!).find(
    (h) => h.item.rw.startsWith('-') && (h.item.entry?.pos === 'adjective' || agreeStem(h.item.rw, 8)),
  )?.item;
  if (!stem) return false;
  const form = learnedTarget(c, 'start', next);
  const nounClass = form && !form.includes(' ') ? classByPrefix(form) : undefined;
  if (!form || nounClass === undefined) return false;
  const agreed =
    stem.entry?.pos === 'adjective'
      ? agreeAdjective(stem.rw, nounClass, { kind: stem.entry.agreement, evidence: model.evidence }).form
      : agreeStem(stem.rw, nounClass);
  if (!agreed) return false;
  guess(c, `${tokens[i]} ${next}`, `${form} ${agreed}`, 2);
  return true;
};

// A number in digits inside a sentence stays in digits, as written Kinyarwanda keeps dates, figures and
// percentages (2020, 3 000 with its groups of three apart, 15%): in the translation memory's pairs a number
// under 1,000 written in digits in English is the same digits in Kinyarwanda 1,710 times in 1,736. Alone,
// a number is asked for its words.
const sayDigits: Rule<Composition> = says(({ tokens, i }) => {
  let length = 1;
  while (/^\d{3}$/.test(tokens[i + length] ?? '')) length++;
  const digits = tokens.slice(i, i + length);
  const value = parseDigits(digits.join(''));
  if (value === null || !/^\d+$/.test(tokens[i]!)) return null;
  if (value >= 1000 || tokens.length > length) return { target: digits.join(' '), length };
  return value <= 1_000_000 ? { target: numberToKinyarwanda(value).words, length } : null;
});

// The longest words the lexicon knows, so "thank you" is not split. A bound stem ("-ose", "-nini") is never
// a word alone: when no rule above gave it the agreement of its noun, it is left unsaid and counts as a word
// not known, as an unknown word does.
const longestKnownWords: Rule<Composition> = (c) => {
  const { model, tokens, i } = c;
  for (let n = Math.min(model.longestKey, tokens.length - i); n >= 1; n--) {
    const source = tokens.slice(i, i + n).join(' ');
    const target = englishWord(model, source);
    if (!target) continue;
    const length = leavesPlace(c, n) ? n - 1 : n;
    const taken = tokens.slice(i, i + length).join(' ');
    if (hasBoundStem(target)) {
      c.glosses.push({ source: taken, target: null });
      c.countable += length;
      c.i += length;
    } else take(c, taken, target, length);
    return true;
  }
  return false;
};

/**
 * "(I want) to go to the market" → kujya ku isoko: a known phrase of going that ends in its preposition (go to →
 * kujya) is said without taking it when a place follows, which says the preposition as its locative (ku isoko).
 * Only a verb of going: "listen to" keeps its preposition.
 */
function leavesPlace(c: Composition, n: number): boolean {
  const at = c.i + n - 1;
  if (n < 2 || !/^(?:to|in|at|into)$/.test(c.tokens[at]!) || !GOING.test(c.tokens[at - 1]!)) return false;
  const place = { model: c.model, tokens: c.tokens, i: at };
  return placeAt(place) !== null || commonLocativeAt(place) !== null;
}

// A word nothing knows stays as it is (a silent one says nothing).
const unknownWordAsWritten: Rule<Composition> = (c) => {
  const token = c.tokens[c.i]!;
  if (EN_SILENT.has(token)) c.glosses.push({ source: token, target: '' });
  else {
    c.glosses.push({ source: token, target: null });
    c.out.push(asWritten(c, token));
    c.countable += 1;
  }
  c.i += 1;
  return true;
};

/**
 * The rules by name, in the order they run; to add one, write it above and add its line where it should run.
 * "To be" first: "the cow is big" is a description, "the cow is eating" (no noun or adjective after "is")
 * falls through to the noun subject and its verb.
 */
const RULES: readonly Named<Rule<Composition>>[] = [
  { name: 'question-word', apply: says(({ model, tokens, i }) => questionClause(model, tokens, i)) },
  { name: 'to-be', apply: says(({ model, tokens, i }) => beClause(model, tokens, i)) },
  { name: 'silent-question-auxiliary', apply: silentQuestionAuxiliary },
  { name: 'noun-subject-and-verb', apply: says(({ model, tokens, i }) => nounClause(model, tokens, i)) },
  { name: 'all-and-noun', apply: says(({ model, tokens, i }) => quantified(model, tokens, i)) },
  { name: 'every-and-noun', apply: says(({ model, tokens, i }) => everyNoun(model, tokens, i)) },
  { name: 'infinitive-with-object', apply: sayInfinitiveWithObject },
  { name: 'place-locative', apply: sayPlace },
  { name: 'common-noun-locative', apply: sayCommonLocative },
  { name: 'possessive-after-noun', apply: sayPossessive },
  { name: 'demonstrative-before-noun', apply: sayPointedNoun },
  { name: 'pronoun-and-verb', apply: sayPronounAndVerb },
  { name: 'number-words', apply: sayNumberWords },
  { name: 'count-after-noun', apply: sayCount },
  { name: 'noun-of-noun', apply: sayNounOfNoun },
  { name: 'of-is-connective', apply: sayConnective },
  { name: 'silent-article', apply: silentArticle },
  { name: 'adjective-after-noun', apply: sayAdjective },
  { name: 'stem-agrees-with-memory-noun', apply: agreeWithMemoryNoun },
  { name: 'memory-phrase', apply: learnedPhrase },
  { name: 'digits-stay-digits', apply: sayDigits },
  { name: 'longest-known-words', apply: longestKnownWords },
  { name: 'memory-word', apply: learnedWord('start') },
  { name: 'unknown-word-as-written', apply: unknownWordAsWritten },
];

/** How each kind of clause is made, for the explanation of a sentence made of one. */
const CLAUSE_PATTERNS = new Map<NonNullable<Said['kind']>, string>([
  [
    'object',
    'subject + tense + object + verb: an object pronoun goes inside the verb (ndamubona, "I see him")',
  ],
  [
    'state',
    'a state is the verb\'s perfective with -ra- (turananiwe, "we are tired"); not: ntabwo + the form without -ra-',
  ],
  [
    'quality',
    'this, that or it + a quality agreeing with the class of the thing meant (iki ni cyiza, birahenze)',
  ],
  ['question', 'the verb without -ra-, then the question word (urya ryari?); kuki ("why") comes first'],
]);

/**
 * A sentence that is one clause of the kinds the frames do not make: an object pronoun inside the verb
 * ("I see him"), a state or quality ("we are not tired", "this is good"), a question with a question word
 * ("when do you eat?"). Sure only when every entry it rests on is reviewed and the shipped Kinyarwanda
 * attests the sentence as it is; otherwise a pattern to check.
 */
function sentenceOfClause(model: Model, typed: string): SentenceResult | null {
  const text = typed.replace(ADDRESSEE_NOTE, ' ').trim();
  const tokens = words(expandContractions(text));
  if (tokens.length < 2) return null;
  const clause = englishClause(model, tokens, 0);
  const said =
    questionClause(model, tokens, 0) ??
    (clause?.object
      ? { target: clause.verb.form, length: clause.length, kind: 'object' as const, items: [clause.item] }
      : beClause(model, tokens, 0));
  if (!said?.kind) return null;
  // "I will see you tomorrow", "I see him every day": a few words after the clause that the lexicon says
  // word by word (ejo, buri munsi) follow it; the sentence is then not sure, however sure the clause.
  const rest = tokens.slice(said.length);
  if (rest.length > MAX_AFTER_CLAUSE) return null;
  const after = rest.length === 0 ? null : compose(composer, 'en-rw', model, rest.join(' '), NO_WORDS);
  if (after && (after.method === 'none' || after.glosses.some((gloss) => gloss.target === null))) return null;
  const end = said.kind === 'question' || /\?\s*$/.test(text) ? '?' : '';
  const tail = after ? ` ${after.translated_text.replace(/[.?!]+$/, '').toLowerCase()}` : '';
  const cap = (form: string) => `${form.charAt(0).toUpperCase()}${form.slice(1)}${tail}${end}`;
  return {
    target: cap(said.target),
    alternatives: (said.alternatives ?? []).map(cap),
    frame: CLAUSE_PATTERNS.get(said.kind)!,
    sure:
      !after &&
      (said.items ?? []).every((item) => item.reviewed) &&
      attestedWhole(model.evidence, said.target),
    glosses: [
      { source: tokens.slice(0, said.length).join(' '), target: said.target },
      ...(after?.glosses ?? []).map((gloss) => ({ source: gloss.source, target: gloss.target ?? '' })),
    ],
  };
}

/** The most words after a clause that a sentence of one clause takes (sentenceOfClause). */
const MAX_AFTER_CLAUSE = 3;

/** No words learned from the memory: what follows a clause is said from the lexicon alone. */
const NO_WORDS: ReadonlyMap<string, string> = new Map();

/** The words the English lookup drops before a word: "the food" and "my food" are found as "food". */
const FUNCTION_WORD_BEFORE = /^(?:to|a|an|the|my|your|his|her|our|their|some) /;

/** The rules' names in the order they run (for tests and for reading). */
export const EN_RW_RULE_NAMES = RULES.map((rule) => rule.name);

const composer: Composer<Composition> = {
  tokens: (text) => words(expandContractions(text)),
  start: (model, tokens) => ({ model, tokens, i: 0, glosses: [], out: [], known: 0, countable: 0 }),
  rules: RULES.map((rule) => rule.apply),
  finish: elide,
};

export const EN_RW: Translator = {
  direction: 'en-rw',
  from: 'en',
  to: 'rw',
  exact(model, text, key) {
    // "three hundred": number words as one number, by the number grammar; sure only as the chat's number is
    // (every part attested in the shipped Kinyarwanda).
    const tokens = words(text);
    const run = englishNumberRun(tokens, 0);
    if (run && run.length === tokens.length && (run.length >= 2 || !model.en.has(key))) {
      const number = numberToKinyarwanda(run.value, 'counting', model.evidence);
      return {
        translated_text: capitalise(number.words, text),
        direction: 'en-rw',
        method: 'exact',
        confidence: number.sure ? CONFIDENCE.number : CONFIDENCE.numberUnattested,
        alternatives: [],
        glosses: [{ source: text.trim(), target: number.words }],
      };
    }
    // "my friend" is inshuti yanjye, not the bare inshuti a gloss match would give (unless a gloss says it).
    const possessed = /^(?:my|your|his|her|its|our|their) \S/.test(key) && !model.en.has(key);
    const hits = possessed ? [] : verbsFirstAfterTo(text, exactEnglish(model, text));
    const best = hits[0]?.item;
    if (!best) return null;
    // "sit down", "come in": a verb with its particle is said as an order, not looked up as the infinitive
    // (the command frame makes Icara, Injira).
    if (best.entry?.pos === 'verb' && PARTICLE_VERB.test(key)) return null;
    // "Eat!", "Sit down (plural)": an exclamation mark or a note of whom it is said to makes an order, which
    // the command frame says (Rya!, Mwicare!); the infinitive (kurya) is not a command.
    if (best.entry?.pos === 'verb' && (/!\s*$/.test(text) || ADDRESSEE_NOTE.test(text))) return null;
    // "beans" → ibishyimbo: an English plural gives the Kinyarwanda plural.
    const word = englishWordForm(model, text);
    const form = word?.form ?? best.rw;
    // A verb typed bare ("Stop", "plays") may be an order or a form of the verb, not only the infinitive
    // the lexicon writes: the infinitive, to check; "to stop" is the infinitive for sure.
    const bareVerb = best.entry?.pos === 'verb' && !/^to /.test(key) && /^(?:ku|gu|kw|gw)/.test(form);
    return {
      translated_text: capitalise(form, text),
      direction: 'en-rw',
      method: 'exact',
      confidence: bareVerb
        ? CONFIDENCE.translationUnsure
        : !word?.sure
          ? CONFIDENCE.translationUnsure
          : best.reviewed
            ? CONFIDENCE.translationSure
            : CONFIDENCE.translationDraftGloss,
      alternatives: uniq(
        hits.slice(1, 5).map((h) => h.item.rw),
        form,
      ),
      glosses: [{ source: text.trim(), target: form }],
    };
  },
  knownPhrase(model, words, before) {
    // "the food", "my food": one word with its article or possessive is not a phrase, whatever that word's
    // translations hold (food → ibyo kurya, said instead of the frame "the food is good" → ibiryo ni byiza).
    // Such a text is a phrase only when a gloss has it as written.
    const text = words.join(' ');
    // "(to) help me" is the infinitive kumfasha, not the order Mfasha a phrase "help me" says.
    const context = before === undefined ? [...words] : [before, ...words];
    const start = context.length - words.length;
    if (infinitiveWithObject(model, context, start)?.length === words.length) return null;
    const oneWord = !/\s/.test(matchKey(text).replace(FUNCTION_WORD_BEFORE, ''));
    const hits = oneWord ? (model.en.get(matchKey(text)) ?? []) : exactEnglish(model, text);
    const hit = hits.find((h) => !h.derived && h.rank === 0 && isPhrase(h.item));
    return hit ? { target: hit.item.rw, reviewed: hit.item.reviewed } : null;
  },
  isWord: (model, key) => exactEnglish(model, key).some((h) => !h.derived),
  knows: (model, word) => exactEnglish(model, word).length > 0,
  fuzzyTarget: (hit) => hit.item.rw,
  sentence: sentenceFromFrame,
  clause: sentenceOfClause,
  compose: (model, text, learned) => compose(composer, 'en-rw', model, text, learned),
};
