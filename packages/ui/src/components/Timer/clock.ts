/** Seconds as m:ss (minutes are not wrapped into hours: 75:00). Fractions round up, negatives show 0:00. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Spoken form of a remaining time: "2 minutes", "1 minute 30 seconds", "10 seconds". */
export function describeDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (m && s) return `${part(m, 'minute')} ${part(s, 'second')}`;
  return m ? part(m, 'minute') : part(s, 'second');
}

/**
 * Screen readers are told only when the countdown reaches one of `moments` (and when it ends), never every
 * second: returns the moment passed between two readings, or null.
 */
export function passedMoment(previous: number, current: number, moments: readonly number[]): number | null {
  if (current === previous) return null;
  if (current <= 0 && previous > 0) return 0;
  const passed = moments.filter((m) => m > 0 && current <= m && previous > m);
  return passed.length ? Math.min(...passed) : null;
}
