// Translation en↔rw as a cascade, from surest to least sure: the exact phrase (lexicon, phrasebook, CLDR
// calendar), the TICO-19 translation memory, a sentence frame (frames.ts), phrase first (clause by clause, the phrasebook's phrases), a close
// spelling of a phrase, a near-identical memory sentence, then word by word. Every result says which it was, so
// the app can tell a sure translation from a literal guess. What differs by direction is in en-rw.ts and
// rw-en.ts; the steps here ask the direction, never test it.
import { CONFIDENCE, CONFIDENCE_BANDS } from '../confidence.ts';
import { fuzzyFind } from '../lookup.ts';
import type { Model } from '../model.ts';
import { hasBoundStem } from '../morphology.ts';
import { matchKey, similarity } from '../normalize.ts';
import { type Direction, type TranslationResult, TutorInputError } from '../types.ts';
import { EN_RW } from './en-rw.ts';
import type { SentenceResult } from './frames.ts';
import { type Memory, memoryDifference } from './memory.ts';
import { RW_EN } from './rw-en.ts';
import { capitalise, type Translator, uniq } from './shared.ts';

/** The directions by name (a Map: the name comes from the request). */
const TRANSLATORS = new Map<string, Translator>([
  ['en-rw', EN_RW],
  ['rw-en', RW_EN],
]);

/** One text to translate, as every step sees it. */
interface Request {
  model: Model;
  memory: Memory;
  text: string;
  key: string;
  translator: Translator;
  /** The word-by-word composition, made once when a step needs it (its glosses, the last step). */
  composed: () => TranslationResult;
}

type Step = (r: Request) => TranslationResult | null;

/**
 * 3b. One of our content's example sentences, as its example says it ("Ntuye i Kigali." → "I live in
 * Kigali."). Only a sentence of several words that the lexicon or phrasebook does not have itself: a word's
 * example ("Genda!" for go) or a phrase's wording is not its translation.
 */
const example: Step = ({ model, memory, key, translator, text }) => {
  const found = memory.examples[translator.from].get(key);
  if (!found || !key.includes(' ') || translator.isWord(model, key)) return null;
  // The example's full stop or exclamation mark only when the text has one too; a note in brackets ("I don't
  // know (it).") explains the example and is not part of the sentence.
  const said = found[translator.to].replace(/\s*\([^)]*\)/g, '').trim() || found[translator.to];
  const target = /[.!]$/.test(text.trim()) ? said : said.replace(/[.!]+$/, '');
  return {
    translated_text: target,
    direction: translator.direction,
    method: 'exact',
    confidence: found.reviewed ? CONFIDENCE.translationSure : CONFIDENCE.translationUnsure,
    alternatives: [],
    glosses: [{ source: text.trim(), target }],
  };
};

/**
 * 1. The exact phrase in the lexicon or phrasebook. A phrase written without its end mark takes the text's:
 * "What is your name?" → "Witwa nde?", "Murakoze!" → "Thank you!".
 */
const exact: Step = ({ model, text, key, translator }) => {
  const found = translator.exact(model, text, key);
  const mark = /[.!?]+$/.exec(text.trim())?.[0];
  if (!found || !mark || /[.!?]$/.test(found.translated_text)) return found;
  return { ...found, translated_text: found.translated_text + mark };
};

/** 2. The translation memory, sentence for sentence. */
const memorySentence: Step = ({ memory, key, translator, composed }) => {
  const hits = memory[translator.from].get(key);
  if (!hits?.[0]) return null;
  const targets = uniq(hits.map((pair) => pair[translator.to]));
  return {
    translated_text: targets[0]!,
    direction: translator.direction,
    method: 'memory',
    confidence: CONFIDENCE.memorySentence,
    alternatives: targets.slice(1),
    glosses: composed().glosses,
  };
};

/**
 * 3. A sentence frame with a slot ("I am from Canada", "where is the hotel?", "let's dance", "come here"), made
 * to agree by the grammar tables, before the words are looked up one by one.
 */
const framed: Step = ({ model, text, translator }) => patterned(translator, translator.sentence(model, text));

/**
 * 3c. One clause made by the grammar (an object pronoun inside the verb, a state, a question word: en-rw's
 * clause), after our own example sentences, which say it as a speaker checked it.
 */
const clause: Step = ({ model, text, translator }) =>
  translator.clause ? patterned(translator, translator.clause(model, text)) : null;

