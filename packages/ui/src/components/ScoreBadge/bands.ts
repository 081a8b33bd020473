import type { BadgeTone } from '../Badge/Badge.tsx';

export type ScoreBand = 'excellent' | 'good' | 'fair' | 'pass' | 'low';

/** Lower bounds of the bands, highest first (90 green, 80 blue, 70 amber, 60 orange, below red). */
export const defaultScoreBands: Readonly<Record<Exclude<ScoreBand, 'low'>, number>> = {
  excellent: 90,
  good: 80,
  fair: 70,
  pass: 60,
};

export function scoreBand(score: number, bands = defaultScoreBands): ScoreBand {
  if (score >= bands.excellent) return 'excellent';
  if (score >= bands.good) return 'good';
  if (score >= bands.fair) return 'fair';
  if (score >= bands.pass) return 'pass';
  return 'low';
}

/** Semantic tone of each band: green, blue, amber, orange, red in the default themes. */
export const scoreBandTone: Readonly<Record<ScoreBand, BadgeTone>> = {
  excellent: 'success',
  good: 'info',
  fair: 'warning',
  pass: 'caution',
  low: 'critical',
};
