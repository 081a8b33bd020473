// Kinyarwanda grapheme-to-phoneme: written Kinyarwanda → IPA segments → espeak-ng phoneme mnemonics for its
// Swahili voice (a Bantu voice with the same five vowels and most of the consonants).
//
// The grapheme table starts from Epitran's kin-Latn map (content/epitran, MIT, © 2016 David Mortensen), read
// as data. Where that coarse map gives an underlying form rather than what a listener hears, OVERRIDES says
// so; the sound changes the map cannot express (nasal place, vowel length before prenasalised stops, the
// velar glide of labialised consonants) are rules over the segments. Everything here is a learner's
// approximation, to be checked by a native speaker (see README "Speech").
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalize } from '../normalize.ts';
import { numberToKinyarwanda } from '../numbers.ts';

export const epitranDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../content/epitran');

/** Multi-character IPA segments (affricates) and the length mark, so "tʃaː" splits as tʃ, aː. */
const AFFRICATES = ['tʃ', 'dʒ'];

/** Splits an IPA string from the map into segments: an affricate, or one letter with its length mark. */
export function ipaSegments(ipa: string): string[] {
  const segments: string[] = [];
  for (let i = 0; i < ipa.length; ) {
    const affricate = AFFRICATES.find((a) => ipa.startsWith(a, i));
    let segment = affricate ?? ipa[i]!;
    i += segment.length;
    if (ipa[i] === 'ː') {
      segment += 'ː';
      i++;
    }
    segments.push(segment);
  }
  return segments;
}

/** Epitran's map as published: grapheme → IPA (header Orth,Phon). */
export function parseEpitranMap(csv: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of csv.split(/\r?\n/).slice(1)) {
    if (!line.trim()) continue;
    const [orth, phon] = line.split(',');
    if (!orth || phon === undefined) throw new Error(`epitran map: bad line "${line}"`);
    map.set(orth.normalize('NFC'), phon.normalize('NFC'));
  }
  return map;
}

/**
 * Where the Epitran map gives an underlying or ambiguous value, the sound a learner should hear. `null`
 * removes a grapheme that the rules below handle in general (nk, nt, ng are nasal + stop like every other
 * prenasalised cluster, and Epitran's ng → ŋ drops the g that "ingoma" keeps).
 */
export const OVERRIDES: Readonly<Record<string, string | null>> = {
  c: 'tʃ', // "icumi": a post-alveolar affricate (Epitran: palatal stop c)
  cy: 'c', // "cyane": a palatal stop, historically k + y (Epitran writes that history: kj)
  j: 'ʒ', // "ejo": as in French "je" (Epitran: ɟ)
  jy: 'ɟ', // "ijya": the voiced palatal stop, historically g + y (Epitran: ɡj)
  sh: 'ʃ', // "shaka" (Epitran: xj)
  ng: null,
  nk: null,
  nt: null,
};

/** Graphemes the map lacks. */
export const ADDITIONS: Readonly<Record<string, string>> = {
  oo: 'oː', // the map has aa, ee, ii, uu but not oo
  shy: 'ʃ', // "ishyamba": sh + y is one palatal fricative, not ʃ then j
  q: 'k', // loanwords and names only
  x: 'ks',
};

/** The grapheme table: Epitran's map with OVERRIDES and ADDITIONS applied. */
export function graphemeTable(
  epitran: Map<string, string> = parseEpitranMap(
    readFileSync(resolve(epitranDir, 'map_kin-Latn.csv'), 'utf8'),
  ),
): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const [orth, phon] of epitran) table.set(orth, ipaSegments(phon));
  for (const [orth, phon] of Object.entries(OVERRIDES)) {
    if (phon === null) table.delete(orth);
    else table.set(orth, ipaSegments(phon));
  }
  for (const [orth, phon] of Object.entries(ADDITIONS)) table.set(orth, ipaSegments(phon));
  return table;
}

const VOWEL = /^[aeiou]ː?$/;
const NASALS = new Set(['m', 'n', 'ɲ', 'ŋ']);
const VOICELESS = new Set(['p', 't', 'k', 'c', 'tʃ', 'f', 's', 'ʃ', 'h']);
const LABIAL = new Set(['p', 'b', 'f', 'v', 'm']);
const VELAR = new Set(['k', 'ɡ', 'ŋ', 'h']);
const POSTALVEOLAR = new Set(['c', 'ɟ', 'tʃ', 'dʒ', 'ʃ', 'ʒ', 'ɲ']);
const isVowel = (segment: string | undefined) => segment !== undefined && VOWEL.test(segment);
const isObstruent = (s: string | undefined) =>
  s !== undefined && !isVowel(s) && !NASALS.has(s) && !['w', 'j', 'ɾ', 'l'].includes(s);

/** The nasal a following consonant's place calls for (n + k → ŋk, n + j → ɲʒ, n + b → mb). */
function homorganic(next: string): string {
  if (LABIAL.has(next)) return 'm';
  if (VELAR.has(next)) return 'ŋ';
  if (POSTALVEOLAR.has(next)) return 'ɲ';
  return 'n';
}

/** The velar a labialised consonant carries before its w: tw → tkw, bw → bɡw, mw → mŋw ("Rwanda" ɾɡwanda). */
function velarBefore(consonant: string): string {
  if (NASALS.has(consonant)) return 'ŋ';
  return VOICELESS.has(consonant) ? 'k' : 'ɡ';
}

