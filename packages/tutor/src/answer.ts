// The chat answer: the first reading of the question (intents.ts) that the content can answer, phrased for a
// learner, with a calibrated confidence. Exact matches in reviewed content are sure (0.9+); drafts, rule-made
// forms and typo matches are less so; when nothing fits the tutor says so (below 0.4) and offers questions
// it can answer instead of a guess.

import { CONFIDENCE, type Evidence } from './confidence.ts';
import type { GrammarTopic } from './content/schema.ts';
import { difficultyRank } from './content/schema.ts';
import { findGrammarTopic, type GrammarIndex } from './grammar.ts';
import { type Intent, readQuestion, type SmallTalk } from './intents.ts';
import {
  englishClause,
  exactEnglish,
  exactKinyarwanda,
  type FuzzyHit,
  fuzzyFind,
  requestLookup,
} from './lookup.ts';
import { type Entry, type FormHit, glossRank, type Item, type Model } from './model.ts';
import { conjugate, PERSONS, pluralByClass, type Tense } from './morphology.ts';
import { matchKey, words } from './normalize.ts';
import { countNoun, numberToKinyarwanda, parseDigits, parseEnglishNumber } from './numbers.ts';
import { syllabify } from './syllables.ts';
import { findTopic } from './topics.ts';
import type { Direction, TranslationResult, TutorAnswer } from './types.ts';

export interface AnswerContext {
  model: Model;
  /** The memo of one question's typo-tolerant searches: answerQuestion gives each question its own. */
  memo?: Map<string, FuzzyHit[]>;
  grammar: GrammarIndex;
  topics: Map<string, string>;
  numberWords: Map<string, number>;
  now: () => Date;
  /** IANA time zone for greetings by time of day (undefined: the server's). */
  timeZone?: string | undefined;
  /** A sample question for "quiz me", from the quiz bank. */
  sampleQuiz: (category: string | null) => { question: string; options: string[] } | null;
  quizCategories: () => string[];
  /** The translator, for phrases the content has no entry for. */
  translate: (text: string, direction: Direction) => TranslationResult;
  /** The question as the learner typed it (answerQuestion sets it): where a subject's capitals come from. */
  question?: string;
}

/** A subject as the question wrote it ("my name is John", not the canonical "my name is john"). */
function asTyped(ctx: AnswerContext, subject: string): string {
  const question = ctx.question ?? '';
  const words = subject.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const found = new RegExp(words.join('\\W+'), 'i').exec(question);
  return found ? found[0] : subject;
}

export const CHECK = 'check with a speaker';
const MAX_QUESTION = 300;

function make(
  fields: Partial<TutorAnswer> & Pick<TutorAnswer, 'response' | 'type' | 'confidence'>,
): TutorAnswer {
  const word = fields.word ?? '';
  return {
    category: 'general',
    difficulty: 'beginner',
    suggestions: [],
    ...fields,
    word,
    enhanced_pronunciation: fields.enhanced_pronunciation ?? (word ? syllabify(word) : ''),
    confidence: Math.round(fields.confidence * 100) / 100,
  };
}

function fromItem(item: Item): Pick<TutorAnswer, 'category' | 'difficulty' | 'word'> {
  return { category: item.category, difficulty: item.difficulty, word: item.rw };
}

function draftNote(item: Item): string {
  return item.reviewed ? '' : `\n(Draft: not yet reviewed by a Kinyarwanda speaker — ${CHECK}.)`;
}

/** "noun, class 9/10, plural inka" and the like. */
function grammarLine(entry: Entry, evidence: Evidence): string {
  const parts: string[] = [entry.pos];
  if (entry.pos === 'noun' && entry.class !== undefined) {
    const guess = entry.plural === undefined ? pluralByClass(entry.rw, entry.class, evidence) : null;
    const pluralClass = entry.pluralClass ?? guess?.pluralClass;
    parts.push(`class ${entry.class}${pluralClass ? `/${pluralClass}` : ''}`);
    if (entry.plural) parts.push(`plural ${entry.plural}`);
    else if (guess) parts.push(`plural ${guess.plural}${guess.sure ? '' : ` (by rule: ${CHECK})`}`);
  }
  if (entry.pos === 'verb' && entry.stem) parts.push(`stem -${entry.stem}`);
  return parts.join(', ');
}

function details(item: Item, evidence: Evidence): string {
  const lines: string[] = [];
  if (item.entry) {
    lines.push(`(${grammarLine(item.entry, evidence)})`);
    const example = item.entry.examples?.[0];
    if (example) lines.push(`Example: ${example.rw} — ${example.en}`);
    if (item.entry.notes) lines.push(item.entry.notes);
  }
  if (item.phrase) {
    const who =
      item.phrase.address === 'any'
        ? ''
        : ` to ${item.phrase.address === 'plural' ? 'several people (or politely to one)' : 'one person'}`;
    lines.push(`(${item.phrase.register}${who})`);
    if (item.phrase.notes) lines.push(item.phrase.notes);
  }
  return lines.length ? `\n${lines.join('\n')}` : '';
}

function followUps(item: Item): string[] {
  const suggestions = [`How do you pronounce ${item.rw}?`];
  if (item.entry?.pos === 'noun') suggestions.unshift(`What is the plural of ${item.rw}?`);
  if (item.entry?.pos === 'verb' && item.entry.stem) suggestions.unshift(`Conjugate ${item.rw}`);
  if (item.entry) suggestions.push(`Teach me ${item.entry.category} words`);
  return suggestions;
}

