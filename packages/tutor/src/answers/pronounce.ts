// "How do you pronounce X": the syllables and the sound tips that fit the spelling.
import { CONFIDENCE } from '../confidence.ts';
import { exactEnglish, exactKinyarwanda, fuzzyFind } from '../lookup.ts';
import { matchKey } from '../normalize.ts';
import { syllabify } from '../syllables.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, make } from './shared.ts';

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

export function pronounce(ctx: AnswerContext, subject: string): TutorAnswer | null {
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
    confidence: known
      ? fuzzy
        ? CONFIDENCE.pronunciationTypo
        : CONFIDENCE.pronunciationKnown
      : CONFIDENCE.pronunciationSpelling,
    category: item?.category ?? 'pronunciation',
    difficulty: item?.difficulty ?? 'beginner',
    word,
    enhanced_pronunciation: guide,
    suggestions: item ? [`What does ${item.rw} mean?`] : [],
  });
}
