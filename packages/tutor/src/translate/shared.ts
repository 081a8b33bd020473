// What the translation cascade (cascade.ts) and the two directions (en-rw.ts, rw-en.ts) share: the shape of a
// direction, the word-by-word composition every direction runs as an ordered list of small rules, and the
// helpers both directions use.
import { CONFIDENCE } from '../confidence.ts';
import type { FuzzyHit } from '../lookup.ts';
import { exactEnglish, exactKinyarwanda } from '../lookup.ts';
import type { Item, Model } from '../model.ts';
import { matchKey, words } from '../normalize.ts';
import type { Direction, TranslationResult, WordGloss } from '../types.ts';
import { MAX_PHRASE, ONCE_MARK, type WordTable } from './alignment.ts';
import type { SentenceResult } from './frames.ts';
import { PartedTable, type StemSide } from './parted-table.ts';

/** A word-by-word composition under way: the tokens, where it stands, and what it has said so far. */
export interface Composition {
  model: Model;
  tokens: string[];
  /** The next token to read. */
  i: number;
  glosses: WordGloss[];
  out: string[];
  /** Tokens translated, and tokens that count (a silent English article counts for neither). */
  known: number;
  countable: number;
  /** Words learned from the translation memory (alignment.ts), for words the lexicon does not know. */
  learned?: WordTable;
  /**
   * The words written with a capital inside a sentence (names), by matchKey, each as it is written: no stem is
   * guessed for them, and one nothing translates is said as it is written (Hubei, not hubei).
   */
  names?: ReadonlyMap<string, string>;
}

/**
 * One rule of a composer: it reads the tokens at `c.i` and, when they are its kind (a "to be" clause, a noun
 * and its adjective…), says them and moves on (true); else it leaves everything as it was (false).
 */
export type Rule<C extends Composition> = (c: C) => boolean;

/** A rule (or rw-en's adjustment) with its name, so that the order they run in reads as a list of names. */
export interface Named<T> {
  name: string;
  apply: T;
}

/** A direction's word-by-word composer: its tokens, its rules in order (the last always takes a token). */
export interface Composer<C extends Composition> {
  tokens(text: string): string[];
  /** The composition's start; `text` is the text as written (rw-en reads whether it begins with a capital). */
  start(model: Model, tokens: string[], text?: string): C;
  rules: readonly Rule<C>[];
  /** The composed words as written in the target language (Kinyarwanda elides na before a vowel). */
  finish(text: string): string;
}

/** One direction of translation: what each step of the cascade needs to know about it. */
export interface Translator {
  direction: Direction;
  /** The language of the text, and of the translation: the side of the memory and the lexicon each is on. */
  from: 'en' | 'rw';
  to: 'en' | 'rw';
  /** The exact phrase in the lexicon or phrasebook (step 1 of the cascade), or null. */
  exact(model: Model, text: string, key: string): TranslationResult | null;
  /**
   * What the phrasebook says for these words (a phrase, a multiword expression or interjection), or null;
   * `before` is the word before them in the sentence, if any ("to help me" is no order "help me").
   */
  knownPhrase(
    model: Model,
    words: readonly string[],
    before?: string,
  ): { target: string; reviewed: boolean } | null;
  /** Whether the lexicon has this key as a word or phrase of its own (not only as a form a rule made). */
  isWord(model: Model, key: string): boolean;
  /** Whether the lexicon knows a word of the source language (a capitalised word it does not is a name). */
  knows(model: Model, word: string): boolean;
  /** The translation a close spelling of a known item stands for. */
  fuzzyTarget(hit: FuzzyHit): string;
  /**
   * A sentence from a frame with a slot, a let's-form or a command (frames.ts: English frames, so en-rw
   * only), or null.
   */
  sentence(model: Model, text: string): SentenceResult | null;
  /**
   * Whether a rule of the composition reads these words across a phrase the phrasebook has (rw-en: "Ufite
   * abana bangahe" is one question, not the phrase "ufite abana" and "how many"): then the words are not
   * split at that phrase. Optional: without it a phrase is always said as the phrasebook says it.
   */
  readsAcrossPhrases?(model: Model, words: readonly string[]): boolean;
  /** A sentence of one clause made by the grammar, tried after the example sentences (en-rw), or null. */
  clause?(model: Model, text: string): SentenceResult | null;
  /** Word by word (the last step of the cascade): the direction's composer run over the text. */
  compose(model: Model, text: string, learned: WordTable): TranslationResult;
}

