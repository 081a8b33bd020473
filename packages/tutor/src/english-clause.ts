// Reading English clauses for translation and answers: a subject pronoun and a verb ("we will not eat", "she
// did not see", "I am learning") → the Kinyarwanda verb form of a lexicon verb, through the verb's English base
// forms (english.ts) and the conjugation rules (morphology.ts).
import { PAST_TO_BASE, participleBases, pastTense } from './english.ts';
import { exactEnglish } from './lookup.ts';
import type { Entry, GlossHit, Item, Model } from './model.ts';
import {
  conjugate,
  objectOn,
  objectVerbForm,
  PERSON_OBJECTS,
  PERSONS,
  type Tense,
  type VerbForm,
} from './morphology.ts';

/** English subject pronoun → person (a Map: the key is the learner's word). */
export const EN_PERSON = new Map<string, VerbForm['person']>(
  Object.entries({
    i: '1sg',
    you: '2sg',
    he: '3sg',
    she: '3sg',
    it: '3sg',
    we: '1pl',
    they: '3pl',
  } as const),
);

/**
 * "learning" → learn, "writing" → write, "works" → work, "worked"/"ate" → work/eat (past): base forms to
 * look up as verb glosses, each with whether the English form was a past tense.
 */
function verbBases(word: string): { base: string; past: boolean }[] {
  const bases = [{ base: word, past: false }];
  const irregular = PAST_TO_BASE.get(word);
  if (irregular && irregular !== word) bases.push({ base: irregular, past: true });
  if (word.endsWith('ing')) {
    for (const base of [word.slice(0, -3), `${word.slice(0, -3)}e`, word.slice(0, -4)])
      bases.push({ base, past: false });
  }
  if (word.endsWith('ied')) bases.push({ base: `${word.slice(0, -3)}y`, past: true });
  if (word.endsWith('ed'))
    bases.push({ base: word.slice(0, -2), past: true }, { base: word.slice(0, -1), past: true });
  if (word.endsWith('s')) bases.push({ base: word.slice(0, -1), past: false });
  // "goes", "watches"; "has" and "does" are the irregular ones.
  if (word.endsWith('es')) bases.push({ base: word.slice(0, -2), past: false });
  if (word === 'has') bases.push({ base: 'have', past: false });
  if (word === 'does') bases.push({ base: 'do', past: false });
  return bases;
}

/** English object pronouns → the person said by an object marker inside the verb (a Map: learner's words). */
const OBJECT_PRONOUNS = new Map<string, VerbForm['person']>(
  Object.entries({ me: '1sg', you: '2sg', him: '3sg', her: '3sg', us: '1pl', them: '3pl' } as const),
);

/** English words that start a clause of their own after "you" ("I think you are"): not an object then. */
const AUXILIARY =
  /^(?:am|is|are|was|were|will|would|can|could|do|does|did|have|has|had|should|must|shall|may|might|not)$/;

/** Prepositions a verb gloss may end with ("go to", "come from"): what follows them is their own. */
const PREPOSITIONS = new Set(['to', 'at', 'for', 'in', 'on', 'from', 'with', 'into', 'of', 'about', 'by']);

/** Particles of a verb gloss that an object pronoun may follow: "wait for you", "look at me". */
const OBJECT_PARTICLES = new Set(['for', 'at']);

/**
 * An object pronoun at `k` ("him", "you all"): its person, how many tokens it takes, and whether a second
 * object follows it (a noun, an article or a possessive: "give me water"). "Her" before a noun is a
 * possessive ("her book") and "you" before a verb is a subject ("I think you are"): no object then.
 */
function objectPronoun(
  model: Model,
  tokens: string[],
  k: number,
): { person: VerbForm['person']; length: number; secondObject: boolean } | null {
  const word = tokens[k];
  if (!word) return null;
  const all = word === 'you' && tokens[k + 1] === 'all';
  const person = all ? '2pl' : OBJECT_PRONOUNS.get(word);
  if (!person) return null;
  const length = all ? 2 : 1;
  const next = tokens[k + length];
  const pos = next === undefined ? undefined : exactEnglish(model, next)[0]?.item.entry?.pos;
  const determiner = next !== undefined && /^(?:a|an|the|my|your|his|her|our|their|some)$/.test(next);
  // "I want you to come": the pronoun is the subject of what follows (ndashaka ko uza), no object marker.
  if (next === 'to') return null;
  if (next !== undefined && (word === 'her' || word === 'you')) {
    if (AUXILIARY.test(next) || pos === 'verb' || (word === 'her' && (pos === 'noun' || determiner)))
      return null;
  }
  return { person, length, secondObject: determiner || pos === 'noun' };
}

