import type { HTMLAttributes } from 'react';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Diameter: `sm`, `md` (default) or `lg`. */
  size?: SpinnerSize;
  /**
   * The spinner's words: `loading`, announced to screen readers. Without it (the default) the spinner is
   * decorative (e.g. inside a busy button).
   */
  labels?: Partial<SpinnerLabels>;
}

const defaultLabels = {
  /** Names what is loading, as a status; empty (the default) leaves the spinner decorative. */
  loading: '',
};

// The defaults, exported so an app translates or adjusts them without copying them.
export type SpinnerLabels = typeof defaultLabels;
export { defaultLabels as spinnerLabels };

/**
 * A turning ring for a short wait of unknown length; with `labels.loading` it is a status that names what is
 * loading.
 */
export function Spinner({ size = 'md', labels, className, ...rest }: SpinnerProps) {
  const label = { ...defaultLabels, ...labels }.loading;
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
