import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './Streak.css.ts';

export interface StreakProps extends HTMLAttributes<HTMLElement> {
  /** Days in a row with practice, up to today. */
  days: number;
  /** The streak's words: its heading, the count and what the week track says (English by default). */
  labels?: Partial<StreakLabels>;
  /** A muted line under the figure, e.g. encouragement. */
  hint?: ReactNode;
}

const WEEK = 7;

const defaultLabels = {
  /** The heading. */
  title: 'Learning streak',
  /** The count as words. */
  days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  /** What the week track says to a screen reader: the days practised of the last seven. */
  week: (n: number) => `Practised ${n} of the last ${WEEK} days`,
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type StreakLabels = typeof defaultLabels;
export { defaultLabels as streakLabels };

/**
 * A learning streak with presence: a flame that burns while the streak lives, the count, and the last seven
 * days as a track (the streak's days filled). The count is text; the track is said in words as well.
 */
export function Streak({ days, labels, hint, className, ...rest }: StreakProps) {
  const text = { ...defaultLabels, ...labels };
  const labelId = useId();
  const count = Math.max(0, Math.floor(days));
  const state = count > 0 ? 'live' : 'none';
  const active = Math.min(count, WEEK);
  return (
    <section
      data-component="Streak"
      data-state={state}
      aria-labelledby={labelId}
      className={cx(styles.root({ state }), className)}
      {...rest}
    >
      <svg className={styles.flame({ state })} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M24 4c2 7 9 11 11 19 2 9-3 18-11 18S11 34 13 25c1-5 5-7 6-12 3 3 4 6 4 9 2-3 2-10 1-18z"
        />
        <path
          fill="currentColor"
          opacity="0.45"
          d="M24 24c2 3 5 5 5 9 0 3-2 6-5 6s-5-3-5-6c0-3 2-4 3-7 1 1 2 2 2 4 1-2 1-4 0-6z"
        />
      </svg>
      <p id={labelId} className={styles.label}>
        {text.title}
      </p>
      <p className={styles.count}>{text.days(count)}</p>
      <ol className={styles.track} aria-hidden="true">
        {Array.from({ length: WEEK }, (_, i) => (
          // The oldest day first: the streak's days are the last ones.
          // biome-ignore lint/suspicious/noArrayIndexKey: seven fixed days
          <li key={i} className={styles.day({ active: i >= WEEK - active })} />
        ))}
      </ol>
      <p className={visuallyHidden}>{text.week(active)}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
    </section>
  );
}
