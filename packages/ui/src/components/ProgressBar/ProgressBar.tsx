import { type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './ProgressBar.css.ts';
import { defaultProgressThresholds, type ProgressThresholds, progressTone, toPercent } from './tone.ts';

export interface ProgressBarProps {
  /** Progress so far, in the units of `max` (clamped to 0…max). */
  value: number;
  /** The value of a full bar; 100 by default. */
  max?: number;
  /** Names the bar, shown above it and read as its accessible name. */
  label: ReactNode;
  /** The value as shown and read; defaults to the rounded percentage. */
  valueText?: string;
  /**
   * 'accent' (the default) is neutral progress (lessons done, chats this week); 'auto' colours by `thresholds`,
   * for a score: success at 80% and above, warning from 60%, critical below.
   */
  tone?: 'auto' | 'accent';
  /** Percentages where `tone="auto"` turns success and warning; 80 and 60 by default. */
  thresholds?: ProgressThresholds;
  /** Extra class on the root element. */
  className?: string;
}

/** A labelled progress bar; the figure is printed as text so the colour is never the only cue. */
export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  tone = 'accent',
  thresholds = defaultProgressThresholds,
  className,
}: ProgressBarProps) {
  const id = useId();
  const percent = toPercent(value, max);
  const fillTone = tone === 'accent' ? 'accent' : progressTone(percent, thresholds);
  const text = valueText ?? `${Math.round(percent)}%`;
  return (
    <div data-component="ProgressBar" data-tone={fillTone} className={cx(styles.root(), className)}>
      <div className={styles.header}>
        <span id={id} className={styles.label}>
          {label}
        </span>
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(max, Math.max(0, value))}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.fill({ tone: fillTone })} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