/** The sound changes over one word's segments, in order. */
export function applyRules(input: readonly string[]): string[] {
  const segments = [...input];
  // 1. Prenasalised stops and fricatives: the nasal takes the place of what follows (mb, nd, ŋɡ, ŋk, ɲʒ).
  for (let i = 0; i < segments.length - 1; i++) {
    if ((segments[i] === 'n' || segments[i] === 'm') && isObstruent(segments[i + 1])) {
      segments[i] = homorganic(segments[i + 1]!);
    }
  }
  // 2. A short vowel before a prenasalised consonant is long: "inka" iːŋka, "umuntu" umuːntu, "Rwanda" …aːnda.
  for (let i = 0; i < segments.length - 2; i++) {
    const vowel = segments[i]!;
    if (
      isVowel(vowel) &&
      !vowel.endsWith('ː') &&
      NASALS.has(segments[i + 1]!) &&
      isObstruent(segments[i + 2])
    ) {
      segments[i] = `${vowel}ː`;
    }
  }
  // 3. Labialised consonants other than velars sound a velar glide before the w: rw → ɾɡw, bw → bɡw, sw → skw.
  for (let i = 1; i < segments.length; i++) {
    const before = segments[i - 1]!;
    if (segments[i] === 'w' && !isVowel(before) && !VELAR.has(before) && before !== 'w' && before !== 'j') {
      segments.splice(i, 0, velarBefore(before));
      i++;
    }
  }
  return segments;
}

let defaultTable: Map<string, string[]> | undefined;
let longestGrapheme = 0;

function table(): Map<string, string[]> {
  if (!defaultTable) {
    defaultTable = graphemeTable();
    longestGrapheme = Math.max(...[...defaultTable.keys()].map((key) => key.length));
  }
  return defaultTable;
}

/** One word's letters (a–z only) as segments: longest grapheme first, then the rules. */
export function wordToIpa(word: string): string[] {
  const graphemes = table();
  const segments: string[] = [];
  for (let i = 0; i < word.length; ) {
    let matched = false;
    for (let length = Math.min(longestGrapheme, word.length - i); length > 0; length--) {
      const value = graphemes.get(word.slice(i, i + length));
      if (value) {
        segments.push(...value);
        i += length;
        matched = true;
        break;
      }
    }
    // A letter outside the table (none of a–z is, but keep the loop total) is skipped, not guessed.
    if (!matched) i++;
  }
  return applyRules(segments);
}

/** A spoken text: phrases (split at punctuation, where a speaker pauses), each a list of words' segments. */
export type Transcription = string[][][];

/** Digits as Kinyarwanda number words (counting form), so "1,250" is spoken, not skipped. */
function spellNumbers(text: string): string {
  return text.replace(/\d+(?:,\d{3})*/g, (digits) => {
    const value = Number(digits.replace(/,/g, ''));
    return value <= 1_000_000 ? ` ${numberToKinyarwanda(value).words} ` : ' ';
  });
}

/**
 * Written Kinyarwanda → phrases of words of IPA segments. Case, tone marks and apostrophe variants are
 * folded; an elided vowel's apostrophe joins the words as they are spoken ("n'umwana" → numwana).
 */
export function transcribe(text: string): Transcription {
  return normalize(spellNumbers(text))
    .split(/[.,;:!?…()"“”]+/)
    .map((phrase) =>
      phrase
        .replace(/'\s*/g, '')
        .split(/[^a-z]+/)
        .filter(Boolean)
        .map(wordToIpa)
        .filter((word) => word.length > 0),
    )
    .filter((phrase) => phrase.length > 0);
}

/** IPA for people and tests: words joined by spaces, phrases by " | ". */
export function toIpa(text: string): string {
  return transcribe(text)
    .map((phrase) => phrase.map((word) => word.join('')).join(' '))
    .join(' | ');
}

/** IPA segment → espeak-ng phoneme mnemonic (espeak-ng's docs/phonemes; checked against `espeak-ng -v sw -x`). */
export const ESPEAK_PHONEMES: Readonly<Record<string, string>> = {
  a: 'a',
  e: 'e',
  i: 'i',
  o: 'o',
  u: 'u',
  b: 'b',
  c: 'c',
  d: 'd',
  f: 'f',
  h: 'h',
  j: 'j',
  k: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  p: 'p',
  s: 's',
  t: 't',
  v: 'v',
  w: 'w',
  z: 'z',
  ɡ: 'g',
  ɾ: '*',
  ɲ: 'n^',
  ŋ: 'N',
  ʃ: 'S',
  ʒ: 'Z',
  tʃ: 'tS',
  dʒ: 'dZ',
  ɟ: 'J',
};

function espeakSegment(segment: string): string {
  const long = segment.endsWith('ː');
  const base = long ? segment.slice(0, -1) : segment;
  const mnemonic = ESPEAK_PHONEMES[base];
  if (mnemonic === undefined) throw new Error(`no espeak-ng phoneme for /${segment}/`);
  return long ? `${mnemonic}:` : mnemonic;
}

/**
 * espeak-ng phoneme input: `[[…]]` with words separated by spaces and a short pause ("_:") between phrases.
 * Stress is left to the voice: Kinyarwanda marks prominence with tone, which the spelling does not show.
 * Empty when the text has nothing to say.
 */
export function toEspeak(text: string): string {
  const phrases = transcribe(text).map((phrase) =>
    phrase.map((word) => word.map(espeakSegment).join('')).join(' '),
  );
  return phrases.length === 0 ? '' : `[[${phrases.join(' _: ')}]]`;
}
