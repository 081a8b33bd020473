import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is empty, as a heading at `headingLevel`. */
  title: ReactNode;
  /** Why it is empty or what to do next. */
  description?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** A small drawn scene above the title, e.g. `<ScoresIllustration />`; it takes the place of `icon`. */
  illustration?: ReactNode;
  /** A control to get out of the empty state, e.g. a Button. */
  action?: ReactNode;
  /** 1 when the empty state is the whole page (e.g. a sign-in notice in place of a screen). */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Spacing and text size: `sm` (inside a card) or `md` (default). */
  size?: 'sm' | 'md';
}

/** What to show when a list has nothing in it yet, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon,
  illustration,
  action,
  headingLevel = 3,
  size = 'md',
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-component="EmptyState" className={cx(styles.root({ size }), className)} {...rest}>
      {illustration
        ? illustration
        : icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
