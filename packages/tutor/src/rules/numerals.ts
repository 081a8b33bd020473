// Numeral tables: the counting forms 0–10, the stems 1–7 that agree with the counted noun, class 10's own
// forms, and the multiplier forms after mirongo (tens, class 4), magana (hundreds, class 6) and ibihumbi
// (thousands, class 8). numbers.ts builds every number from these.

/** Counting forms 0–9: counting aloud, and the default when no noun is counted. */
export const COUNTING = [
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

/** Numeral stems that take the noun's concord (1–7): abantu ba-biri, ibitabo bi-tatu. */
export const AGREEING_STEMS = ['', 'mwe', 'biri', 'tatu', 'ne', 'tanu', 'tandatu', 'rindwi'] as const;

/** Class 10 (plural of in-/im- nouns) has its own forms 1–7: inka ebyiri, inka eshatu. */
export const CLASS_10 = ['', 'imwe', 'ebyiri', 'eshatu', 'enye', 'eshanu', 'esheshatu', 'zirindwi'] as const;

/**
 * A multiplier: the plural noun that counts tens, hundreds or thousands, the class its count agrees with
 * (2–7), and its own forms of 8 and 9, which are not agreement: mirongo inani (80), magana inani (800),
 * ibihumbi umunani (8,000).
 */
export interface Multiplier {
  word: string;
  nounClass: number;
  eight: string;
  nine: string;
}

export const TENS: Multiplier = { word: 'mirongo', nounClass: 4, eight: 'inani', nine: 'icyenda' };
export const HUNDREDS: Multiplier = { word: 'magana', nounClass: 6, eight: 'inani', nine: 'cyenda' };
export const THOUSANDS: Multiplier = { word: 'ibihumbi', nounClass: 8, eight: 'umunani', nine: 'icyenda' };

/** The single words: 10, 20 (makumyabiri, not mirongo ibiri), 100, 1,000 and 1,000,000. */
export const TEN = 'icumi';
/** Ten inside a compound (cumi na rimwe = 11). */
export const TEN_IN_COMPOUND = 'cumi';
export const TWENTY = 'makumyabiri';
export const HUNDRED = 'ijana';
export const THOUSAND = 'igihumbi';
export const MILLION = 'miliyoni';
