import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { isList } from '../../layout/is-list.ts';
import { type ResponsiveSpace, responsiveClasses } from '../../layout/responsive.ts';
import { flush, gap, gapFrom, plainList } from '../../layout/scale.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './Stack.css.ts';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

// No `className`: a layout primitive's look is its props; wrap it in your own element to style a region.
export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /**
   * The gap between children, from the theme's space scale: one for every width, or one per breakpoint from
   * mobile up (`{ mobile: 'md', tablet: 'lg' }`).
   */
  space: ResponsiveSpace;
  /** Horizontal alignment of the children; they stretch to the full width by default. */
  align?: StackAlign;
  /** The element to render: `ul`/`ol` for a list of items (no bullets or indent), a section…; a div by default. */
  as?: ElementType;
  children?: ReactNode;
}

/** Children one under another, a fixed space apart. */
export function Stack({ space, align = 'stretch', as: Element = 'div', ...rest }: StackProps) {
  return (
    <Element
      {...rest}
      data-component="Stack"
      className={cx(
        styles.root,
        flush,
        ...responsiveClasses(space, gap, gapFrom, 'none'),
        isList(Element) && plainList,
        styles.align[align],
      )}
    />
  );
}
