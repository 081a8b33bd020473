// Translation en↔rw, from surest to least sure: the exact phrase (lexicon, phrasebook, CLDR calendar), a
// close spelling of a phrase, the TICO-19 translation memory (exact, then near-identical sentences), then
// word-by-word composition. Every result says which it was, so the app can tell a sure translation from a
// literal guess.
import MiniSearch from 'minisearch';
import type { MemoryPair } from './content/load.ts';
import { englishClause, exactEnglish, exactEnglishForm, exactKinyarwanda, fuzzyFind } from './lookup.ts';
import type { Model } from './model.ts';
import { agreeAdjective, countedForm, pluralByClass } from './morphology.ts';
import { matchKey, similarity, words } from './normalize.ts';
import { countNoun, numberToKinyarwanda, parseDigits, parseEnglishNumber } from './numbers.ts';
import { type Direction, type TranslationResult, TutorInputError, type WordGloss } from './types.ts';

export interface Memory {
  pairs: MemoryPair[];
  en: Map<string, MemoryPair[]>;
  rw: Map<string, MemoryPair[]>;
  search: { en: MiniSearch<{ id: number; text: string }>; rw: MiniSearch<{ id: number; text: string }> };
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
  const search = { en: make(), rw: make() };
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
  search.en.addAll(pairs.map((pair, id) => ({ id, text: pair.en })));
  search.rw.addAll(pairs.map((pair, id) => ({ id, text: pair.rw })));
  return { pairs, en, rw, search };
}

/** English words that Kinyarwanda does not write as separate words (articles, the copula before -ing). */
const EN_SILENT = new Set(['a', 'an', 'the', 'am', 'is', 'are']);

/** "na abana" → "n'abana": Kinyarwanda writes na (and, with) elided before a vowel. */
function elide(text: string): string {
  return text.replace(/\bna ([aeiou])/gi, "n'$1");
}

/** An English noun → its Kinyarwanda form (plural when the English is) and that form's class, or null. */
function englishNoun(model: Model, word: string): { form: string; nounClass: number } | null {
  const { hits, plural } = exactEnglishForm(model, word);
  const entry = hits.find((h) => h.item.entry?.pos === 'noun' && h.item.entry.class !== undefined)?.item
    .entry;
  if (!entry) return null;
  const counted = countedForm(entry, plural ? 2 : 1);
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
      entry.plural === undefined && entry.class !== undefined ? pluralByClass(entry.rw, entry.class) : null;
    return entry.plural ?? (guess?.sure ? guess.plural : entry.rw);
  }
  return best.rw;
}

function uniq(values: string[]): string[] {
  return [...new Set(values.filter((v) => v !== ''))];
}

