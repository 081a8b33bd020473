import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { isList } from '../../layout/is-list.ts';
import { type CollapseBreakpoint, type ResponsiveSpace, responsiveClasses } from '../../layout/responsive.ts';
import { flush, gap, gapFrom, plainList } from '../../layout/scale.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './Inline.css.ts';

export const inlineAligns = ['start', 'center', 'end', 'between'] as const;
export const inlineAlignYs = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export type InlineAlignY = (typeof inlineAlignYs)[number];

// No `className`: a layout primitive's look is its props; wrap it in your own element to style a region.
export interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /**
   * The gap between items (and between wrapped lines), from the theme's space scale: one for every width, or one
   * per breakpoint from mobile up (`{ mobile: 'sm', desktop: 'md' }`).
   */
  space: ResponsiveSpace;
  /** Horizontal distribution: `start` (default), `center`, `end` or `between`. */
  align?: InlineAlign;
  /** Vertical alignment of the items: `center` (default), `start`, `end`, `baseline` or `stretch`. */
  alignY?: InlineAlignY;
  /** Keep the items on one line instead of wrapping. */
  isNoWrap?: boolean;
  /** Below this breakpoint (tablet: 640 px, desktop: 1024 px) stack the items, each the full width. */
  collapseBelow?: CollapseBreakpoint;
  /** The same as `collapseBelow="tablet"`. */
  isCollapsedOnPhone?: boolean;
  /** The element to render, e.g. `ul` for a list (its bullets and indent are removed); a div by default. */
  as?: ElementType;
  children?: ReactNode;
}

/** Items side by side, a fixed space apart, wrapping onto more lines when the row is full: chips, buttons, tags. */
export function Inline({
  space,
  align = 'start',
  alignY = 'center',
  isNoWrap = false,
  collapseBelow,
  isCollapsedOnPhone = false,
  as: Element = 'div',
  ...rest
}: InlineProps) {
  return (
    <Element
      {...rest}
      data-component="Inline"
      className={cx(
        styles.root,
        flush,
        ...responsiveClasses(space, gap, gapFrom, 'none'),
        isList(Element) && plainList,
        styles.align[align],
        styles.alignY[alignY],
        isNoWrap && styles.noWrap,
        styles.collapseBelow[collapseBelow ?? (isCollapsedOnPhone ? 'tablet' : 'never')],
      )}
    />
  );
}