function others(hits: Item[], exclude: Item, side: 'rw' | 'en'): string {
  const text = (item: Item) => (side === 'rw' ? item.rw : item.en[0]!);
  const seen = new Set([matchKey(text(exclude))]);
  const rest: string[] = [];
  for (const hit of hits) {
    const key = matchKey(text(hit));
    if (seen.has(key)) continue;
    seen.add(key);
    rest.push(text(hit));
  }
  return rest.length ? `\nAlso: ${rest.slice(0, 3).join(', ')}.` : '';
}

function howToSay(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const number = numberAnswer(ctx, subject);
  if (number) return number;
  const hits = exactEnglish(ctx.model, subject);
  const best = hits[0]?.item;
  if (best) {
    const sameRank = hits.filter((h) => glossRank(h) === glossRank(hits[0]!)).map((h) => h.item);
    const confidence = (best.reviewed ? 0.95 : 0.72) - (sameRank.length > 1 ? 0.05 : 0);
    return make({
      response: `"${subject}" in Kinyarwanda is "${best.rw}".${details(best, ctx.model.evidence)}${others(sameRank, best, 'rw')}${draftNote(best)}`,
      type: best.kind === 'phrase' ? 'phrase' : 'vocabulary',
      confidence,
      ...fromItem(best),
      suggestions: followUps(best),
    });
  }
  const verbPhrase = englishVerbPhrase(ctx, subject);
  if (verbPhrase) return verbPhrase;
  // "what is inka" / "how do you say inka" with a Kinyarwanda word: the learner wants its meaning.
  if (exactKinyarwanda(ctx.model, subject).length) return meaning(ctx, subject);
  return fuzzyAnswer(ctx, subject, 'en') ?? composed(ctx, subject, 'en-rw');
}

