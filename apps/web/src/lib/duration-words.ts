// A remaining time in words for the quiz's announcements, in English and in the French catalog alike.

/**
 * A duration in words, as the kit's Timer says it (describeDuration, which this module cannot import without
 * the kit's styles): "2 minutes 30 seconds". `part` names a count of one unit in the language.
 */
export function durationWords(
  totalSeconds: number,
  part: (count: number, unit: 'minute' | 'second') => string,
) {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m && s) return `${part(m, 'minute')} ${part(s, 'second')}`;
  return m ? part(m, 'minute') : part(s, 'second');
}
