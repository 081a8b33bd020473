import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Badge.css.ts';

/** Semantic tones shared by badges and score colours: never a raw colour name. */
export const badgeTones = ['neutral', 'accent', 'success', 'info', 'warning', 'caution', 'critical'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour and meaning: `neutral` by default, or one of `badgeTones`. */
  tone?: BadgeTone;
  /** Text size and padding: `sm` or `md` (default). */
  size?: 'sm' | 'md';
  /** A decorative icon before the text. */
  icon?: ReactNode;
}

/** A short status or count beside what it describes (“New”, “3”), coloured by a semantic `tone`. */
export function Badge({ tone = 'neutral', size = 'md', icon, className, children, ...rest }: BadgeProps) {
  return (
    <span
      data-component="Badge"
      data-tone={tone}
      className={cx(styles.root({ tone, size }), className)}
      {...rest}
    >
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </span>
  );
}
