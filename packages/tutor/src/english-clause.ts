// Reading English clauses for translation and answers: a subject pronoun and a verb ("we will not eat", "she
// did not see", "I am learning") → the Kinyarwanda verb form of a lexicon verb, through the verb's English base
// forms (english.ts) and the conjugation rules (morphology.ts).
import { PAST_TO_BASE } from './english.ts';
import { exactEnglish } from './lookup.ts';
import type { Entry, GlossHit, Item, Model } from './model.ts';
import { conjugate, type Tense, type VerbForm } from './morphology.ts';

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

export interface EnglishClause {
  item: Item;
  entry: Entry;
  verb: VerbForm;
  /** How many tokens the clause took ("we will not eat" = 4). */
  length: number;
}

/**
 * An English subject pronoun and verb at `start` ("i work", "we are learning", "they will not eat", "she did
 * not see") → the Kinyarwanda verb form of a lexicon verb, or null.
 */
export function englishClause(model: Model, tokens: string[], start: number): EnglishClause | null {
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
  const word = tokens[j];
  if (!word) return null;
  const isVerb = (h: GlossHit) => h.item.entry?.pos === 'verb' && h.item.entry.stem !== undefined;
  for (const { base, past } of verbBases(word)) {
    // "I worked" is past; "I did worked" or "I will worked" is not English, so no form for it.
    if (past && tense !== 'present') continue;
    // "go to Kigali": a verb glossed with the particle that follows (kujya "go to") before the bare verb
    // (kugenda "go"); the particle stays for what follows it.
    const particle = tokens[j + 1];
    const item = (
      (particle && exactEnglish(model, `${base} ${particle}`).find(isVerb)) ||
      exactEnglish(model, base).find(isVerb)
    )?.item;
    const entry = item?.entry;
    if (!item || !entry) continue;
    const wanted: Tense = past ? 'past' : tense;
    // With an object after it ("I see the cow") the present drops -ra- (mbona inka, not ndabona inka).
    const objectFollows = wanted === 'present' && !negative && !progressive && j + 1 < tokens.length;
    const verb = conjugate(entry.stem!, entry.perfective, entry.stative, model.evidence).find(
      (f) =>
        f.person === person &&
        f.tense === wanted &&
        f.negative === negative &&
        Boolean(f.beforeObject) === objectFollows,
    );
    if (verb) return { item, entry, verb, length: j - start + 1 };
  }
  return null;
}