/** A lexicon verb the morphology can conjugate (it has a stem). */
const isVerb = (h: GlossHit) => h.item.entry?.pos === 'verb' && h.item.entry.stem !== undefined;

/** "give me": of a word's verbs, the one whose gloss gives to someone (guha "give (to someone)", not gutanga). */
const toSomeone = (verbs: GlossHit[], base: string) =>
  verbs.find((h) => h.item.entry!.en.includes(`${base} (to someone)`));

export interface EnglishClause {
  item: Item;
  entry: Entry;
  verb: VerbForm;
  /**
   * The object pronoun said inside the verb ("I see him" → ndamubona): its person, its marker, and whether the
   * present took -ra- (nothing but an adverb after it).
   */
  object?: { person: VerbForm['person']; marker: string; disjoint: boolean };
  /** How many tokens the clause took ("we will not eat" = 4). */
  length: number;
}

/**
 * An English subject pronoun and verb at `start` ("i work", "we are learning", "they will not eat", "she did
 * not see") → the Kinyarwanda verb form of a lexicon verb, or null.
 */
export function englishClause(
  model: Model,
  tokens: string[],
  start: number,
  options: { conjoint?: boolean } = {},
): EnglishClause | null {
  return presentPerfect(model, tokens, start, options) ?? clauseAt(model, tokens, start, options);
}

/**
 * "I have lost the key" → Natakaje urufunguzo, "she has not eaten" → Ntiyariye: Kinyarwanda says the English
 * present perfect with the past of -a- (grammar/past-tense.yaml), so the clause is read as "I lost the key",
 * "she did not eat". Only before a past participle: "I have a car" is having (mfite imodoka).
 */
function presentPerfect(
  model: Model,
  tokens: string[],
  start: number,
  options: { conjoint?: boolean },
): EnglishClause | null {
  const j = start + 1;
  if (!EN_PERSON.has(tokens[start]!) || !['have', 'has'].includes(tokens[j]!)) return null;
  const negative = tokens[j + 1] === 'not';
  const at = negative ? j + 2 : j + 1;
  const participle = tokens[at];
  if (!participle) return null;
  // "she has got a book" is having, as "she has a book" (afite igitabo), not the past of get.
  if (participle === 'got') {
    const clause = clauseAt(model, [...tokens.slice(0, at), ...tokens.slice(at + 1)], start, options);
    return clause && clause.length > at - start - 1 ? { ...clause, length: clause.length + 1 } : null;
  }
  for (const base of participleBases(participle)) {
    // As the simple past: "i lost …" (one token fewer), or "i did not lose …" (as many).
    const said = negative ? ['did', 'not', base] : [pastTense(base)];
    const rewritten = [...tokens.slice(0, j), ...said, ...tokens.slice(at + 1)];
    const clause = clauseAt(model, rewritten, start, options);
    if (clause && clause.length >= j - start + said.length)
      return { ...clause, length: clause.length + (at + 1 - j - said.length) };
  }
  return null;
}

