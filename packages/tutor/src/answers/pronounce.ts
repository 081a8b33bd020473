// "How do you pronounce X": the syllables and the sound tips that fit the spelling (the guide and the tips
// are data: content/tutor/sounds.yaml).
import { CONFIDENCE } from '../confidence.ts';
import type { SoundGuide } from '../content/schema.ts';
import { exactEnglish, exactKinyarwanda, fuzzyFind } from '../lookup.ts';
import { matchKey } from '../normalize.ts';
import { syllabify } from '../syllables.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, make, type Sounds } from './shared.ts';

/** The pronunciation guide (content/tutor/sounds.yaml) with its patterns compiled, once per tutor. */
export function compileSounds(guide: SoundGuide): Sounds {
  return {
    general: guide.general,
    tips: guide.tips.map(({ pattern, tip }) => ({ pattern: new RegExp(pattern), tip })),
  };
}

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
  const tips = ctx.sounds.tips.filter(({ pattern }) => pattern.test(key)).map(({ tip }) => tip);
  const meaningLine = item ? ` ("${rwHit?.en ?? item.en[0]}")` : '';
  const known = Boolean(item);
  return make({
    response:
      `"${word}"${meaningLine} is said ${guide}.\n` +
      ctx.sounds.general +
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
