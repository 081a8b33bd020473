import { type CountableNoun, countedForm } from './morphology.ts';

// Cardinal numbers 0–1,000,000 in Kinyarwanda words, by rule. Counting uses the ka- forms (rimwe, kabiri,
// gatatu…); numerals 1–7 agree with the noun they count (abantu babiri, inka ebyiri, ibitabo bibiri), as do
// the units of a compound (abantu makumyabiri na babiri); 8, 9 and 10 (umunani, icyenda, icumi) never agree.
// Parts are joined with "na", which elides before a vowel: makumyabiri n'umunani.

/** Counting forms 0–9: what you say when counting, and the default when no noun is counted. */
const COUNTING = [
  'zeru',
  'rimwe',
  'kabiri',
  'gatatu',
  'kane',
  'gatanu',
  'gatandatu',
  'karindwi',
  'umunani',
  'icyenda',
] as const;

/** Numeral stems that take the noun's agreement prefix (1–7). */
const STEMS = ['', 'mwe', 'biri', 'tatu', 'ne', 'tanu', 'tandatu', 'rindwi'] as const;

/** Numeral agreement prefix of each noun class (class 10 and 13 handled apart). */
const PREFIX: Record<number, string> = {
  1: 'u',
  2: 'ba',
  3: 'u',
  4: 'i',
  5: 'ri',
  6: 'a',
  7: 'ki',
  8: 'bi',
  9: 'i',
  11: 'ru',
  12: 'ka',
  14: 'bu',
  15: 'ku',
  16: 'ha',
};

/** Class 10 (plural of in-/im- nouns) has its own forms: inka ebyiri, inka eshatu. */
const CLASS_10 = ['', 'imwe', 'ebyiri', 'eshatu', 'enye', 'eshanu', 'esheshatu', 'zirindwi'] as const;

/** The singular class paired with a plural class: "one" in a compound agrees with it (n'umwe, na kimwe). */
const SINGULAR_OF: Record<number, number> = { 2: 1, 4: 3, 6: 5, 8: 7, 10: 9, 13: 12 };

const VOICELESS = /^(p|t|k|f|s|c|h)/;

/** Numeral 1–7 agreeing with a noun class; `counting` gives the ka- counting forms. */
export function agreeingUnit(n: number, nounClass: number | 'counting'): string {
  if (nounClass === 'counting' || n === 0 || n > 7) return COUNTING[n]!;
  if (n === 1 && SINGULAR_OF[nounClass] !== undefined) return agreeingUnit(1, SINGULAR_OF[nounClass]!);
  if (nounClass === 10) return CLASS_10[n]!;
  const stem = STEMS[n]!;
  if (nounClass === 13) return (VOICELESS.test(stem) ? 'du' : 'tu') + stem;
  const prefix = PREFIX[nounClass];
  return prefix === undefined ? COUNTING[n]! : prefix + stem;
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
  /**
   * False when a part of the form is made by a rule we have not had confirmed by a speaker (the remainder
   * "ten" inside a larger number, compound counts of thousands, agreement inside a compound).
   */
  sure: boolean;
}

function below100(n: number, agree: number | 'counting'): { words: string; sure: boolean } {
  if (n < 10) return { words: agreeingUnit(n, agree), sure: true };
  const tens = Math.floor(n / 10);
  const units = n % 10;
  if (tens === 1) {
    if (units === 0) return { words: 'icumi', sure: true };
    return { words: joinNa(['cumi', agreeingUnit(units, agree)]), sure: agree === 'counting' };
  }
  const tensWords = tens === 2 ? 'makumyabiri' : `mirongo ${agreeingUnit(tens, 4)}`;
  if (units === 0) return { words: tensWords, sure: true };
  return { words: joinNa([tensWords, agreeingUnit(units, agree)]), sure: agree === 'counting' };
}

function below1000(n: number, agree: number | 'counting'): { words: string; sure: boolean } {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return below100(rest, agree);
  const hundredsWords =
    hundreds === 1
      ? 'ijana'
      : `magana ${hundreds === 8 ? 'inani' : hundreds === 9 ? 'cyenda' : agreeingUnit(hundreds, 6)}`;
  if (rest === 0) return { words: hundredsWords, sure: true };
  const tail = below100(rest, agree);
  // "ijana n'icumi" (110): a bare ten after hundreds is the one compound we have not had confirmed.
  return { words: joinNa([hundredsWords, tail.words]), sure: tail.sure && rest !== 10 };
}

/**
 * The number in words. Without a noun class it gives the counting form (kabiri, gatatu); with the class of
 * the counted noun, units 1–7 agree with it (class 2 → babiri, class 10 → ebyiri, class 8 → bibiri).
 */
export function numberToKinyarwanda(value: number, nounClass: number | 'counting' = 'counting'): NumberWords {
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw new RangeError(`numbers from 0 to 1,000,000 only (got ${value})`);
  }
  if (value === 1_000_000) return { value, words: 'miliyoni', sure: true };
  if (value < 1000) return { value, ...below1000(value, nounClass) };
  const thousands = Math.floor(value / 1000);
  const rest = value % 1000;
  let thousandsWords: string;
  let sure = true;
  if (thousands === 1) thousandsWords = 'igihumbi';
  else {
    // ibihumbi (class 8) is counted like any class 8 noun: ibihumbi bibiri, ibihumbi makumyabiri.
    const count = below1000(thousands, 8);
    thousandsWords = `ibihumbi ${count.words}`;
    sure = count.sure && thousands <= 10;
  }
  if (rest === 0) return { value, words: thousandsWords, sure };
  const tail = below1000(rest, nounClass);
  return { value, words: joinNa([thousandsWords, tail.words]), sure: sure && tail.sure && rest !== 10 };
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

/** "inka ebyiri": the counted noun (singular or plural) followed by the number agreeing with its class. */
export function countNoun(
  noun: CountableNoun,
  value: number,
): { words: string; nounClass: number; sure: boolean } | null {
  const counted = countedForm(noun, value);
  if (!counted) return null;
  const number = numberToKinyarwanda(value, counted.nounClass);
  return {
    words: `${counted.form} ${number.words}`,
    nounClass: counted.nounClass,
    sure: counted.sure && number.sure,
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
