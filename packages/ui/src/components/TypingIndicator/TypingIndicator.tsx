import type { HTMLAttributes } from 'react';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './TypingIndicator.css.ts';

export interface TypingIndicatorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Read politely when the indicator appears. */
  label?: string;
}

/** Three dots while the tutor composes an answer; screen readers hear the label once, politely. */
export function TypingIndicator({ label = 'Tutor is typing…', className, ...rest }: TypingIndicatorProps) {
  return (
    <div role="status" data-component="TypingIndicator" className={cx(styles.root(), className)} {...rest}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </div>
  );
}
