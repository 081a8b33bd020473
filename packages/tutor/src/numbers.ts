// Cardinal numbers 0–1,000,000 in Kinyarwanda words, from the numeral tables (rules/numerals.ts) and the
// class table. Counting uses the ka- forms (rimwe, kabiri, gatatu…); numerals 1–7 agree with the noun they
// count (abantu babiri, inka ebyiri, ibitabo bibiri), as do the units of a compound (abantu makumyabiri na
// babiri); 8, 9 and 10 (umunani, icyenda, icumi) never agree. Tens, hundreds and thousands are counted by
// their multiplier nouns (mirongo itatu, magana abiri, ibihumbi bitatu; mirongo inani, magana inani).
// Parts are joined with "na", which elides before a vowel: makumyabiri n'umunani. A number is sure only
// when every part is attested (confidence.ts).
import { type Evidence, NO_EVIDENCE } from './confidence.ts';
import { type CountableNoun, countedForm } from './morphology.ts';
import { NOUN_CLASSES, singularOf } from './rules/classes.ts';
import {
  AGREEING_STEMS,
  CLASS_10,
  COUNTING,
  HUNDRED,
  HUNDREDS,
  MILLION,
  type Multiplier,
  TEN,
  TEN_IN_COMPOUND,
  TENS,
  THOUSAND,
  THOUSANDS,
  TWENTY,
} from './rules/numerals.ts';
import { dahl } from './rules/sounds.ts';

/** Numeral 1–7 agreeing with a noun class; `counting` gives the ka- counting forms. */
export function agreeingUnit(n: number, nounClass: number | 'counting'): string {
  if (nounClass === 'counting' || n === 0 || n > 7) return COUNTING[n]!;
  // "One" inside a plural count agrees with the singular class: abantu makumyabiri n'umwe.
  const singular = n === 1 ? singularOf(nounClass) : undefined;
  if (singular !== undefined) return agreeingUnit(1, singular);
  if (nounClass === 10) return CLASS_10[n]!;
  const stem = AGREEING_STEMS[n]!;
  const concord = NOUN_CLASSES.get(nounClass)?.numeral;
  return concord === undefined ? COUNTING[n]! : dahl(concord, stem) + stem;
}

/** A multiplier noun with its count 2–9: mirongo itatu, magana inani, ibihumbi bibiri. */
function multiplied(multiplier: Multiplier, n: number): string {
  const count =
    n === 8 ? multiplier.eight : n === 9 ? multiplier.nine : agreeingUnit(n, multiplier.nounClass);
  return `${multiplier.word} ${count}`;
}

/** "x na y", with "na" eliding before a vowel ("n'umunani"). */
function joinNa(parts: string[]): string {
  return parts.reduce((sentence, part) =>
    /^[aeiou]/.test(part) ? `${sentence} n'${part}` : `${sentence} na ${part}`,
  );
}

export interface NumberWords {
  value: number;
  words: string;
  /** True when every part of the number (each word run joined by na) is attested (confidence.ts). */
  sure: boolean;
}

/** The parts of a number below 100, before they are joined with na. */
function below100(n: number, agree: number | 'counting'): string[] {
  if (n < 10) return [agreeingUnit(n, agree)];
  const tens = Math.floor(n / 10);
  const units = n % 10;
  const tensWords =
    tens === 1 ? (units === 0 ? TEN : TEN_IN_COMPOUND) : tens === 2 ? TWENTY : multiplied(TENS, tens);
  return units === 0 ? [tensWords] : [tensWords, agreeingUnit(units, agree)];
}

function below1000(n: number, agree: number | 'counting'): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return below100(rest, agree);
  const hundredsWords = hundreds === 1 ? HUNDRED : multiplied(HUNDREDS, hundreds);
  return rest === 0 ? [hundredsWords] : [hundredsWords, ...below100(rest, agree)];
}

/** The parts of a number: each is a word run said as one ("mirongo inani", "gatanu"). */
function numberParts(value: number, nounClass: number | 'counting'): string[] {
  if (value === 1_000_000) return [MILLION];
  if (value < 1000) return below1000(value, nounClass);
  const thousands = Math.floor(value / 1000);
  const rest = value % 1000;
  // ibihumbi (class 8) is counted like a class 8 noun: ibihumbi bibiri, ibihumbi umunani, ibihumbi icumi.
  const head =
    thousands === 1
      ? [THOUSAND]
      : thousands < 10
        ? [multiplied(THOUSANDS, thousands)]
        : (() => {
            const [first = '', ...others] = below1000(thousands, THOUSANDS.nounClass);
            return [`${THOUSANDS.word} ${first}`, ...others];
          })();
  return rest === 0 ? head : [...head, ...below1000(rest, nounClass)];
}