/** Takes `length` tokens as known, translated as `target` (an empty target says nothing in the output). */
export function take(c: Composition, source: string, target: string, length: number): void {
  c.glosses.push({ source, target });
  if (target !== '') c.out.push(target);
  c.known += length;
  c.countable += length;
  c.i += length;
}

/** Takes `length` tokens as guessed from the memory, said as `target`: they count, but not as known. */
export function guess(c: Composition, source: string, target: string, length: number): void {
  c.glosses.push({ source, target });
  c.out.push(target);
  c.countable += length;
  c.i += length;
}

/**
 * The words of a text written with a capital where a sentence does not start (Mugisha, Hubei), by matchKey,
 * each as it is written without the punctuation around it.
 */
export function namesIn(text: string): Map<string, string> {
  const names = new Map<string, string>();
  let starts = true;
  for (const [word] of text.matchAll(/\S+/g)) {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!starts && /^\p{Lu}[\p{L}'’-]*$/u.test(bare) && !names.has(matchKey(bare)))
      names.set(matchKey(bare), bare);
    starts = /[.!?:]$/.test(word);
  }
  return names;
}

/** A word nothing translates, as the text writes it: a name keeps its capital. */
export function asWritten(c: Composition, token: string): string {
  return c.names?.get(token) ?? token;
}

/**
 * Tokens written the same in either language: a code or a figure with a sign (COVID-19, SARS-CoV-2, CD4+, 41%,
 * 4×109/L), an abbreviation (EU/EEA, RNA, HCoVs) and a decimal number, with the brackets or quotes around them.
 * The composition reads them as plain words (covid 19); where it says those words, they are written back as the
 * text has them. A decimal point is a comma in Kinyarwanda (47.7% is 47,7%). In a text all in capitals,
 * capitals say nothing.
 */
function keptAsWritten(text: string, direction: Direction): { words: string; written: string }[] {
  const kept: { words: string; written: string }[] = [];
  if (!/\p{Ll}/u.test(text)) return kept;
  for (const [token] of text.matchAll(/\S+/g)) {
    const [, open = '', core = '', close = ''] = token.match(/^([([“"‘]*)(.*?)([)\]”"’]*)[,;:.!?]*$/u) ?? [];
    if (core === '' || /^\d+(?:st|nd|rd|th)$/i.test(core)) continue;
    const coded =
      /\d/.test(core) && /[^\d.,]/.test(core) && /^[\p{L}\d]/u.test(core) && /[\p{L}\d%+]$/u.test(core);
    const decimal = direction === 'en-rw' ? /^\d+\.\d+$/.test(core) : /^\d+,\d+$/.test(core);
    // Each part of an abbreviation has two capitals (EU/EEA, SARS-CoV); names joined (Union/European) do not.
    const capitals =
      /^[\p{L}\d/+-]+$/u.test(core) && core.split(/[/+-]/).some((part) => /\p{Lu}.*\p{Lu}/u.test(part));
    if (!coded && !decimal && !capitals) continue;
    const point = direction === 'en-rw' ? /(\d)\.(\d)/g : /(\d),(\d)/g;
    const written = /^\d/.test(core) ? core.replace(point, direction === 'en-rw' ? '$1,$2' : '$1.$2') : core;
    const said = words(core).join(' ');
    if (said !== '') kept.push({ words: said, written: `${open}${written}${close}` });
  }
  return kept;
}

/** The words of each kept token, where the composition says them in turn, as the token is written. */
function restoreKept(text: string, kept: readonly { words: string; written: string }[]): string {
  let out = text;
  let from = 0;
  for (const { words: said, written } of kept) {
    // The words are letters, digits and apostrophes only: nothing in them is special to a pattern.
    const at = new RegExp(`(?<![\\p{L}\\d])${said}(?![\\p{L}\\d])`, 'iu');
    const found = at.exec(out.slice(from));
    if (!found) continue;
    const start = from + found.index;
    out = out.slice(0, start) + written + out.slice(start + found[0].length);
    from = start + written.length;
  }
  return out;
}

/** Word by word: the composer's rules in order at each token, with the glosses. */
export function compose<C extends Composition>(
  composer: Composer<C>,
  direction: Direction,
  model: Model,
  text: string,
  learned: WordTable,
): TranslationResult {
  const kept = keptAsWritten(text, direction);
  const c = composer.start(model, composer.tokens(text), text);
  c.learned = learned;
  c.names = namesIn(text);
  while (c.i < c.tokens.length) {
    for (const rule of composer.rules) if (rule(c)) break;
  }
  const coverage = c.countable === 0 ? 0 : c.known / c.countable;
  // Nothing known and nothing learned from the memory: no translation (a learned guess is still one).
  if (c.known === 0 && !c.glosses.some((gloss) => gloss.target)) {
    return {
      translated_text: '',
      direction,
      method: 'none',
      confidence: 0,
      alternatives: [],
      glosses: c.glosses,
    };
  }
  // The sentence's own end (. ? !) when the words said do not end with one.
  const end = text.trim().match(/[.?!]+$/)?.[0] ?? '';
  // A phrase's gloss is a sentence of its own ("I love you."): inside a text of one sentence, its end goes
  // (ndagukunda cyane "I love you very", not "I love you. very").
  const oneSentence = !/[.?!]\s+\S/.test(text.trim());
  const words = oneSentence
    ? c.out.map((word, i) => (i < c.out.length - 1 ? word.replace(/[.?!]+$/, '') : word))
    : c.out;
  const said = restoreKept(capitalise(composer.finish(words.join(' ')), text), kept);
  return {
    translated_text: /[.?!]$/.test(said) ? said : `${said}${end}`,
    direction,
    method: 'word-by-word',
    // A literal composition is a guess at best: never above 0.4, lower as fewer words are known.
    confidence:
      Math.round((CONFIDENCE.wordByWordBase + CONFIDENCE.wordByWordPerCoverage * coverage) * 100) / 100,
    alternatives: [],
    glosses: c.glosses,
  };
}

/**
 * Where a language keeps a word's stem when it inflects it: Kinyarwanda puts subject, tense and object before
 * it (tu-ra-suzuma "we examine", ku-yi-gereranya "to compare it"), English puts its endings after (assess-ing).
 */
export type { StemSide };

/** A stem shared with a learned word must have this many letters, and be this share of the word at least. */
const MIN_STEM = 5;
const MIN_STEM_SHARE = 0.5;

/** Each learned table's words by every stem they could have (the shortest word for a stem), made on first use. */
const stemIndexes = new WeakMap<WordTable, Map<StemSide, Map<string, string>>>();

function addStems(index: Map<string, string>, word: string, side: StemSide): void {
  if (!/^[a-z]+$/.test(word)) return;
  for (let n = MIN_STEM; n <= word.length; n++) {
    const stem = side === 'end' ? word.slice(-n) : word.slice(0, n);
    const known = index.get(stem);
    if (known === undefined || known.length > word.length) index.set(stem, word);
  }
}

function indexesOf(table: WordTable): Map<StemSide, Map<string, string>> {
  const indexes = stemIndexes.get(table) ?? new Map<StemSide, Map<string, string>>();
  stemIndexes.set(table, indexes);
  return indexes;
}

function stemIndex(table: WordTable, side: StemSide): Map<string, string> {
  const indexes = indexesOf(table);
  let index = indexes.get(side);
  if (index) return index;
  index = new Map();
  for (const word of table.keys()) addStems(index, word, side);
  indexes.set(side, index);
  return index;
}

/**
 * Builds the stem indexes the translators use (en-rw reads stems from the start, rw-en from the end) ahead
 * of use, a few hundred words at a time with the event loop free in between.
 */
export async function prepareStems(words: { readonly en: WordTable; readonly rw: WordTable }): Promise<void> {
  for (const [whole, side] of [
    [words.en, 'start'],
    [words.rw, 'end'],
  ] as const)
    for (const table of partsOf(whole, side)) await prepareStemIndex(table, side);
}

/** A table's parts whose own stem indexes stand for its own (PartedTable), else the table itself. */
function partsOf(table: WordTable, side: StemSide): Iterable<WordTable> {
  return table instanceof PartedTable && table.side === side ? table.parts() : [table];
}

async function prepareStemIndex(table: WordTable, side: StemSide): Promise<void> {
  if (indexesOf(table).has(side)) return;
  const index = new Map<string, string>();
  let count = 0;
  for (const word of table.keys()) {
    addStems(index, word, side);
    if (++count % 250 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  // A translation that needed it meanwhile built it at once: keep that one.
  if (!indexesOf(table).has(side)) indexesOf(table).set(side, index);
}

/** The learned word sharing the longest stem with a word nobody knows, or undefined. */
function sameStem(table: WordTable, side: StemSide, token: string): string | undefined {
  if (!/^[a-z]+$/.test(token)) return undefined;
  // A table in parts: the token's part holds every word that shares a stem with it.
  const index = stemIndex(
    table instanceof PartedTable && table.side === side ? table.part(token) : table,
    side,
  );
  for (let n = token.length; n >= Math.max(MIN_STEM, Math.ceil(token.length * MIN_STEM_SHARE)); n--) {
    const word = index.get(side === 'end' ? token.slice(-n) : token.slice(0, n));
    if (word !== undefined) return word;
  }
  return undefined;
}

/**
 * What the translation memory most often translates a word by (fever → umuriro), or a word with the same stem
 * (turasuzuma "we examine" as gusuzuma "examine"), or undefined.
 */
export function learnedTarget(c: Composition, side: StemSide, word: string): string | undefined {
  const { learned } = c;
  if (!learned) return undefined;
  const direct = learned.get(word) ?? learned.get(matchKey(word));
  if (direct) return keepsNumbers(word, direct) ? direct : undefined;
  const like = c.names?.has(matchKey(word)) ? undefined : sameStem(learned, side, word);
  const target = like === undefined ? undefined : learned.get(like);
  return target !== undefined && keepsNumbers(word, target) ? target : undefined;
}

/**
 * Whether a learned translation says no number its source does not (kuwa → "on 12": the memory's sentences
 * put a date or a count beside a word): a figure is the text's own, never the memory's. A figure with words
 * beside it is kept (2020 → w'2020 "of 2020" in Kinyarwanda).
 */
export function keepsNumbers(source: string, target: string): boolean {
  const own = new Set(source.match(/\d+/g) ?? []);
  return (target.match(/\d+/g) ?? []).every((figure) => own.has(figure));
}

/**
 * A word the lexicon does not know, said as the memory translates it or a word of the same stem (learnedTarget).
 * A guess from the corpus: it counts as a word, never as a known one, so it lowers the confidence as an unknown
 * word does.
 */
export const learnedWord =
  (side: StemSide) =>
  (c: Composition): boolean => {
    const token = c.tokens[c.i]!;
    const target = learnedTarget(c, side, token);
    if (!target) return false;
    // A name's translation is a name too (Hubei, China → Ubushinwa): one word, it keeps the capital.
    const written = c.names?.get(token);
    guess(
      c,
      token,
      written && !target.includes(' ') ? target.charAt(0).toUpperCase() + target.slice(1) : target,
      1,
    );
    return true;
  };

/** A word the lexicon knows, on either side. */
function knownWord(model: Model, word: string): boolean {
  return exactKinyarwanda(model, word).length > 0 || exactEnglish(model, word).length > 0;
}

/**
 * A run of words the translation memory most often translates together ("chest pain" → ububabare bwo mu
 * gatuza), the longest first: as much a guess as a learned word, so its words count without being known.
 */
export function learnedPhrase(c: Composition, minimum = 2): boolean {
  if (!c.learned) return false;
  for (let n = Math.min(MAX_PHRASE, c.tokens.length - c.i); n >= minimum; n--) {
    const source = c.tokens.slice(c.i, c.i + n).join(' ');
    // Two words the memory has once, only from a word the lexicon does not know (alignment.ts): never in
    // the place of a word it reads ("ntabwo ari" is the lexicon's ntabwo and the rules' "to be").
    const target =
      c.learned.get(source) ??
      (n === 2 && !knownWord(c.model, c.tokens[c.i]!) ? c.learned.get(ONCE_MARK + source) : undefined);
    if (!target || !keepsNumbers(source, target)) continue;
    guess(c, source, target, n);
    return true;
  }
  return false;
}

/** Distinct texts, ignoring case and punctuation (Mwaramutse and mwaramutse are one), minus `except`. */
export function uniq(values: string[], except = ''): string[] {
  const seen = new Set([matchKey(except)]);
  return values.filter((value) => {
    const key = matchKey(value);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function capitalise(text: string, like: string): string {
  return /^[A-Z]/.test(like.trim()) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** A place name written as in English (Kigali, Musanze): "to/in/at Kigali" is "i Kigali". */
export function placeName(model: Model, token: string): string | undefined {
  const hit = exactEnglish(model, token).find(
    (h) => h.item.category === 'places' && /^[A-Z][a-z]+$/.test(h.item.rw),
  );
  return hit && matchKey(hit.item.rw) === matchKey(token) ? hit.item.rw : undefined;
}

/** A phrasebook phrase, or a lexicon entry that is a multiword expression or an interjection. */
export function isPhrase(item: Item): boolean {
  return item.kind === 'phrase' || item.entry?.pos === 'phrase' || item.entry?.pos === 'interjection';
}
