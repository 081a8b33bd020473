import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { isList } from '../../layout/is-list.ts';
import { type ResponsiveSpace, responsiveClasses } from '../../layout/responsive.ts';
import { gap, gapFrom, plainList } from '../../layout/scale.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './Stack.css.ts';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

export interface StackProps extends HTMLAttributes<HTMLElement> {
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
export function Stack({ space, align = 'stretch', as: Element = 'div', className, ...rest }: StackProps) {
  return (
    <Element
      data-component="Stack"
      className={cx(
        styles.root,
        ...responsiveClasses(space, gap, gapFrom, 'none'),
        isList(Element) && plainList,
        styles.align[align],
        className,
      )}
      {...rest}
    />
  );
}
