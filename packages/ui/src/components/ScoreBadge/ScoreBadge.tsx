import { cx } from '../../utils/cx.ts';
import { Badge } from '../Badge/Badge.tsx';
import { defaultScoreBands, scoreBand, scoreBandTone } from './bands.ts';
import * as styles from './ScoreBadge.css.ts';

export interface ScoreBadgeProps {
  /** A percentage, 0–100. */
  score: number;
  /** The badge's words: `score`, read before the figure (e.g. "Quiz score"); none by default. */
  labels?: Partial<ScoreBadgeLabels>;
  /** Lowest score (percent) of each band, which sets the colour and word; `defaultScoreBands` by default. */
  bands?: typeof defaultScoreBands;
  /** Badge size: `sm`, `md` (default) or `lg`. */
  size?: 'sm' | 'md' | 'lg';
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = {
  /** Read before the score, e.g. "Quiz score"; empty (the default) leaves the badge its printed figure only. */
  score: '',
};

// The defaults, exported so an app translates or adjusts them without copying them.
export type ScoreBadgeLabels = typeof defaultLabels;
export { defaultLabels as scoreBadgeLabels };

/** A percentage coloured by band; the number is always printed so colour is never the only cue. */
export function ScoreBadge({
  score,
  labels,
  bands = defaultScoreBands,
  size = 'md',
  className,
}: ScoreBadgeProps) {
  // Band from the printed (rounded) figure, so "90%" is never shown in the 80s colour.
  const label = { ...defaultLabels, ...labels }.score;
  const rounded = Math.round(score);
  const band = scoreBand(rounded, bands);
  return (
    <Badge
      data-component="ScoreBadge"
      data-state={band}
      tone={scoreBandTone[band]}
      size={size === 'sm' ? 'sm' : 'md'}
      className={cx(styles.root({ size }), className)}
      aria-label={label ? `${label}: ${rounded}%` : undefined}
      role={label ? 'img' : undefined}
    >
      {rounded}%
    </Badge>
  );
}
