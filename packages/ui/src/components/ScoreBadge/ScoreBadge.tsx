import { cx } from '../../utils/cx.ts';
import { Badge } from '../Badge/Badge.tsx';
import { defaultScoreBands, scoreBand, scoreBandTone } from './bands.ts';
import * as styles from './ScoreBadge.css.ts';

export interface ScoreBadgeProps {
  /** A percentage, 0–100. */
  score: number;
  /** Read before the score, e.g. "Quiz score". */
  label?: string;
  /** Lowest score (percent) of each band, which sets the colour and word; `defaultScoreBands` by default. */
  bands?: typeof defaultScoreBands;
  /** Badge size: `sm`, `md` (default) or `lg`. */
  size?: 'sm' | 'md' | 'lg';
  /** Extra class on the root element. */
  className?: string;
}

/** A percentage coloured by band; the number is always printed so colour is never the only cue. */
export function ScoreBadge({
  score,
  label,
  bands = defaultScoreBands,
  size = 'md',
  className,
}: ScoreBadgeProps) {
  // Band from the printed (rounded) figure, so "90%" is never shown in the 80s colour.
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
