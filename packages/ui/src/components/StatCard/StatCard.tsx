import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './StatCard.css.ts';

export const statCardTones = ['neutral', 'accent', 'success', 'warning', 'critical'] as const;
export type StatCardTone = (typeof statCardTones)[number];

export interface StatCardProps extends HTMLAttributes<HTMLElement> {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
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