/**
 * The number in words. Without a noun class it gives the counting form (kabiri, gatatu); with the class of
 * the counted noun, units 1–7 agree with it (class 2 → babiri, class 10 → ebyiri, class 8 → bibiri).
 */
export function numberToKinyarwanda(
  value: number,
  nounClass: number | 'counting' = 'counting',
  evidence: Evidence = NO_EVIDENCE,
): NumberWords {
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw new RangeError(`numbers from 0 to 1,000,000 only (got ${value})`);
  }
  const parts = numberParts(value, nounClass);
  return { value, words: joinNa(parts), sure: parts.every((part) => evidence.has(part)) };
}

const ENGLISH_UNITS = new Map<string, number>(
  Object.entries({
    zero: 0,
    nought: 0,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fourty: 40,
    fifty: 50,
    sixty: 60,
    seventy: 70,
    eighty: 80,
    ninety: 90,
  }),
);

/**
 * The longest run of English number words from `start` that reads as one number ("three hundred", "twenty
 * five", "two thousand and five"), or null. Stricter than parseEnglishNumber: a unit is followed only by a
 * multiplier, a tens word only by a unit or a multiplier, and "and" only follows a multiplier, so "two three"
 * or "five and six" are not one number.
 */
export function englishNumberRun(
  tokens: readonly string[],
  start: number,
): { value: number; length: number } | null {
  const MULTIPLIER = new Set(['hundred', 'thousand', 'million']);
  let best: { value: number; length: number } | null = null;
  type Kind = 'unit' | 'tens' | 'multiplier' | 'and' | null;
  let previous: Kind = null as Kind;
  for (let i = start; i < tokens.length; i++) {
    const token = tokens[i]!;
    const unit = ENGLISH_UNITS.get(token);
    let kind: Kind;
    if (MULTIPLIER.has(token)) kind = previous === 'and' || previous === null ? null : 'multiplier';
    else if (token === 'and') kind = previous === 'multiplier' ? 'and' : null;
    else if (unit !== undefined && unit >= 20 && unit % 10 === 0)
      kind = previous === null || previous === 'multiplier' || previous === 'and' ? 'tens' : null;
    else if (unit !== undefined)
      kind =
        previous === null ||
        previous === 'multiplier' ||
        previous === 'and' ||
        (previous === 'tens' && unit < 10)
          ? 'unit'
          : null;
    else kind = null;
    if (kind === null) break;
    previous = kind;
    if (kind === 'and') continue;
    const value = parseEnglishNumber(tokens.slice(start, i + 1).join(' '));
    if (value !== null && value <= 1_000_000) best = { value, length: i + 1 - start };
  }
  return best;
}

/** "inka ebyiri": the counted noun (singular or plural) followed by the number agreeing with its class. */
export function countNoun(
  noun: CountableNoun,
  value: number,
  evidence: Evidence = NO_EVIDENCE,
): { words: string; nounClass: number; sure: boolean } | null {
  const counted = countedForm(noun, value, evidence);
  if (!counted) return null;
  const number = numberToKinyarwanda(value, counted.nounClass, evidence);
  const words = `${counted.form} ${number.words}`;
  return {
    words,
    nounClass: counted.nounClass,
    // The number's agreement is the class table's: sure only when the counted noun is attested as it is said
    // (the index holds runs of up to three words), not when its words are attested apart.
    sure: counted.sure && number.sure && words.split(' ').length <= 3 && evidence.has(words),
  };
}

/** English number words ("two thousand three hundred and five", "a hundred") → value, else null. */
export function parseEnglishNumber(text: string): number | null {
  const tokens = text
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((t) => t !== '' && t !== 'and');
  if (tokens.length === 0) return null;
  let total = 0;
  let current = 0;
  let seen = false;
  for (const [i, token] of tokens.entries()) {
    const unit = ENGLISH_UNITS.get(token);
    if (unit !== undefined) {
      current += unit;
      seen = true;
    } else if ((token === 'a' || token === 'one') && i === 0) {
      current = 1;
    } else if (token === 'hundred') {
      current = (current || 1) * 100;
      seen = true;
    } else if (token === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
      seen = true;
    } else if (token === 'million') {
      total += (current || 1) * 1_000_000;
      current = 0;
      seen = true;
    } else return null;
  }
  return seen ? total + current : null;
}

/** Digits as people write them: "1,250", "1 250", "1.250", "12500" → value, else null. */
export function parseDigits(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}([,. ]\d{3})+$|^\d+$/.test(trimmed)) return null;
  return Number(trimmed.replace(/[,. ]/g, ''));
}