function clauseAt(
  model: Model,
  tokens: string[],
  start: number,
  options: { conjoint?: boolean },
): EnglishClause | null {
  const person = EN_PERSON.get(tokens[start]!);
  if (!person) return null;
  let j = start + 1;
  let tense: Tense = 'present';
  let negative = false;
  // "I am learning" is progressive: Kinyarwanda keeps -ra- (ndiga Ikinyarwanda) even with an object.
  const progressive = ['am', 'is', 'are'].includes(tokens[j]!);
  if (progressive) j++;
  if (tokens[j] === 'will') {
    tense = 'future';
    j++;
  } else if (tokens[j] === 'did') {
    tense = 'past';
    j++;
  } else if (tokens[j] === 'do' || tokens[j] === 'does') j++;
  if (tokens[j] === 'not') {
    negative = true;
    j++;
  }
  // "I cannot come" → sinshobora kuza: one word for "can not".
  const cannot = tokens[j] === 'cannot' && !negative && tense === 'present';
  if (cannot) negative = true;
  const word = cannot ? 'can' : tokens[j];
  if (!word) return null;
  for (const { base, past } of verbBases(word)) {
    // "I worked" is past; "I did worked" or "I will worked" is not English, so no form for it.
    if (past && tense !== 'present') continue;
    // "go to Kigali": a verb glossed with the particle that follows (kujya "go to") before the bare verb
    // (kugenda "go"); the particle stays for what follows it.
    const particle = tokens[j + 1];
    const withParticle = particle ? exactEnglish(model, `${base} ${particle}`).find(isVerb) : undefined;
    const verbs = exactEnglish(model, base).filter(isVerb);
    const given = !withParticle && objectPronoun(model, tokens, j + 1) ? toSomeone(verbs, base) : undefined;
    const item = (withParticle ?? given ?? verbs[0])?.item;
    const entry = item?.entry;
    if (!item || !entry) continue;
    // "go home", "wake up", "come back": a particle that is no preposition is part of the verb (gutaha,
    // kubyuka, kugaruka) and is not said again after it; nor is "for" (gushaka "look for", gutegereza "wait
    // for": the thing looked for is the verb's object).
    const last = withParticle && (!PREPOSITIONS.has(particle!) || particle === 'for') ? j + 1 : j;
    const wanted: Tense = past ? 'past' : tense;
    // "I see him", "she helped me", "I am waiting for you": the object pronoun goes inside the verb.
    const at = withParticle ? (OBJECT_PARTICLES.has(particle!) ? j + 2 : -1) : j + 1;
    const object = at < 0 ? null : objectPronoun(model, tokens, at);
    // "she loves him", "they help them": a third person is someone else than the subject; "I see me" is not
    // English (the reflexive is "myself").
    if (object && (object.person !== person || person.startsWith('3'))) {
      const disjoint = !options.conjoint && !object.secondObject;
      const marker = PERSON_OBJECTS.get(object.person)!;
      const subject = PERSONS.find((p) => p.key === person)!.subject;
      const verb = { stem: entry.stem!, perfective: entry.perfective, stative: entry.stative };
      const form = objectVerbForm(subject, person === '1sg', marker, verb, wanted, negative, disjoint);
      if (form)
        return {
          item,
          entry,
          verb: { tense: wanted, negative, person, form, sure: model.evidence.has(form) },
          object: { person: object.person, marker, disjoint },
          length: at + object.length - start,
        };
      continue;
    }
    // With an object after it ("I see the cow") the present drops -ra- (mbona inka, not ndabona inka).
    const objectFollows =
      wanted === 'present' && !negative && (options.conjoint || (!progressive && last + 1 < tokens.length));
    const verb = conjugate(entry.stem!, entry.perfective, entry.stative, model.evidence).find(
      (f) =>
        f.person === person &&
        f.tense === wanted &&
        f.negative === negative &&
        Boolean(f.beforeObject) === objectFollows,
    );
    if (verb) return { item, entry, verb, length: last - start + 1 };
  }
  return null;
}

/** English words after which a verb is said as the infinitive: "can help", "want to help". */
const BEFORE_INFINITIVE = new Set(['to', 'can', 'cannot', 'could']);

/**
 * "(can) help you", "(want) to see him" → kugufasha, kumubona: a verb said as the infinitive with an object
 * pronoun inside it (ku + the object marker + the stem, grammar/object-markers.yaml), after "to" or "can". The
 * verb of giving to someone before a pronoun ("to give me" → kumpa). Null for anything else.
 */
export function infinitiveWithObject(
  model: Model,
  tokens: string[],
  start: number,
): { form: string; length: number; item: Item } | null {
  const to = tokens[start] === 'to' ? 1 : 0;
  if (!to && !BEFORE_INFINITIVE.has(tokens[start - 1] ?? '')) return null;
  const base = tokens[start + to];
  const object = base ? objectPronoun(model, tokens, start + to + 1) : null;
  if (!base || !object) return null;
  const verbs = exactEnglish(model, base).filter(isVerb);
  const item = (toSomeone(verbs, base) ?? verbs[0])?.item;
  if (!item?.entry?.stem) return null;
  const marker = PERSON_OBJECTS.get(object.person)!;
  return { form: `ku${objectOn(marker, item.entry.stem)}`, length: to + 1 + object.length, item };
}