/** A sentence made from a pattern, as the cascade answers it. */
function patterned(translator: Translator, sentence: SentenceResult | null): TranslationResult | null {
  if (!sentence) return null;
  return {
    translated_text: sentence.target,
    direction: translator.direction,
    method: 'pattern',
    confidence: sentence.sure ? CONFIDENCE.translationSure : CONFIDENCE.pattern,
    alternatives: sentence.alternatives,
    glosses: sentence.glosses,
    explanation: [
      {
        kind: 'paragraph',
        spans: [{ text: 'Made from the pattern ' }, { text: sentence.frame, strong: true }],
      },
    ],
  };
}

/**
 * 4. Phrase first: a sentence of several clauses clause by clause, keeping its punctuation; within a clause,
 * the longest phrase the phrasebook knows, wherever it stands, before word by word (so "Good morning, my
 * friend" says Mwaramutse as the phrasebook does, not "igitondo cyiza").
 */
const phrased: Step = ({ model, memory, text, translator }) => phraseFirst(model, memory, text, translator);

/**
 * A typo changes letters within words, not whole prefixes: "murakoze cyanee" is "murakoze cyane", but
 * "sinvuga icyongereza" (I don't speak English, misspelt) is not "uvuga icyongereza" (do you speak English).
 * Word for word, each typed word must be close to the phrase's (similarity ≥ 0.7).
 */
function wordsAlike(typed: string, phrase: string): boolean {
  const a = typed.split(' ');
  const b = phrase.split(' ');
  return a.length !== b.length || a.every((word, i) => similarity(word, b[i]!) >= 0.7);
}

/**
 * 5. A close spelling of a known phrase ("murakoze cyane" typed "murakoze cyne"): only when some word is not
 * a real word. Every word known means a real sentence, and in Kinyarwanda one prefix apart is another meaning
 * (ndashaka amazi "I want water" is not ndashaka akazi "I want work").
 */
const closeSpelling: Step = ({ model, text, key, translator, composed }) => {
  if (key.split(' ').length > 12) return null;
  const words = composed();
  const typo = words.method === 'none' || words.glosses.some((gloss) => gloss.target === null);
  if (!typo) return null;
  const fuzzy = fuzzyFind({ model }, text, translator.from, 3).find(
    (hit) => hit.similarity >= 0.8 && wordsAlike(key, matchKey(hit.matched)),
  );
  if (!fuzzy) return null;
  const target = translator.fuzzyTarget(fuzzy);
  return {
    translated_text: capitalise(target, text),
    direction: translator.direction,
    method: 'fuzzy',
    confidence:
      Math.round(
        Math.min(CONFIDENCE.closeSpellingCeiling, fuzzy.similarity - CONFIDENCE.closeSpellingMargin) *
          (fuzzy.item.reviewed ? 1 : CONFIDENCE.draftItem) *
          100,
      ) / 100,
    alternatives: [],
    glosses: [{ source: text.trim(), target }],
  };
};

/** How alike a memory sentence must be to the text (0–1 similarity) to stand for it. */
const NEAR_MEMORY = 0.85;
/**
 * A long sentence (LONG_SENTENCE words or more) stands for the text at a lower similarity: a sentence of the
 * memory that shares most of a long text's words translates it closer than word by word does (measured on
 * TICO-19 splits: at a similarity of 0.6-0.85 the memory's English scores higher chrF than the composition).
 * A short text keeps the higher bar: one prefix apart is another meaning there.
 */
const NEAR_MEMORY_LONG = 0.6;
const LONG_SENTENCE = 8;

/** 6. A near-identical sentence in the memory (only for sentences: short texts match too loosely). */
const nearMemorySentence: Step = ({ memory, key, translator, composed }) => {
  const length = key.split(' ').length;
  if (length < 4 || length > 80) return null;
  const least = length >= LONG_SENTENCE ? NEAR_MEMORY_LONG : NEAR_MEMORY;
  // The similarity allows one edit per (1 - least) of the longer text, and lengths apart count as edits:
  // with no sentence of a length that could be near, there is nothing to search.
  const shortest = Math.ceil(least * key.length - 1e-9);
  const longest = Math.floor(key.length / least + 1e-9);
  if (!memory.hasLengthBetween(translator.from, shortest, longest)) return null;
  const best = memory.nearest(translator.from, key, least);
  if (!best) return null;
  return {
    translated_text: best.pair[translator.to],
    direction: translator.direction,
    method: 'memory',
    confidence: Math.round((best.score - CONFIDENCE.nearMemoryMargin) * 100) / 100,
    alternatives: [],
    glosses: composed().glosses,
    explanation: memoryDifference(best.pair[translator.from], key),
  };
};

