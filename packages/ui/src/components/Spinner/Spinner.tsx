import type { HTMLAttributes } from 'react';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Diameter: `sm`, `md` (default) or `lg`. */
  size?: SpinnerSize;
  /** Announced to screen readers. Without a label the spinner is decorative (e.g. inside a busy button). */
  label?: string;
}

/** A turning ring for a short wait of unknown length; with `label` it is a status that names what is loading. */
export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  const ring = <span className={styles.root({ size })} aria-hidden="true" />;
  if (!label) {
    return (
      <span
        data-component="Spinner"
        className={cx(styles.root({ size }), className)}
        aria-hidden="true"
        {...rest}
      />
    );
  }
  return (
    <span role="status" data-component="Spinner" className={className} {...rest}>
      {ring}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
