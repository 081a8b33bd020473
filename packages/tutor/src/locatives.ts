// Locatives before a place (grammar/locatives.yaml): mu + the name without its initial vowel where the name
// starts with its class prefix (Ubufaransa → mu Bufaransa, u Rwanda → mu Rwanda), muri before a name with no
// initial vowel (muri Kenya, muri Amerika, muri Canada), and i before a town, which its entry says
// (`locative: i`: i Kigali, i Huye). Used both ways: English "from/in/to X" → the locative, and back.
import type { Evidence } from './confidence.ts';
import { exactEnglish } from './lookup.ts';
import type { Entry, Model } from './model.ts';
import { matchKey } from './normalize.ts';
import { NOUN_CLASSES } from './rules/classes.ts';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The locative phrase of a place name: its entry's authored locative, else mu before a name that starts with
 * its class's prefix and initial vowel (the vowel drops; a class 5 name keeps its i), else muri.
 */
export function locativeOf(name: string, nounClass?: number, authored?: Entry['locative']): string {
  if (authored === 'i') return `i ${name}`;
  // "u Rwanda", "u Burundi": the initial vowel is written apart and drops after mu.
  const apart = name.match(/^[aiu] (\S.*)$/i);
  if (apart) return `mu ${cap(apart[1]!)}`;
  const prefix = nounClass === undefined ? undefined : NOUN_CLASSES.get(nounClass)?.prefix;
  const lower = name.toLowerCase();
  const withVowel = prefix
    ? [prefix.consonant, prefix.vowel].some((p) => p.length > 1 && /^[aiu]/.test(p) && lower.startsWith(p))
    : false;
  if (authored === 'mu' || withVowel) return `mu ${cap(name.slice(1))}`;
  return `muri ${name}`;
}

/** A place the lexicon knows by its English (France, Kigali, the Congo), or undefined. */
export function placeEntry(model: Model, english: string): Entry | undefined {
  const bare = english.replace(/^the\s+/i, '');
  return exactEnglish(model, bare).find(
    (hit) =>
      hit.item.category === 'places' && hit.item.entry?.pos === 'noun' && /^[A-Z]|^u /.test(hit.item.rw),
  )?.item.entry;
}

/**
 * "from/in/to X" for a place name typed in English: the locative phrase, sure only when the place is reviewed
 * and its locative authored or attested as a whole in the shipped Kinyarwanda. A name the lexicon does not
 * know keeps its spelling and takes muri (muri Canada), as a guess.
 */
export function placeLocative(
  model: Model,
  typed: string,
  { known = false }: { known?: boolean } = {},
): { form: string; sure: boolean } | null {
  const entry = placeEntry(model, typed);
  if (!entry) {
    if (known || !/^\p{Lu}[\p{L}' -]*$/u.test(typed.replace(/^the\s+/i, ''))) return null;
    return { form: locativeOf(cap(typed.replace(/^the\s+/i, ''))), sure: false };
  }
  const form = locativeOf(entry.rw, entry.class, entry.locative);
  return {
    form,
    sure:
      entry.status === 'reviewed' && (entry.locative !== undefined || attestedWhole(model.evidence, form)),
  };
}

/** Kinyarwanda locative phrases of every known place → its English name (mu Bufaransa → France). */
const readings = new WeakMap<Model, Map<string, string>>();

/**
 * The English of a locative phrase (mu Bufaransa → France, i Kigali → Kigali, muri Canada → Canada), or
 * undefined: known places by the phrase the lexicon's entry makes, other capitalised names after muri or i.
 */
export function readLocative(model: Model, phrase: string): string | undefined {
  let known = readings.get(model);
  if (!known) {
    known = new Map();
    for (const entry of model.entries)
      if (entry.category === 'places' && entry.pos === 'noun' && /^[A-Z]|^u /.test(entry.rw))
        known.set(matchKey(locativeOf(entry.rw, entry.class, entry.locative)), entry.en[0]!);
    readings.set(model, known);
  }
  const hit = known.get(matchKey(phrase));
  if (hit) return hit;
  const name = phrase.match(/^(?:muri|i) (\p{Lu}[\p{L}'-]*)$/u);
  return name?.[1];
}

/** Whether the whole of a form of one to three words occurs in the shipped Kinyarwanda. */
export function attestedWhole(evidence: Evidence, form: string): boolean {
  const key = matchKey(form);
  return key.split(' ').length <= 3 && evidence.has(key);
}