/** 7. Word by word, with the glosses. */
const wordByWord: Step = ({ composed }) => composed();

const STEPS: readonly Step[] = [
  exact,
  memorySentence,
  framed,
  example,
  clause,
  phrased,
  closeSpelling,
  nearMemorySentence,
  wordByWord,
];

export function translateText(
  model: Model,
  memory: Memory,
  text: string,
  direction: Direction,
): TranslationResult {
  const translator = TRANSLATORS.get(direction);
  if (!translator) throw new TutorInputError('Direction must be en-rw or rw-en');
  const key = matchKey(text);
  if (key === '') throw new TutorInputError('Please enter some text to translate');
  let composition: TranslationResult | undefined;
  const request: Request = {
    model,
    memory,
    text,
    key,
    translator,
    composed: () => {
      composition ??= translator.compose(model, text, memory.words[translator.from]);
      return composition;
    },
  };
  for (const step of STEPS) {
    const result = step(request);
    if (result) return result;
  }
  // The last step always answers; this is never reached.
  return request.composed();
}

/**
 * Clause punctuation: a sentence is translated clause by clause, and its punctuation kept; a comma or point
 * between digits (3,000, 47.7) is part of a number, not punctuation.
 */
const CLAUSE = /((?:[^,;:.!?¿¡]|(?<=\d)[,.](?=\d))+)([,;:.!?¿¡]*\s*)/g;
const TRAILING = /[,;:.!?¿¡]+$/;

/** The longest known phrase of two words or more in a clause, leftmost first. */
function longestPhrase(model: Model, words: readonly string[], translator: Translator) {
  for (let length = Math.min(words.length - 1, model.longestKey); length >= 2; length--) {
    for (let from = 0; from + length <= words.length; from++) {
      const known = translator.knownPhrase(model, words.slice(from, from + length), words[from - 1]);
      if (known) return { from, to: from + length, ...known };
    }
  }
  return null;
}

/**
 * Names stay as they are written: words with a capital that do not start the sentence and that the lexicon
 * does not know ("My name is Grace" → Nitwa Grace).
 */
function names(model: Model, words: readonly string[], sentenceStart: boolean, translator: Translator) {
  const isName = (word: string, n: number) =>
    /^\p{Lu}/u.test(word) && !(sentenceStart && n === 0) && !translator.knows(model, word);
  if (words.length === 0 || !words.every(isName)) return null;
  const name = words.join(' ');
  return {
    translated_text: name,
    direction: translator.direction,
    method: 'exact',
    confidence: CONFIDENCE.translationSure,
    alternatives: [],
    glosses: [{ source: name, target: name }],
  } satisfies TranslationResult;
}

/**
 * A piece of a longer text (a clause, the words beside a phrase) through the whole cascade. A lone word whose
 * translation is a bound stem ("all" → -ose) says nothing as a word of a sentence: the piece is composed word
 * by word instead, which leaves the stem unsaid and counts it as a word not known.
 */
function translatePiece(model: Model, memory: Memory, text: string, translator: Translator) {
  const result = translateText(model, memory, text, translator.direction);
  return hasBoundStem(result.translated_text)
    ? translator.compose(model, text, memory.words[translator.from])
    : result;
}

/** A text kept as it is written, for a clause with no translation (`none`, its glosses unknown). */
function asWritten(text: string, none: TranslationResult): TranslationResult {
  const source = text.trim();
  return { ...none, translated_text: source, glosses: [{ source, target: null }] };
}

/**
 * Phrase first (step 3): null unless the text has several clauses, or a clause holds a known phrase of two
 * words or more beside other words. Clauses are translated on their own (each through the whole cascade) and
 * joined with the source's punctuation; within a clause the longest known phrase, leftmost, is said as the
 * phrasebook says it and the words around it are translated on their own. The result is as sure as its least
 * sure part, and 'exact' only when every part was found whole.
 */
