import type { HTMLAttributes, ReactNode } from 'react';
import { type CollapseBreakpoint, type ResponsiveSpace, responsiveClasses } from '../../layout/responsive.ts';
import { flush } from '../../layout/scale.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './Columns.css.ts';

export const columnWidths = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
export type ColumnWidth = (typeof columnWidths)[number];

// No `className`: a layout primitive's look is its props; wrap it in your own element to style a region.
export interface ColumnsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className'> {
  /**
   * The gap between columns, from the theme's space scale: one for every width, or one per breakpoint from mobile
   * up (`{ mobile: 'sm', desktop: 'lg' }`).
   */
  space: ResponsiveSpace;
  /** Vertical alignment of the columns: `stretch` (default), `start`, `center` or `end`. */
  alignY?: 'start' | 'center' | 'end' | 'stretch';
  /** Below this breakpoint (tablet: 640 px, desktop: 1024 px) put the columns one under another, full width. */
  collapseBelow?: CollapseBreakpoint;
  /** The same as `collapseBelow="tablet"`. */
  isCollapsedOnPhone?: boolean;
  children?: ReactNode;
}

/** A row of `Column`s: fixed fractions, their content's width, or a share of what is left. */
export function Columns({
  space,
  alignY = 'stretch',
  collapseBelow,
  isCollapsedOnPhone = false,
  ...rest
}: ColumnsProps) {
  return (
    <div
      {...rest}
      data-component="Columns"
      className={cx(
        styles.root,
        flush,
        ...responsiveClasses(space, styles.space, styles.spaceFrom, 'none'),
        styles.alignY[alignY],
        styles.collapseBelow[collapseBelow ?? (isCollapsedOnPhone ? 'tablet' : 'never')],
      )}
    />
  );
}

export interface ColumnProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className'> {
  /** A fraction of the row, the content's own width, or (by default) an equal share of the rest. */
  width?: ColumnWidth;
  children?: ReactNode;
}

/** One column of `Columns`: a fraction of the row, its content's width, or (by default) a share of what is left. */
export function Column({ width = 'fill', ...rest }: ColumnProps) {
  return <div {...rest} data-component="Column" className={cx(styles.column, styles.width[width])} />;
}