/** "I work", "we will eat", "they do not speak": subject pronoun + a verb gloss → the verb form. */
function englishVerbPhrase(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const tokens = words(subject.replace(/n't\b/g, ' not'));
  const clause = englishClause(ctx.model, tokens, 0);
  if (!clause || clause.length !== tokens.length) return null;
  const { entry, verb, item } = clause;
  return make({
    response:
      `"${subject}" is "${verb.form}" (${verb.tense}${verb.negative ? ' negative' : ''} of ${entry.rw}, "${entry.en[0]}").` +
      `${verb.sure ? '' : `\nThis form is made by rule: ${CHECK}.`}${draftNote(item)}`,
    type: 'conjugation',
    confidence:
      (verb.sure ? CONFIDENCE.verbForm : CONFIDENCE.verbFormUnattested) *
      (item.reviewed ? 1 : CONFIDENCE.draftItem),
    category: item.category,
    difficulty: 'intermediate',
    word: verb.form,
    suggestions: [`Conjugate ${entry.rw}`],
  });
}

function describeForm(hit: FormHit): string {
  const item = hit.item;
  if (hit.via === 'plural') return `"${hit.form}" is the plural of "${item.rw}" (${item.en[0]}).`;
  if (hit.via === 'verb-form') return `"${hit.form}" means "${hit.en}" — the ${hit.note}, "${item.en[0]}".`;
  if (hit.via === 'agreement') return `"${hit.form}" means "${hit.en}" — ${hit.note}.`;
  const glosses = item.en.length > 1 ? ` (also: ${item.en.slice(1, 4).join(', ')})` : '';
  return `"${item.rw}" means "${item.en[0]}"${glosses}.`;
}

function meaning(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const hits = exactKinyarwanda(ctx.model, subject);
  const best = hits[0];
  if (best) {
    const item = best.item;
    const sure = best.sure ? 1 : CONFIDENCE.unattested;
    const homographs = hits.filter((h) => h.item !== item && h.via === best.via).map((h) => h.item);
    return make({
      response: `${describeForm(best)}${best.sure ? '' : ` (Made by rule: ${CHECK}.)`}${details(item, ctx.model.evidence)}${others(homographs, item, 'en')}${draftNote(item)}`,
      type: item.kind === 'phrase' ? 'phrase' : best.via === 'verb-form' ? 'conjugation' : 'vocabulary',
      confidence: (item.reviewed ? CONFIDENCE.formReviewed : CONFIDENCE.formDraft) * sure,
      ...fromItem(item),
      word: best.form,
      suggestions: followUps(item),
    });
  }
  const value = ctx.numberWords.get(matchKey(subject));
  if (value !== undefined) {
    return make({
      response: `"${subject}" is the number ${value.toLocaleString('en-US')}.`,
      type: 'number',
      confidence: 0.9,
      category: 'numbers',
      word: subject,
      suggestions: [`How do you say ${value + 1}?`, 'Count to ten'],
    });
  }
  return fuzzyAnswer(ctx, subject, 'rw') ?? composed(ctx, subject, 'rw-en');
}

function fuzzyAnswer(ctx: AnswerContext, subject: string, side: 'rw' | 'en'): TutorAnswer | null {
  const hits = fuzzyFind(ctx, subject, side);
  const best = hits[0];
  // A phrase one or two words off is a different phrase ("do you speak French" for "…Kinyarwanda").
  const needed = matchKey(subject).includes(' ') ? 0.8 : 0.6;
  if (!best || best.similarity < needed) return null;
  const item = best.item;
  const line =
    best.side === 'en'
      ? `"${best.matched}" in Kinyarwanda is "${item.rw}".`
      : `"${item.rw}" means "${item.en[0]}".`;
  return make({
    response: `I don't know "${subject}" exactly. Did you mean "${best.side === 'en' ? best.matched : item.rw}"?\n${line}${details(item, ctx.model.evidence)}${draftNote(item)}`,
    type: item.kind === 'phrase' ? 'phrase' : 'vocabulary',
    // Closer spellings earn more trust, but a typo match never reaches the confidence of an exact one.
    confidence: Math.min(0.7, 0.25 + 0.5 * best.similarity) * (item.reviewed ? 1 : 0.85),
    ...fromItem(item),
    suggestions: suggestionsFrom(hits.slice(1)),
  });
}

/**
 * Several words the content has no phrase for: the translator's composition, shown as a word-by-word guess
 * with its glosses, never with more confidence than the translator gives it.
 */
function composed(ctx: AnswerContext, subject: string, direction: Direction): TutorAnswer | null {
  if (!matchKey(subject).includes(' ')) return null;
  // As typed, so a name keeps its capital and is kept as a name ("my name is John" → Nitwa John).
  const result = ctx.translate(asTyped(ctx, subject), direction);
  if (result.method === 'none') return null;
  const unknown = result.glosses.filter((g) => g.target === null).map((g) => g.source);
  if (result.method === 'word-by-word' && unknown.length > 0) return null;
  const glosses = result.glosses
    .filter((g) => g.target)
    .map((g) => `${g.source} = ${g.target}`)
    .join('; ');
  const literal = result.method === 'word-by-word';
  return make({
    response:
      `${literal ? 'Word by word' : 'Translated'}: "${subject}" → "${result.translated_text}".` +
      (literal
        ? `\n${glosses}.\nThis is a literal guess: Kinyarwanda word order and agreement differ, so ${CHECK}.`
        : ''),
    type: 'phrase',
    confidence: Math.min(result.confidence, literal ? 0.4 : 0.8),
    category: 'general',
    word: direction === 'en-rw' ? result.translated_text : subject,
    suggestions: result.glosses
      .filter((g) => g.target)
      .slice(0, 2)
      .map((g) => (direction === 'en-rw' ? `How do you say ${g.source}?` : `What does ${g.source} mean?`)),
  });
}

function suggestionsFrom(hits: FuzzyHit[]): string[] {
  return hits
    .filter((h) => h.similarity >= 0.4)
    .slice(0, 3)
    .map((h) => (h.side === 'en' ? `How do you say "${h.matched}"?` : `What does "${h.item.rw}" mean?`));
}

function numberAnswer(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const text = subject.replace(/^(?:the )?number /, '');
  let value = parseDigits(text) ?? parseEnglishNumber(text);
  let noun: Entry | undefined;
  if (value === null) {
    // "2 cows", "three people": a number and a noun it counts.
    const match = text.match(/^([\d,. ]+|[a-z -]+?) ([a-z]+)$/);
    if (!match) return null;
    value = parseDigits(match[1]!) ?? parseEnglishNumber(match[1]!);
    if (value === null) return null;
    noun = exactEnglish(ctx.model, match[2]!).find((h) => h.item.entry?.pos === 'noun' && h.item.entry.class)
      ?.item.entry;
    if (!noun) return null;
  }
  if (value < 0 || value > 1_000_000) {
    return make({
      response: 'I can give numbers from 0 to 1,000,000 (miliyoni) in words.',
      type: 'number',
      confidence: 0.5,
      category: 'numbers',
    });
  }
  const shown = value.toLocaleString('en-US');
  if (noun) {
    const counted = countNoun(noun, value, ctx.model.evidence);
    if (!counted) return null;
    const { sure, nounClass } = counted;
    const phrase = counted.words;
    return make({
      response:
        `"${subject}" is "${phrase}". The number comes after the noun and agrees with its class ` +
        `(${noun.rw} is class ${noun.class}${value === 1 ? '' : `, plural class ${nounClass}`}).` +
        `${sure ? '' : `\nMade by rule: ${CHECK}.`}`,
      type: 'number',
      confidence:
        sure && noun.status === 'reviewed' ? CONFIDENCE.countedNoun : CONFIDENCE.countedNounUnattested,
      category: 'numbers',
      difficulty: 'intermediate',
      word: phrase,
      suggestions: [`How do you say ${shown}?`, `What is the plural of ${noun.rw}?`],
    });
  }
  const words = numberToKinyarwanda(value, 'counting', ctx.model.evidence);
  const compound = / na |n'/.test(words.words);
  return make({
    response:
      `${shown} in Kinyarwanda is "${words.words}".` +
      (compound ? ' The parts are joined with "na" (n\' before a vowel).' : '') +
      (value >= 1 && value <= 7
        ? `\nCounting something, the number agrees with the noun: abantu ${numberToKinyarwanda(value === 1 ? 1 : value, value === 1 ? 1 : 2).words} (people), inka ${numberToKinyarwanda(value, value === 1 ? 9 : 10).words} (cows).`
        : '') +
      (words.sure ? '' : `\nMade by rule: ${CHECK}.`),
    type: 'number',
    confidence: words.sure ? CONFIDENCE.number : CONFIDENCE.numberUnattested,
    category: 'numbers',
    difficulty: value <= 10 ? 'beginner' : value < 1000 ? 'intermediate' : 'advanced',
    word: words.words,
    suggestions: [`How do you say ${value + 1}?`, 'Count to ten', 'How do you say 2 cows?'],
  });
}

function countAnswer(upTo: string): TutorAnswer | null {
  const limit = parseDigits(upTo) ?? parseEnglishNumber(upTo);
  if (limit === null || limit < 1) return null;
  const end = Math.min(limit, 20);
  const list = Array.from({ length: end }, (_, i) => `${i + 1} ${numberToKinyarwanda(i + 1).words}`);
  return make({
    response: `Counting from 1 to ${end}:\n${list.join(', ')}${limit > end ? '\nAsk me for any number up to 1,000,000.' : ''}`,
    type: 'number',
    confidence: 0.92,
    category: 'numbers',
    word: list
      .slice(0, Math.min(end, 10))
      .map((l) => l.replace(/^\d+ /, ''))
      .join(', '),
    enhanced_pronunciation: syllabify(numberToKinyarwanda(1).words),
    suggestions: ['How do you say 20?', 'How do you say 100?', 'How do you say 2 cows?'],
  });
}

function plural(ctx: AnswerContext, subject: string, asks: 'plural' | 'class'): TutorAnswer | null {
  const nounHit =
    exactKinyarwanda(ctx.model, subject).find((h) => h.item.entry?.pos === 'noun')?.item ??
    exactEnglish(ctx.model, subject).find((h) => h.item.entry?.pos === 'noun')?.item ??
    fuzzyFind(ctx, subject)
      .filter((h) => h.similarity >= 0.75 && h.item.entry?.pos === 'noun')
      .map((h) => h.item)[0];
  const entry = nounHit?.entry;
  if (!entry || !nounHit) return null;
  const guessed =
    entry.plural === undefined && entry.class !== undefined
      ? pluralByClass(entry.rw, entry.class, ctx.model.evidence)
      : null;
  const plural = entry.plural ?? guessed?.plural;
  const pluralClass = entry.pluralClass ?? guessed?.pluralClass;
  const fuzzy =
    matchKey(subject) !== matchKey(entry.rw) && !entry.en.some((g) => matchKey(g) === matchKey(subject));
  let response: string;
  if (asks === 'class' && entry.class !== undefined) {
    response = `"${entry.rw}" (${entry.en[0]}) is in noun class ${entry.class}${pluralClass ? `; its plural${plural ? ` "${plural}"` : ''} is class ${pluralClass}` : ''}.`;
  } else if (plural) {
    response = `The plural of "${entry.rw}" (${entry.en[0]}) is "${plural}"${entry.class ? ` (class ${entry.class} → ${pluralClass})` : ''}.`;
  } else {
    response = `"${entry.rw}" (${entry.en[0]}) has no regular plural${entry.class === 14 ? ': class 14 nouns are usually abstract or mass nouns' : ''}.`;
  }
  if (guessed && plural)
    response += `\nThe plural is made by the class ${entry.class} rule${guessed.sure ? '' : ` — ${CHECK}`}.`;
  const sure = (entry.plural !== undefined && nounHit.reviewed) || guessed?.sure === true;
  return make({
    response: response + draftNote(nounHit),
    type: 'vocabulary',
    confidence:
      (nounHit.reviewed ? CONFIDENCE.pluralReviewed : CONFIDENCE.pluralDraft) *
      (sure ? 1 : CONFIDENCE.unattested) *
      (fuzzy ? CONFIDENCE.typo : 1),
    ...fromItem(nounHit),
    word: asks === 'plural' && plural ? plural : entry.rw,
    suggestions: [`How do you say 2 ${entry.en[0]}s?`, `How do you pronounce ${entry.rw}?`],
  });
}

const TENSE_LABEL: Record<Tense, string> = { present: 'Present', past: 'Past', future: 'Future' };

function conjugation(ctx: AnswerContext, intent: Extract<Intent, { kind: 'conjugate' }>): TutorAnswer | null {
  const verbHit =
    exactKinyarwanda(ctx.model, intent.subject).find((h) => h.item.entry?.pos === 'verb')?.item ??
    exactEnglish(ctx.model, intent.subject).find((h) => h.item.entry?.pos === 'verb')?.item ??
    ctx.model.items.find(
      (item) => item.entry?.pos === 'verb' && item.entry.stem === matchKey(intent.subject),
    ) ??
    fuzzyFind(ctx, intent.subject)
      .filter((h) => h.similarity >= 0.75 && h.item.entry?.pos === 'verb')
      .map((h) => h.item)[0];
  const entry = verbHit?.entry;
  if (!entry || !verbHit) return null;
  if (!entry.stem) {
    return make({
      response: `"${entry.rw}" (${entry.en[0]}) is a verb, but its stem is not recorded yet, so I can't conjugate it reliably.`,
      type: 'conjugation',
      confidence: 0.45,
      ...fromItem(verbHit),
    });
  }
  const forms = conjugate(entry.stem, entry.perfective, entry.stative, ctx.model.evidence);
  const tenses: Tense[] = intent.tense ? [intent.tense] : ['present', 'past', 'future'];
  const lines: string[] = [`${entry.rw} (${entry.en[0]}), stem -${entry.stem}:`];
  let unsure = false;
  for (const tense of tenses) {
    for (const negative of intent.negative ? [true] : [false, true]) {
      const row = forms.filter((f) => f.tense === tense && f.negative === negative && !f.beforeObject);
      if (row.length === 0) continue;
      unsure ||= row.some((f) => !f.sure);
      const cells = row.map((f) => {
        const person = PERSONS.find((p) => p.key === f.person)!.en.replace(
          / \(.*\)$/,
          f.person === '2pl' ? ' all' : '',
        );
        return `${f.form}${f.sure ? '' : '*'} (${person})`;
      });
      lines.push(`${TENSE_LABEL[tense]}${negative ? ' negative' : ''}: ${cells.join(', ')}`);
    }
  }
  const short = forms.filter((f) => f.beforeObject);
  if (tenses.includes('present') && !intent.negative && short.length && !entry.stative) {
    unsure ||= short.some((f) => !f.sure);
    lines.push(
      `Present before an object (no -ra-): ${short.map((f) => `${f.form}${f.sure ? '' : '*'}`).join(', ')}`,
    );
  }
  if (tenses.includes('past') && !entry.perfective)
    lines.push('Past: the perfective stem is not recorded yet.');
  if (tenses.includes('future'))
    lines.push('The a of -za- is long in speech (nzaakora); it is usually written nzakora.');
  lines.push(
    entry.stative
      ? `The present is stative (-${entry.stative}): it never takes -ra-, with or without an object.`
      : 'Present forms with -ra- are used when nothing follows the verb; before an object the -ra- is dropped.',
  );
  if (unsure) lines.push(`Forms marked * are made by rule: ${CHECK}.`);
  const first = forms.find(
    (f) => f.tense === (intent.tense ?? 'present') && f.negative === Boolean(intent.negative),
  );
  return make({
    response: lines.join('\n') + draftNote(verbHit),
    type: 'conjugation',
    confidence:
      (verbHit.reviewed ? CONFIDENCE.conjugationReviewed : CONFIDENCE.conjugationDraft) *
      (unsure ? CONFIDENCE.conjugationUnattested : 1),
    category: verbHit.category,
    difficulty: 'intermediate',
    word: first?.form ?? entry.rw,
    suggestions: [`What does ${entry.rw} mean?`, `${entry.rw} in the past tense`],
  });
}

const SOUND_TIPS: [RegExp, string][] = [
  [/shy/, '"shy" is a soft "sh" (as in "sheep").'],
  [/cy/, '"cy" sounds like "ch" in "church".'],
  [/jy/, '"jy" sounds like "j" in "jeep".'],
  [/c(?!y)/, '"c" sounds like "ch" in "church".'],
  [/rw/, '"rw" is said as one sound, close to "rgw".'],
  [/r/, '"r" is a light tap, between English r and l.'],
  [/(^|[^n])j/, '"j" sounds like the "s" in "pleasure".'],
  [
    /(mb|nd|ng|nk|nt|mp|nz|ns|nsh|mv|mf)/,
    'A nasal before a consonant (mb, nd, nk…) starts the syllable: say it together with the next sound.',
  ],
  [/(aa|ee|ii|oo|uu)/, 'A doubled vowel is long: hold it a little longer.'],
];

function pronounce(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const rwHit = exactKinyarwanda(ctx.model, subject)[0];
  const enHit = rwHit ? undefined : exactEnglish(ctx.model, subject)[0];
  const fuzzy = rwHit || enHit ? undefined : fuzzyFind(ctx, subject, 'rw').find((h) => h.similarity >= 0.75);
  const item = rwHit?.item ?? enHit?.item ?? fuzzy?.item;
  // A Kinyarwanda word not in the lexicon can still be syllabified: spelling is regular.
  const word = rwHit?.form ?? item?.rw ?? (/^[a-z' -]+$/.test(matchKey(subject)) ? subject : '');
  if (!word) return null;
  const guide = syllabify(word);
  const key = matchKey(word);
  const tips = SOUND_TIPS.filter(([pattern]) => pattern.test(key)).map(([, tip]) => tip);
  const meaningLine = item ? ` ("${rwHit?.en ?? item.en[0]}")` : '';
  const known = Boolean(item);
  return make({
    response:
      `"${word}"${meaningLine} is said ${guide}.\n` +
      'Every syllable ends in a vowel; vowels are pure, as in Spanish (a as in "father", e as in "bed", i as in "machine", o as in "more", u as in "rule").' +
      (tips.length ? `\n${tips.join('\n')}` : '') +
      (known ? '' : `\nI don't have "${subject}" in my word list, so this is from the spelling only.`),
    type: 'pronunciation',
    confidence: known ? (fuzzy ? 0.6 : 0.9) : 0.45,
    category: item?.category ?? 'pronunciation',
    difficulty: item?.difficulty ?? 'beginner',
    word,
    enhanced_pronunciation: guide,
    suggestions: item ? [`What does ${item.rw} mean?`] : [],
  });
}

function topicAnswer(ctx: AnswerContext, subject: string): TutorAnswer | null {
  const category = findTopic(ctx.topics, subject);
  if (!category) {
    if (/^(?:numbers?|counting|numerals)$/.test(matchKey(subject))) return countAnswer('10');
    return null;
  }
  const entries = (ctx.model.categories.get(category) ?? [])
    .slice()
    .sort(
      (a, b) =>
        Number(b.status === 'reviewed') - Number(a.status === 'reviewed') ||
        difficultyRank(a.difficulty) - difficultyRank(b.difficulty),
    );
  if (entries.length === 0) return category === 'numbers' ? countAnswer('10') : null;
  const narrowed = narrowTopic(entries, subject, category);
  const shown = narrowed.slice(0, 12);
  const title = narrowed === entries ? titleCase(category) : `${titleCase(category)}: ${subject}`;
  return make({
    response: `${title} (${narrowed.length} words). Here are ${shown.length}:\n${shown
      .map((e) => `${e.rw} — ${e.en[0]}`)
      .join('\n')}\nAsk "what does … mean" or "how do you pronounce …" about any of them.`,
    type: 'topic',
    confidence: 0.9,
    category,
    difficulty: shown[0]?.difficulty ?? 'beginner',
    word: shown[0]?.rw ?? '',
    suggestions: [`Quiz me on ${category}`, ...shown.slice(0, 2).map((e) => `How do you pronounce ${e.rw}?`)],
  });
}

/**
 * The words of a topic a question narrows it to: "the days of the week" asks for the calendar words whose
 * English says day or week (Monday…, today…), not the whole calendar. Words of the question that are not the
 * topic's own name narrow it when at least three entries have them in a gloss; otherwise the whole topic.
 */
function narrowTopic(entries: Entry[], subject: string, category: string): Entry[] {
  const own = new Set(matchKey(category.replace(/-/g, ' ')).split(' '));
  const stems = matchKey(subject)
    .split(' ')
    .filter((word) => word.length >= 3 && !own.has(word) && !NARROW_STOP_WORDS.has(word))
    .map((word) => word.replace(/(?<=[a-z]{3})s$/, ''));
  if (stems.length === 0) return entries;
  const matches = entries.filter((entry) =>
    entry.en.some((gloss) => {
      const key = matchKey(gloss);
      return stems.some((stem) => key.includes(stem) || CALENDAR_MEMBERS.get(stem)?.has(key));
    }),
  );
  // The members first (January…, Monday…), then the words that only mention the group ("last month").
  const members = matches.filter((entry) =>
    entry.en.some((gloss) => stems.some((stem) => CALENDAR_MEMBERS.get(stem)?.has(matchKey(gloss)))),
  );
  const ordered = [...members, ...matches.filter((entry) => !members.includes(entry))];
  return ordered.length >= 3 ? ordered : entries;
}
const NARROW_STOP_WORDS = new Set(['the', 'and', 'for', 'words', 'word', 'some', 'common', 'basic', 'all']);

/** The English names of the months and weekdays (from the platform's CLDR data), for "teach me the months". */
const CALENDAR_MEMBERS = (() => {
  const names = (options: Intl.DateTimeFormatOptions, count: number, date: (n: number) => Date) =>
    new Set(
      Array.from({ length: count }, (_, n) =>
        matchKey(new Intl.DateTimeFormat('en', options).format(date(n))),
      ),
    );
  const weekdays = names({ weekday: 'long', timeZone: 'UTC' }, 7, (n) => new Date(Date.UTC(2026, 0, 5 + n)));
  return new Map([
    ['month', names({ month: 'long', timeZone: 'UTC' }, 12, (n) => new Date(Date.UTC(2026, n, 15)))],
    ['day', weekdays],
    ['weekday', weekdays],
  ]);
})();

function titleCase(category: string): string {
  const words = category.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function grammarAnswer(ctx: AnswerContext, text: string): TutorAnswer | null {
  const found = findGrammarTopic(ctx.grammar, text);
  if (!found) return null;
  const topic: GrammarTopic = found.topic;
  const examples = topic.examples
    .slice(0, 3)
    .map((e) => `${e.rw} — ${e.en}`)
    .join('\n');
  const draft = topic.status === 'reviewed' ? '' : `\n(Draft: ${CHECK}.)`;
  return make({
    response: `${topic.title}: ${topic.summary}\n${topic.body.trim()}\nExamples:\n${examples}${draft}`,
    type: 'grammar',
    confidence: (found.sure ? 0.85 : 0.6) * (topic.status === 'reviewed' ? 1 : 0.85),
    category: 'grammar',
    difficulty: topic.difficulty,
    word: topic.examples[0]?.rw ?? '',
    suggestions: ctx.grammar.topics
      .filter((t) => t !== topic)
      .slice(0, 3)
      .map((t) => `Explain ${t.title.toLowerCase()}`),
  });
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Said {
  rw: string;
  en: string;
}

/** A phrase from the phrasebook when it has it, else the tutor's own. */
function phrase(ctx: AnswerContext, rw: string, en: string): Said {
  const hit = exactKinyarwanda(ctx.model, rw).find((h) => h.item.kind === 'phrase' || h.via === 'lemma');
  return hit ? { rw: hit.item.rw, en: hit.item.en[0]! } : { rw, en };
}

/** Mwaramutse before noon, Mwiriwe after: the greeting for the time of day. */
export function greetingFor(date: Date, timeZone?: string): Said {
  const hour = timeZone
    ? Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(date))
    : date.getHours();
  return hour < 12
    ? { rw: 'Mwaramutse', en: 'Good morning' }
    : { rw: 'Mwiriwe', en: 'Good afternoon / good evening' };
}

function smallTalk(ctx: AnswerContext, topic: SmallTalk): TutorAnswer {
  const timely = greetingFor(ctx.now(), ctx.timeZone);
  const say = (said: Said, extra: string, suggestions: string[]) =>
    make({
      response: `${upperFirst(said.rw)}! (${upperFirst(said.en)}.)${extra ? `\n${extra}` : ''}`,
      type: 'conversation',
      confidence: 0.9,
      category: 'greetings',
      word: upperFirst(said.rw),
      suggestions,
    });
  switch (topic) {
    case 'hello': {
      const hello = phrase(ctx, 'Muraho', 'Hello');
      return say(
        hello,
        `At this time of day you can also greet with "${timely.rw}" (${timely.en.toLowerCase()}). Ask me anything about Kinyarwanda.`,
        ['How do you say thank you?', 'How are you in Kinyarwanda?', 'Teach me greetings'],
      );
    }
    case 'morning':
    case 'evening': {
      const said = phrase(
        ctx,
        topic === 'morning' ? 'Mwaramutse' : 'Mwiriwe',
        topic === 'morning' ? 'Good morning' : 'Good afternoon / good evening',
      );
      const fits =
        said.rw === timely.rw
          ? ''
          : `Right now "${timely.rw}" (${timely.en.toLowerCase()}) fits the time of day better.`;
      return say(said, `"Mwaramutse" is said until about midday, "Mwiriwe" after it. ${fits}`.trim(), [
        'How do you say good night?',
        'How are you in Kinyarwanda?',
      ]);
    }
    case 'night':
      return say(phrase(ctx, 'Ijoro ryiza', 'Good night'), '', ['How do you say goodbye?']);
    case 'how-are-you': {
      const fine = phrase(ctx, 'Ni meza', 'I am fine');
      return say(
        { rw: `${fine.rw}, murakoze`, en: `${fine.en}, thank you` },
        'To ask someone how they are: "Amakuru?" (What news? / How are you?) — the usual answer is "Ni meza".',
        ['How do you say thank you?', 'What does amakuru mean?'],
      );
    }
    case 'thanks':
      return say(
        phrase(ctx, 'Nta kibazo', 'No problem'),
        'To thank someone: "Murakoze" (to several people or politely), "Urakoze" (to one person).',
        ['How do you say goodbye?', 'Quiz me'],
      );
    case 'bye':
      return say(phrase(ctx, 'Murabeho', 'Goodbye'), 'Come back soon to practise!', [
        'How do you say see you tomorrow?',
      ]);
    case 'name':
      return say(
        { rw: 'Nitwa Vuga', en: 'My name is Vuga' },
        'I am your Kinyarwanda tutor. To ask someone\'s name: "Witwa nde?" (What is your name?) — answer "Nitwa …" (My name is …).',
        ['How do you say my name is?', 'Teach me greetings'],
      );
    default:
      return make({
        response:
          'Ask me how to say something ("how do you say thank you?"), what a word means ("what does inka mean?"), ' +
          'how to pronounce it, the plural of a noun, how to conjugate a verb, numbers ("how do you say 1,250?"), ' +
          'words by topic ("animal words"), grammar ("explain noun classes"), or say "quiz me".',
        type: 'conversation',
        confidence: 0.9,
        category: 'general',
        suggestions: [
          'How do you say thank you?',
          'What does inka mean?',
          'Teach me animal words',
          'Quiz me',
        ],
      });
  }
}

function quizAnswer(ctx: AnswerContext, subject: string): TutorAnswer {
  const category = subject ? findTopic(ctx.topics, subject) : null;
  const available = ctx.quizCategories();
  const chosen = category && available.includes(category) ? category : null;
  const sample = ctx.sampleQuiz(chosen);
  const sampleText = sample
    ? `\nHere's one to start: ${sample.question}\n${sample.options.map((o, i) => `${'ABCD'[i]}. ${o}`).join('\n')}`
    : '';
  return make({
    response:
      `Let's practise${chosen ? ` ${chosen.replace(/-/g, ' ')}` : ''}! Open the Quiz page to take a timed quiz with 5–25 questions` +
      `${available.length ? ` (categories: ${available.slice(0, 8).join(', ')}${available.length > 8 ? '…' : ''})` : ''}.${sampleText}`,
    type: 'quiz',
    confidence: 0.85,
    category: chosen ?? 'mixed',
    suggestions: available.slice(0, 3).map((c) => `Quiz me on ${c.replace(/-/g, ' ')}`),
  });
}

function lookup(ctx: AnswerContext, subject: string): TutorAnswer | null {
  // A bare word: Kinyarwanda first (the learner pasted a word), then English, then numbers.
  if (exactKinyarwanda(ctx.model, subject).length || ctx.numberWords.has(matchKey(subject)))
    return meaning(ctx, subject);
  if (exactEnglish(ctx.model, subject).length) return howToSay(ctx, subject);
  return numberAnswer(ctx, subject) ?? englishVerbPhrase(ctx, subject);
}

function fallback(ctx: AnswerContext, text: string): TutorAnswer {
  const hits = fuzzyFind(ctx, text, undefined, 6).filter((h) => h.similarity >= 0.4);
  const suggestions = [
    ...suggestionsFrom(hits),
    'How do you say thank you?',
    'Teach me animal words',
    'How do you say 25?',
  ].slice(0, 4);
  const best = hits[0];
  return make({
    response:
      `I'm not sure I understood "${text}". ` +
      (best
        ? `The closest thing I know is "${best.item.rw}" (${best.item.en[0]}) — but that may not be what you meant.`
        : "I couldn't find it in my Kinyarwanda word list.") +
      '\nTry asking "how do you say …", "what does … mean", "plural of …", "conjugate …" or "quiz me".',
    type: 'fallback',
    confidence: best ? 0.3 : 0.15,
    category: 'general',
    suggestions,
  });
}

function resolve(ctx: AnswerContext, intent: Intent): TutorAnswer | null {
  switch (intent.kind) {
    case 'small-talk':
      return smallTalk(ctx, intent.topic);
    case 'quiz':
      return quizAnswer(ctx, intent.subject);
    case 'conjugate':
      return conjugation(ctx, intent);
    case 'plural':
      return plural(ctx, intent.subject, intent.asks);
    case 'pronounce':
      return pronounce(ctx, intent.subject);
    case 'meaning':
      return (
        meaning(ctx, intent.subject) ??
        (exactEnglish(ctx.model, intent.subject).length ? howToSay(ctx, intent.subject) : null)
      );
    case 'how-to-say':
      return howToSay(ctx, intent.subject);
    case 'count':
      return countAnswer(intent.upTo);
    case 'topic':
      return topicAnswer(ctx, intent.subject);
    case 'grammar':
      return grammarAnswer(ctx, intent.text);
    case 'lookup':
      return lookup(ctx, intent.subject);
    case 'compare':
      return compare(ctx, intent.a, intent.b);
  }
}

/** The item a side of a comparison names: a Kinyarwanda word or phrase, or an English one. */
function comparedItem(ctx: AnswerContext, text: string): { item: Item; sure: boolean } | null {
  const rw = exactKinyarwanda(ctx.model, text)[0];
  if (rw) return { item: rw.item, sure: rw.sure && rw.item.reviewed };
  const en = exactEnglish(ctx.model, text)[0];
  return en ? { item: en.item, sure: en.item.reviewed } : null;
}

/** How an item is used: its register and who it is said to, and its notes. */
function usage(item: Item): string {
  const parts: string[] = [];
  if (item.phrase) {
    parts.push(item.phrase.register);
    if (item.phrase.address !== 'any') {
      parts.push(
        item.phrase.address === 'plural' ? 'to several people (or politely to one)' : 'to one person',
      );
    }
    if (item.phrase.notes) parts.push(item.phrase.notes);
  }
  if (item.entry?.notes) parts.push(item.entry.notes);
  return parts.length > 0 ? `: ${parts.join('; ').replace(/\.+$/, '')}` : '';
}

/** "the difference between mwaramutse and mwiriwe": both, side by side, with when each is used. */
function compare(ctx: AnswerContext, a: string, b: string): TutorAnswer | null {
  const first = comparedItem(ctx, a);
  const second = comparedItem(ctx, b);
  if (!first || !second) return null;
  if (first.item === second.item) {
    return make({
      response: `"${a}" and "${b}" are the same: "${first.item.rw}" means "${first.item.en[0]}"${usage(first.item)}.`,
      type: first.item.kind === 'phrase' ? 'phrase' : 'vocabulary',
      confidence: first.sure ? CONFIDENCE.formReviewed : CONFIDENCE.formDraft,
      ...fromItem(first.item),
    });
  }
  const line = ({ item }: { item: Item }) => `- ${item.rw} means "${item.en.join('", "')}"${usage(item)}.`;
  const sure = first.sure && second.sure;
  return make({
    response: `"${first.item.rw}" and "${second.item.rw}" side by side:\n${line(first)}\n${line(second)}${draftNote(first.item)}${draftNote(second.item)}`,
    type: first.item.kind === 'phrase' ? 'phrase' : 'vocabulary',
    confidence: sure ? CONFIDENCE.formReviewed : CONFIDENCE.formDraft,
    ...fromItem(first.item),
    suggestions: [`How do you pronounce ${first.item.rw}?`, `How do you pronounce ${second.item.rw}?`],
  });
}

export function answerQuestion(shared: AnswerContext, question: string): TutorAnswer {
  // Each question gets its own lookup memo: answers never depend on earlier questions or concurrent ones.
  const ctx: AnswerContext = { ...shared, ...requestLookup(shared.model), question };
  const isKnown = (word: string) => ctx.model.rw.has(word) || ctx.model.en.has(word);
  // A question is a sentence or two; the patterns read at most this much (they would slow down on essays).
  const read = readQuestion(question.slice(0, MAX_QUESTION), isKnown);
  if (read.text === '') {
    return make({
      response: 'Ask me a question about Kinyarwanda — for example "how do you say thank you?".',
      type: 'fallback',
      confidence: 0.1,
      suggestions: ['How do you say thank you?', 'What does muraho mean?'],
    });
  }
  for (const intent of read.intents) {
    const answer = resolve(ctx, intent);
    if (answer) return answer;
  }
  // Last resort before giving up: a close spelling of the whole question in either language.
  const subject = read.intents.find(
    (i): i is Extract<Intent, { kind: 'lookup' }> => i.kind === 'lookup',
  )?.subject;
  return (
    (subject ? (fuzzyAnswer(ctx, subject, 'rw') ?? fuzzyAnswer(ctx, subject, 'en')) : null) ??
    fallback(ctx, read.text)
  );
}