function phraseFirst(
  model: Model,
  memory: Memory,
  text: string,
  translator: Translator,
): TranslationResult | null {
  const { direction } = translator;
  const source = text.trim();
  // A clause of no words (a bracket or a dash between punctuation) has nothing to translate.
  const clauses = [...source.matchAll(CLAUSE)].filter((match) => matchKey(match[1]!) !== '');
  const parts: { result: TranslationResult; after: string }[] = [];
  if (clauses.length > 1) {
    for (const [, clause, punctuation] of clauses) {
      const result = translatePiece(model, memory, clause!, translator);
      // A clause nothing translates stays as it is written, as an unknown word does ("(EU/EEA)", a name).
      parts.push({
        result: result.method === 'none' ? asWritten(clause!, result) : result,
        after: punctuation!,
      });
    }
  } else {
    const words = source.replace(TRAILING, '').split(/\s+/);
    const found =
      words.length >= 3 && !translator.readsAcrossPhrases?.(model, words)
        ? longestPhrase(model, words, translator)
        : null;
    if (!found) return null;
    // "Ntabwo ndi umwarimu": ntabwo makes what follows negative, so the phrase after it is not said as it is
    // ("Not I'm a teacher"); the words are read together (I am not a teacher).
    if (direction === 'rw-en' && found.from > 0 && matchKey(words[found.from - 1]!) === 'ntabwo') return null;
    const side = (piece: string[], start: boolean) =>
      piece.length === 0
        ? null
        : (names(model, piece, start, translator) ??
          translatePiece(model, memory, piece.join(' '), translator));
    // "Mama ari mu rugo": a subject before a phrase said of he/she takes the pronoun's place (Mum is at home).
    const subjectBefore =
      direction === 'rw-en' && found.from === 1 && /^he ?\/ ?she /i.test(found.target) ? words[0]! : null;
    const subject = subjectBefore ? translatePiece(model, memory, subjectBefore, translator) : null;
    // A name nobody knows stays as it is written (Yohani ari mu rugo → Yohani is at home).
    const said =
      subject && subject.method !== 'none' && subject.confidence >= CONFIDENCE_BANDS.check
        ? subject.translated_text.replace(TRAILING, '')
        : subject &&
            /^\p{Lu}/u.test(subjectBefore!) &&
            (subject.method === 'none' || subject.translated_text === subjectBefore)
          ? subjectBefore
          : null;
    if (said) {
      found.target = found.target.replace(/^he ?\/ ?she /i, `${said} `);
      found.from = 0;
    }
    const phrase: TranslationResult = {
      translated_text: found.target,
      direction,
      method: 'exact',
      confidence: found.reviewed ? CONFIDENCE.translationSure : CONFIDENCE.translationUnsure,
      alternatives: [],
      glosses: [{ source: words.slice(found.from, found.to).join(' '), target: found.target }],
    };
    for (const result of [
      side(words.slice(0, found.from), true),
      phrase,
      side(words.slice(found.to), false),
    ]) {
      if (result) parts.push({ result, after: ' ' });
    }
    parts[parts.length - 1]!.after = source.match(TRAILING)?.[0] ?? '';
  }
  // Each piece as the source has it: a sentence starts with a capital (the first, and after . ! ?), a name
  // keeps its own, and so does the English "I" (I, I'm, I've); other pieces start lower case.
  const translated = parts
    .map(({ result, after }, n) => {
      const piece = result.translated_text.replace(TRAILING, '');
      const startsSentence = n === 0 || /[.!?]/.test(parts[n - 1]!.after);
      const named = result.glosses.length === 1 && result.glosses[0]!.source === piece;
      const englishI = direction === 'rw-en' && /^I(?=$|[\s'’])/.test(piece);
      const cased = startsSentence
        ? piece.charAt(0).toUpperCase() + piece.slice(1)
        : named || englishI || /^.\p{Lu}/u.test(piece)
          ? piece
          : piece.charAt(0).toLowerCase() + piece.slice(1);
      return `${cased}${after}`;
    })
    .join('')
    .trim();
  return {
    translated_text: translated,
    direction,
    method: 'word-by-word',
    // Each part is checked, their joining is not: never sure, however sure the parts.
    confidence:
      Math.round(
        Math.min(
          CONFIDENCE.composedCeiling,
          Math.min(...parts.map(({ result }) => result.confidence)) * CONFIDENCE.composed,
        ) * 100,
      ) / 100,
    alternatives: [],
    glosses: parts.flatMap(({ result }) => result.glosses),
  };
}
