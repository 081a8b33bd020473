// Text normalisation shared by search, intents and translation. Learners type without tone marks, with any
// apostrophe their keyboard makes, in any case and with stray spaces; every comparison goes through here.
import { expandContractions } from './contractions.ts';

const APOSTROPHES = /[’‘`´ʼʹ′‛]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case, tone marks and other diacritics removed, one kind of apostrophe, single spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(APOSTROPHES, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A text that is its own match key: lower-case letters and digits, single spaces between. */
const IS_KEY = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/** What a match key drops without a trace: diacritics and every kind of apostrophe. */
const DROPPED = /[\u0300-\u036f’‘`´ʼʹ′‛']/g;

/**
 * The key two spellings of the same word or phrase share: normalised, punctuation and apostrophes
 * dropped ("N’umwana!" and "numwana" meet), digits kept, anything else between words one space. In as few
 * passes as that takes: it keys every sentence of the translation memory when the tutor is made.
 */
export function matchKey(text: string): string {
  // Most texts keyed are keys already (a word, a gloss, a key's own words): nothing to do.
  if (IS_KEY.test(text)) return text;
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(DROPPED, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words of a text for search and word-by-word translation: normalised, split on anything but letters. */
export function words(text: string): string[] {
  return normalize(text)
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '');
}

/** An English gloss as people type it: "to eat" → "eat", "a cow" → "cow", "(plural)" notes dropped. */
export function glossKeys(gloss: string): string[] {
  const plain = matchKey(gloss.replace(/\([^)]*\)/g, ' '));
  // Also as a question reads it, contractions expanded: "Let's go!" is found for "let us go".
  // (Expanded before the match key too: it drops the apostrophe that tells "it's" from "its".)
  const unbracketed = gloss.replace(/\([^)]*\)/g, ' ');
  const keys = new Set([
    matchKey(gloss),
    plain,
    matchKey(expandContractions(plain)),
    matchKey(expandContractions(unbracketed)),
  ]);
  const bare = plain.replace(/^(to|a|an|the) /, '');
  keys.add(bare);
  return [...keys].filter((key) => key !== '');
}

let rows = new Int32Array(192);

/** Per letter (ASCII), the positions of the pattern that have it, one bit each; cleared after each use. */
const positions = new Int32Array(128);

/**
 * The distance editDistance counts (a swap of neighbours as one edit; without `swaps`, Levenshtein's, as
 * MiniSearch counts), with the table's column for the whole pattern held in two words of bits (Myers 1999;
 * Hyyrö 2003 for the swap): one step per letter of the text instead of one per cell. -1 when the pattern is
 * longer than 32 letters or not plain ASCII.
 */
export function bitDistance(pattern: string, text: string, swaps = true): number {
  const m = pattern.length;
  if (m === 0) return text.length;
  if (m > 32) return -1;
  for (let i = 0; i < m; i++) {
    const code = pattern.charCodeAt(i);
    if (code >= 128) {
      for (let k = 0; k < i; k++) positions[pattern.charCodeAt(k)] = 0;
      return -1;
    }
    positions[code]! |= 1 << i;
  }
  const last = 1 << (m - 1);
  let up = -1;
  let down = 0;
  let score = m;
  let diagonal = 0;
  let previousMatch = 0;
  for (let j = 0; j < text.length; j++) {
    const code = text.charCodeAt(j);
    // A letter the (ASCII) pattern cannot have matches none of its positions.
    const match = code < 128 ? positions[code]! : 0;
    const swap = swaps ? ((~diagonal & match) << 1) & previousMatch : 0;
    diagonal = (((match & up) + up) ^ up) | match | down | swap;
    let right = down | ~(diagonal | up);
    let left = diagonal & up;
    if (right & last) score++;
    else if (left & last) score--;
    right = (right << 1) | 1;
    left <<= 1;
    up = left | ~(diagonal | right);
    down = right & diagonal;
    previousMatch = match;
  }
  for (let i = 0; i < m; i++) positions[pattern.charCodeAt(i)] = 0;
  return score;
}

/**
 * Edit distance, bounded, with a swap of two neighbouring letters as one edit ("thnak" is one slip from
 * "thank", the commonest typing error): returns max + 1 as soon as the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // The same distance a bit at a time for the shorter text (up to 32 letters, plain ASCII: most keys).
  const parallel = a.length <= b.length ? bitDistance(a, b) : bitDistance(b, a);
  if (parallel >= 0) return parallel;
  // Three rows of the table, reused: this runs for every candidate of every fuzzy search.
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(6 * width);
  let beforePrevious = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        rows[previous + j]! + 1,
        rows[current + j - 1]! + 1,
        rows[previous + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[beforePrevious + j - 2]! + 1);
      }
      rows[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
  }
  return rows[previous + b.length]!;
}

export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}
