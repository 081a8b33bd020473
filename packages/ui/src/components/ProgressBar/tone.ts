export type ProgressTone = 'success' | 'warning' | 'critical';

export interface ProgressThresholds {
  /** Percentage at or above which the bar is a success (default 80). */
  success: number;
  /** Percentage at or above which it is a warning; below, critical (default 60). */
  warning: number;
}

export const defaultProgressThresholds: ProgressThresholds = { success: 80, warning: 60 };

/** Percentage of `value` out of `max`, clamped to 0–100 (0 when max is not positive). */
export function toPercent(value: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

export function progressTone(
  percent: number,
  thresholds: ProgressThresholds = defaultProgressThresholds,
): ProgressTone {
  if (percent >= thresholds.success) return 'success';
  if (percent >= thresholds.warning) return 'warning';
  return 'critical';
}
