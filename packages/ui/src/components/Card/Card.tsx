import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Card.css.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading, at `headingLevel`. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** A muted line under the title. */
  description?: ReactNode;
  /** Content below the body, e.g. actions; set apart by a divider. */
  footer?: ReactNode;
  /** Inner spacing from the theme's space scale: `sm`, `md` (default) or `lg`. */
  padding?: 'sm' | 'md' | 'lg';
  /**
   * How the card stands from the page: `outlined` (a bordered panel, the default), `elevated` (lifted by a
   * shadow, for what matters most on the page) or `tinted` (a wash of the accent, for a highlight).
   */
  surface?: CardSurface;
}

export const cardSurfaces = ['outlined', 'elevated', 'tinted'] as const;
export type CardSurface = (typeof cardSurfaces)[number];

/** A titled group of content. With a title it is a labelled `<section>`, so it shows up as a landmark. */
export function Card({
  title,
  headingLevel = 3,
  description,
  footer,
  padding = 'md',
  surface = 'outlined',
  className,
  children,
  ...rest
}: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const Root = title ? 'section' : 'div';
  return (
    <Root
      data-component="Card"
      data-surface={surface}
      aria-labelledby={title ? id : undefined}
      className={cx(styles.root({ padding, surface }), className)}
      {...rest}
    >
      {title && (
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
      )}
      {description && <p className={styles.description}>{description}</p>}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </Root>
  );
}
