// Finding what a learner means by a word or phrase: exact matches in either language first (through the
// precomputed maps), then typo-tolerant search. Fuzzy matches carry their similarity so the answer can say
// "did you mean" with a lower confidence instead of asserting a guess.
import { IRREGULAR_SINGULARS } from './english.ts';
import type { FormHit, GlossHit, Item, Model } from './model.ts';
import { editDistance, glossKeys, matchKey } from './normalize.ts';

/** English variants people type for the same gloss: plural "cows" → "cow", "to eat" → "eat". */
function englishKeys(text: string, asWritten: readonly string[] = glossKeys(text)): string[] {
  const keys = new Set(asWritten);
  for (const key of [...keys]) {
    for (const singular of singulars(key)) keys.add(singular);
    keys.add(key.replace(/^(?:my|your|his|her|our|their|some) /, ''));
  }
  return [...keys];
}

/** The singulars an English word may be the plural of: "cows" → cow, "cities" → city, "people" → person. */
function singulars(key: string): string[] {
  const found: string[] = [];
  const irregular = IRREGULAR_SINGULARS.get(key);
  if (irregular) found.push(irregular);
  // Only real plurals lose their s: "is", "bus" and "yes" stay as they are.
  if (key.length >= 5 && key.endsWith('ies')) found.push(`${key.slice(0, -3)}y`);
  if (key.length >= 5 && key.endsWith('es')) found.push(key.slice(0, -2));
  if (key.length >= 4 && key.endsWith('s') && !/(ss|us|is)$/.test(key)) found.push(key.slice(0, -1));
  return found;
}

/**
 * "shoes" written as a gloss of an entry that also has "shoe" (inkweto: shoe, shoes) is still that gloss's
 * plural, when every noun it names carries the singular too: inkweto's plural, class 10, agrees as zitukura.
 */
function pluralOfOwnGloss(key: string, hits: GlossHit[]): boolean {
  const nouns = hits.filter((hit) => hit.item.entry?.pos === 'noun');
  // "fish" and "sheep" are their own singulars: written as such, they are not plural.
  const forms = singulars(key).filter((singular) => singular !== key);
  return (
    forms.length > 0 &&
    nouns.length > 0 &&
    nouns.every((hit) => hit.item.en.some((gloss) => forms.includes(matchKey(gloss))))
  );
}

export function exactEnglish(model: Model, text: string): GlossHit[] {
  return exactEnglishForm(model, text).hits;
}

/** Like exactEnglish, and says whether the English was a plural of the gloss ("children" for "child"). */
export function exactEnglishForm(model: Model, text: string): { hits: GlossHit[]; plural: boolean } {
  const asWritten = glossKeys(text);
  for (const key of englishKeys(text, asWritten)) {
    const hits = model.en.get(key);
    if (hits)
      return {
        hits,
        // A regular plural ends as one does; an irregular one ("people" for "person") is in the table.
        plural: asWritten.includes(key)
          ? pluralOfOwnGloss(key, hits)
          : /(s|men|ren|eet|eeth|ice|eese)$/.test(matchKey(text)) ||
            asWritten.some((written) => IRREGULAR_SINGULARS.get(written) === key),
      };
  }
  return { hits: [], plural: false };
}

/** "to work" asks for the verb (gukora), not a noun glossed "work" (akazi): verbs first after "to". */
export function verbsFirstAfterTo(text: string, hits: GlossHit[]): GlossHit[] {
  if (!/^to \S/.test(matchKey(text))) return hits;
  const isVerb = (hit: GlossHit) => hit.item.entry?.pos === 'verb';
  return [...hits.filter(isVerb), ...hits.filter((hit) => !isVerb(hit))];
}

export function exactKinyarwanda(model: Model, text: string): FormHit[] {
  return model.rw.get(matchKey(text)) ?? [];
}

const STOP_WORDS = new Set(
  'a an the of to in on at for and or is are am be was it this that what which who how do does did you your i me my we they he she with about from by as can could would should will please tell say mean'.split(
    ' ',
  ),
);

export interface FuzzyHit {
  item: Item;
  /** Which side matched and the text it matched. */
  side: 'rw' | 'en';
  matched: string;
  /** 0–1 similarity between what was typed and the matched text. */
  similarity: number;
}

/**
 * A lookup context: the model, and optionally a memo owned by one request (one question), so that the
 * repeated searches of one question are done once and nothing is shared between requests.
 */
export interface Lookup {
  model: Model;
  memo?: Map<string, FuzzyHit[]>;
}

