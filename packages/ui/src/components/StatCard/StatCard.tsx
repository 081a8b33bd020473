import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './StatCard.css.ts';

export const statCardTones = ['neutral', 'accent', 'success', 'warning', 'critical'] as const;
export type StatCardTone = (typeof statCardTones)[number];

export interface StatCardProps extends HTMLAttributes<HTMLElement> {
  /** What the figure is, e.g. "Words learned" (the term of its description list). */
  label: ReactNode;
  /** The figure itself, shown large. */
  value: ReactNode;
  /** A muted line under the figure, e.g. "+12 this week". */
  hint?: ReactNode;
  /** A decorative icon beside the label. */
  icon?: ReactNode;
  /** Colour of the icon and accent: `neutral` (default) or one of `statCardTones`. */
  tone?: StatCardTone;
}

/** One figure with its label, as a description list item pair so the label is read before the value. */
export function StatCard({ label, value, hint, icon, tone = 'neutral', className, ...rest }: StatCardProps) {
  return (
    <dl data-component="StatCard" data-tone={tone} className={cx(styles.root({ tone }), className)} {...rest}>
      <dt className={styles.label}>
        {icon && <span aria-hidden="true">{icon}</span>}
        {label}
      </dt>
      <dd className={styles.value}>{value}</dd>
      {hint && <dd className={styles.hint}>{hint}</dd>}
    </dl>
  );
}
