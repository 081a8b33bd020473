// The sound rules of Kinyarwanda word-building, in one place: vowel coalescence where a prefix meets a
// vowel-initial stem, nti- before a vowel, Dahl's law, nasal assimilation and the glides. Each takes the
// pieces as written and returns the joined spelling; the tables (classes.ts) say which pieces to join.

export const VOWEL_START = /^[aeiou]/;
/** Voiceless consonants: Dahl's law voices k and t before them (igitabo gito, tu → du). */
export const VOICELESS_START = /^(p|t|k|f|s|c|h)/;

/**
 * A verb prefix + stem: the prefix's final a gives way to the stem's first vowel (ra + umva → rumva,
 * ba + iga → biga, na + ize → nize).
 */
export function attach(prefix: string, stem: string): string {
  return VOWEL_START.test(stem) && prefix.endsWith('a') ? prefix.slice(0, -1) + stem : prefix + stem;
}

/**
 * A nominal prefix ending in a (adjective, noun) + a vowel-initial stem: a + i → e (ba + iza → beza,
 * ama + inyo → amenyo), otherwise the a gives way (ama + ato → amato).
 */
export function coalesce(prefix: string, stem: string): string {
  if (!VOWEL_START.test(stem) || !prefix.endsWith('a')) return prefix + stem;
  return stem.startsWith('i') ? `${prefix.slice(0, -1)}e${stem.slice(1)}` : prefix.slice(0, -1) + stem;
}

/**
 * Dahl's law: a prefix ki, ka, ku or tu voices to gi, ga, gu, du when the next consonant is voiceless
 * (igitabo gito, agati gato, ntidukora); other prefixes are unchanged.
 */
export function dahl(prefix: string, stem: string): string {
  if (!VOICELESS_START.test(stem)) return prefix;
  return prefix.replace(/(k|t)([aiu])$/, (_, c: string, v: string) => `${c === 'k' ? 'g' : 'd'}${v}`);
}

/**
 * The nasal n- before a stem, as Kinyarwanda writes it: n + b/p/f/v → mb/mp/mf/mv, n + h → mp, n + r → nd,
 * n + m/n → m/n, n + vowel → ny (nyinshi), otherwise n (nto, nke, nshya).
 */
export function nasal(stem: string): string {
  if (VOWEL_START.test(stem)) return `ny${stem}`;
  if (/^[bpfv]/.test(stem)) return `m${stem}`;
  if (stem.startsWith('m') || stem.startsWith('n')) return stem;
  if (stem.startsWith('h')) return `mp${stem.slice(1)}`;
  if (stem.startsWith('r')) return `nd${stem.slice(1)}`;
  return `n${stem}`;
}

/**
 * The negative nti- before a verb that already has its subject prefix: before a vowel its i drops
 * (nti + ukora → ntukora, nti + aza → ntaza, nti + ikora → ntikora); before a consonant it stays (ntibakora).
 */
export function negate(form: string): string {
  return VOWEL_START.test(form) ? `nt${form}` : `nti${form}`;
}

/**
 * A prefix ending in i or u before a vowel becomes a glide: ki → cy, bi → by, ri → ry, mu → mw, ru → rw,
 * i → y, u → w; a prefix ending in a loses the a (ba → b). Used where a table has no vowel variant.
 */
export function glide(prefix: string): string {
  if (prefix.endsWith('ki')) return `${prefix.slice(0, -2)}cy`;
  if (prefix.endsWith('zi')) return `${prefix.slice(0, -2)}z`;
  if (prefix.endsWith('i')) return `${prefix.slice(0, -1)}y`;
  if (prefix.endsWith('u')) return `${prefix.slice(0, -1)}w`;
  if (prefix.endsWith('a')) return prefix.slice(0, -1);
  return prefix;
}

/** A concord (before consonant / before vowel) joined to a stem, with Dahl's law before a consonant. */
export function withConcord(concord: { consonant: string; vowel: string }, stem: string): string {
  return VOWEL_START.test(stem) ? concord.vowel + stem : dahl(concord.consonant, stem) + stem;
}

/**
 * "of" agreeing with a noun's class: its possessive concord + a, elided before a vowel (umubare w'abarwayi,
 * igikombe cy'icyayi, ibiryo bya mama).
 */
export function connective(concord: string, word: string): string {
  return /^[aeiou]/i.test(word) ? `${concord}'${word}` : `${concord}a ${word}`;
}

/**
 * Words after which a noun loses its initial vowel (content/grammar/initial-vowel.yaml): buri "every" (buri
 * munsi, buri gihe, buri mwaka). Mu, ku and na are elided in the finished text (translate/en-rw.ts).
 */
export const DROPS_INITIAL_VOWEL: ReadonlySet<string> = new Set(['buri']);

/**
 * A noun without its initial vowel (augment), where one drops (DROPS_INITIAL_VOWEL): umwana → mwana, igihe →
 * gihe, ukwezi → kwezi. Only a vowel before a consonant is the augment; any other start is left as it is.
 */
export function dropInitialVowel(noun: string): string {
  return /^[aiu][b-df-hj-np-tv-z]/i.test(noun) ? noun.slice(1) : noun;
}

/**
 * A noun after the locatives mu and ku: it drops its initial vowel (mu nzu, ku meza, mu gitabo, mu modoka),
 * except an i that is its class prefix whole, with no syllable of a prefix after it (ku isoko, mu ishuri,
 * ku isi, mu igeragezwa). In TICO-19's Kinyarwanda, mu or ku comes before a vowel only in that case (over 200
 * times), and never before the vowel of umu-, aba-, ama-, iki-, ibi-, imi- or in-.
 */
export function afterLocative(noun: string): string {
  if (/^i/i.test(noun) && !/^i(?:[kgb][iy]|cy|[mn])/i.test(noun)) return noun;
  return dropInitialVowel(noun);
}