/** A fresh lookup context for one request. */
export const requestLookup = (model: Model): Required<Lookup> => ({ model, memo: new Map() });

interface CandidateKey {
  side: FuzzyHit['side'];
  /** The text shown as matched: the form, or one part of a gloss ("eat" of "eat; consume"). */
  matched: string;
  key: string;
}

/** Each item's texts as the fuzzy search compares them, worked out once per item (they never change). */
const CANDIDATE_KEYS = new WeakMap<Item, readonly CandidateKey[]>();

function candidateKeys(item: Item): readonly CandidateKey[] {
  let keys = CANDIDATE_KEYS.get(item);
  if (keys) return keys;
  const list: CandidateKey[] = [{ side: 'rw', matched: item.rw, key: matchKey(item.rw) }];
  for (const gloss of item.en)
    for (const part of gloss.split(/\s*[/;,]\s*/))
      for (const key of glossKeys(part)) list.push({ side: 'en', matched: part, key });
  keys = list;
  CANDIDATE_KEYS.set(item, keys);
  return keys;
}

/**
 * Typo-tolerant search (MiniSearch, fuzzy 0.2 + prefix), re-ranked by how close the whole typed text is to
 * the whole matched form or gloss, so "inkaa" finds "inka" and "cwo" finds "cow" but "cowboy hat" does not
 * become "cow". Without a side, the best of both sides: the two searches a question may already have made.
 */
export function fuzzyFind(lookup: Lookup, text: string, side?: 'rw' | 'en', limit = 5): FuzzyHit[] {
  const key = matchKey(text);
  if (key.length < 2) return [];
  if (side) return ranked(lookup, key, side).slice(0, limit);
  const seen = new Set<Item>();
  return [...ranked(lookup, key, 'rw'), ...ranked(lookup, key, 'en')]
    .sort(closestFirst)
    .filter((hit) => !seen.has(hit.item) && seen.add(hit.item))
    .slice(0, limit);
}

const closestFirst = (a: FuzzyHit, b: FuzzyHit) =>
  b.similarity - a.similarity || Number(b.item.reviewed) - Number(a.item.reviewed);

/** One side's search, every hit closest first; a request's memo keeps it for the question's other lookups. */
function ranked(lookup: Lookup, key: string, side: 'rw' | 'en'): FuzzyHit[] {
  const { model } = lookup;
  const memoKey = `${side}|${key}`;
  const memo = lookup.memo?.get(memoKey);
  if (memo) return memo;
  // Function words match hundreds of glosses and say nothing about what the learner wants.
  // Only the first words of a long text: a word list is searched for words and phrases, not essays.
  const terms = key
    .split(' ')
    .filter((term) => !STOP_WORDS.has(term))
    .slice(0, 12);
  if (terms.length === 0) return [];
  const results = model.search.search(terms.join(' '), {
    fields: [side],
    // Typos are tolerated in words long enough to have them; short words and long questions match as typed.
    // (MiniSearch counts a swap of two letters as two edits: words of five letters or more may have two.)
    // A word the content knows as it stands is what the learner meant, not a slip: only unknown words are
    // searched for close spellings (the costly part of the search).
    fuzzy: (term) =>
      term.length > 3 && key.length <= 40 && !model.rw.has(term) && !model.en.has(term)
        ? term.length >= 5
          ? 0.4
          : 0.2
        : 0,
    prefix: (term) => term.length >= 3,
    maxFuzzy: 2,
    combineWith: 'OR',
  });
  const hits: FuzzyHit[] = [];
  for (const result of results.slice(0, 30)) {
    const item = model.itemByKey.get(String(result.id));
    if (!item) continue;
    let best: FuzzyHit | undefined;
    for (const candidate of candidateKeys(item)) {
      if (candidate.side !== side) continue;
      // Only a closer text can replace the best so far: its distance must stay under what the best allows.
      const longest = Math.max(key.length, candidate.key.length);
      const allowed = best ? Math.ceil((1 - best.similarity) * longest) - 1 : Number.POSITIVE_INFINITY;
      if (allowed < 0) continue;
      const distance = editDistance(key, candidate.key, allowed);
      if (distance > allowed) continue;
      const score = longest === 0 ? 1 : 1 - distance / longest;
      if (!best || score > best.similarity)
        best = { item, side, matched: candidate.matched, similarity: score };
    }
    if (best) hits.push(best);
  }
  hits.sort(closestFirst);
  lookup.memo?.set(memoKey, hits);
  return hits;
}
