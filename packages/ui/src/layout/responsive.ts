// Responsive values of the layout primitives, as Braid writes them: one value for every width, or one per
// breakpoint from mobile up (`{ mobile: 'sm', tablet: 'lg' }`), each applying until a wider one says otherwise.
import type { Space } from './scale.css.ts';

export const breakpointNames = ['mobile', 'tablet', 'desktop'] as const;
export type Breakpoint = (typeof breakpointNames)[number];
/** A breakpoint below which a row (Inline, Columns) puts its items one under another. */
export type CollapseBreakpoint = Exclude<Breakpoint, 'mobile'>;

export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;
export type ResponsiveSpace = Responsive<Space>;

/**
 * The class of each breakpoint's value: `base` names a value for every width (mobile up), `from` the same from
 * a wider breakpoint up. An object without `mobile` starts at `none`.
 */
export function responsiveClasses<V extends string>(
  value: Responsive<V>,
  base: Record<V, string>,
  from: Record<CollapseBreakpoint, Record<V, string>>,
  fallback: V,
): string[] {
  if (typeof value === 'string') return [base[value]];
  const classes = [base[value.mobile ?? fallback]];
  if (value.tablet) classes.push(from.tablet[value.tablet]);
  if (value.desktop) classes.push(from.desktop[value.desktop]);
  return classes;
}
