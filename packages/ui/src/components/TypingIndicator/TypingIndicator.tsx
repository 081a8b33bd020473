import type { HTMLAttributes } from 'react';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './TypingIndicator.css.ts';

export interface TypingIndicatorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The indicator's words (read politely when it appears), in English by default. */
  labels?: Partial<TypingIndicatorLabels>;
}

const defaultLabels = {
  /** Read politely when the indicator appears. */
  typing: 'Tutor is typing…',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type TypingIndicatorLabels = typeof defaultLabels;
export { defaultLabels as typingIndicatorLabels };

/** Three dots while the tutor composes an answer; screen readers hear the label once, politely. */
export function TypingIndicator({ labels, className, ...rest }: TypingIndicatorProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <div role="status" data-component="TypingIndicator" className={cx(styles.root(), className)} {...rest}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={visuallyHidden}>{text.typing}</span>
    </div>
  );
}