function capitalise(text: string, like: string): string {
  return /^[A-Z]/.test(like.trim()) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** "I'm", "don't", "can't" → "i am", "do not", "cannot", so English clauses read word by word. */
function expandContractions(text: string): string {
  return text
    .replace(/[’']/g, "'")
    .replace(/\bcan't\b/gi, 'cannot')
    .replace(/\bwon't\b/gi, 'will not')
    .replace(/n't\b/gi, ' not')
    .replace(/'m\b/gi, ' am')
    .replace(/'re\b/gi, ' are')
    .replace(/\b(he|she|it|that|what|where)'s\b/gi, '$1 is')
    .replace(/'ll\b/gi, ' will');
}

/** An English gloss as a translation: its notes in brackets go ("Kinyarwanda (language)" → "Kinyarwanda"). */
function plainGloss(gloss: string): string {
  const plain = gloss.replace(/\s*\([^)]*\)/g, '').trim();
  return plain === '' ? gloss : plain;
}

function wordByWord(model: Model, text: string, direction: Direction): TranslationResult {
  const tokens = words(direction === 'en-rw' ? expandContractions(text) : text);
  const glosses: WordGloss[] = [];
  const out: string[] = [];
  let known = 0;
  let countable = 0;
  let previousNoun = false;
  for (let i = 0; i < tokens.length; ) {
    if (direction === 'en-rw') {
      const clause = englishClause(model, tokens, i);
      if (clause) {
        const source = tokens.slice(i, i + clause.length).join(' ');
        glosses.push({ source, target: clause.verb.form });
        out.push(clause.verb.form);
        known += clause.length;
        countable += clause.length;
        i += clause.length;
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
      const counted = noun && value !== null && value <= 1_000_000 ? countNoun(noun, value) : null;
      if (counted) {
        glosses.push({ source: `${tokens[i]} ${tokens[i + 1]}`, target: counted.words });
        out.push(counted.words);
        known += 2;
        countable += 2;
        i += 2;
        continue;
      }
    }
    if (
      direction === 'en-rw' &&
      EN_SILENT.has(tokens[i]!) &&
      !exactEnglish(model, tokens.slice(i, i + 2).join(' ')).length
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
        const agreed = agreeAdjective(adjective.item.rw, nounWord.nounClass);
        const target = `${nounWord.form} ${agreed.form}`;
        glosses.push({ source: `${tokens[i]} ${tokens[i + 1]}`, target });
        out.push(target);
        known += 2;
        countable += 2;
        i += 2;
        continue;
      }
    }
    if (direction === 'rw-en' && i + 1 < tokens.length) {
      // "inzu nini" → "big house": a noun and an adjective agreeing with it, in English order.
      const noun = exactKinyarwanda(model, tokens[i]!).find((h) => h.item.entry?.pos === 'noun');
      const adjective = exactKinyarwanda(model, tokens[i + 1]!).find((h) => h.via === 'agreement');
      if (noun && adjective) {
        const target = `${adjective.en} ${plainGloss(noun.en ?? noun.item.en[0]!)}`;
        glosses.push({ source: `${tokens[i]} ${tokens[i + 1]}`, target });
        out.push(target);
        known += 2;
        countable += 2;
        i += 2;
        previousNoun = true;
        continue;
      }
    }
    let matched = false;
    // Longest known phrase first, so "thank you" and "ni meza" are not split.
    for (let n = Math.min(model.longestKey, tokens.length - i); n >= 1 && !matched; n--) {
      const source = tokens.slice(i, i + n).join(' ');
      let target: string | undefined;
      if (direction === 'en-rw') {
        target = englishWord(model, source);
        if (!target && n === 1) {
          const value = parseDigits(source);
          if (value !== null && value <= 1_000_000) target = numberToKinyarwanda(value).words;
        }
      } else {
        const hit = exactKinyarwanda(model, source)[0];
        target = hit ? plainGloss(hit.en ?? hit.item.en[0]!) : undefined;
        // "umwana ararya": after a noun the verb's he/she or they is the noun itself ("child eats").
        if (hit?.verb && previousNoun && (hit.verb.person === '3sg' || hit.verb.person === '3pl')) {
          target = target?.replace(/^(he\/she|they) /, '');
        }
      }
      if (target) {
        glosses.push({ source, target });
        out.push(target);
        known += n;
        countable += n;
        i += n;
        matched = true;
        previousNoun =
          direction === 'rw-en' && exactKinyarwanda(model, source)[0]?.item.entry?.pos === 'noun';
      }
    }
    if (matched) continue;
    const token = tokens[i]!;
    // n'abana = na + abana ("and/with the children"): the elided "na" before a vowel.
    const elided = direction === 'rw-en' ? token.match(/^n'([aeiou].*)$/) : null;
    const rest = elided ? exactKinyarwanda(model, elided[1]!)[0] : undefined;
    if (rest) {
      const target = `and ${rest.en ?? rest.item.en[0]}`;
      glosses.push({ source: token, target });
      out.push(target);
      known += 1;
      countable += 1;
      i += 1;
      continue;
    }
    if (direction === 'en-rw' && EN_SILENT.has(token)) {
      glosses.push({ source: token, target: '' });
    } else {
      glosses.push({ source: token, target: null });
      out.push(token);
      countable += 1;
    }
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
    const hits = exactEnglish(model, text);
    if (hits[0]) {
      const best = hits[0].item;
      return {
        translated_text: capitalise(best.rw, text),
        direction,
        method: 'exact',
        confidence: best.reviewed ? 0.95 : 0.75,
        alternatives: uniq(hits.slice(1, 5).map((h) => h.item.rw)).filter((rw) => rw !== best.rw),
        glosses: [{ source: text.trim(), target: best.rw }],
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
        confidence: best.item.reviewed && best.sure ? 0.95 : 0.7,
        alternatives: uniq([
          ...best.item.en.slice(best.en ? 0 : 1),
          ...hits.slice(1, 4).map((h) => h.en ?? h.item.en[0]!),
        ]).filter((en) => en !== english),
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

  // 3. A close spelling of a known phrase ("murakoze cyane" typed "murakoze cyne"): only when some word is
  // not a real word. Every word known means a real sentence, and in Kinyarwanda one prefix apart is another
  // meaning (ndashaka amazi "I want water" is not ndashaka akazi "I want work").
  const length = key.split(' ').length;
  const composed = wordByWord(model, text, direction);
  const typo = composed.method === 'none' || composed.glosses.some((gloss) => gloss.target === null);
  const fuzzy =
    length > 12 || !typo
      ? undefined
      : fuzzyFind(model, text, toRw ? 'en' : 'rw', 3).find((hit) => hit.similarity >= 0.8);
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

  // 4. A near-identical sentence in the memory (only for sentences: short texts match too loosely).
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

  // 5. Word by word, with the glosses.
  return composed;
}
