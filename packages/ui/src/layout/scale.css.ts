// The layout primitives' shared scale: gaps and paddings from the theme's space tokens, and the one breakpoint
// below which rows collapse into columns (a phone held upright).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { resetLayer } from '../theme/layers.css.ts';

const scale = { none: '0', ...vars.space };
export type Space = keyof typeof scale;

export const gap = styleVariants(scale, (value) => ({ gap: value }));
export const padding = styleVariants(scale, (value) => ({ padding: value }));
export const paddingX = styleVariants(scale, (value) => ({ paddingInline: value }));
export const paddingY = styleVariants(scale, (value) => ({ paddingBlock: value }));

// The breakpoints a layout's values may change at (mobile is everything below tablet): a phone held upright, a
// tablet or a phone on its side, a laptop or wider.
const minWidth = { tablet: 640, desktop: 1024 } as const;
const from = (px: number) => `screen and (min-width: ${px}px)`;
const below = (px: number) => `screen and (max-width: ${px - 0.02}px)`;

/** Below this width a row that may collapse becomes a column (`collapseBelow="tablet"`). */
export const collapseQuery = below(minWidth.tablet);
/** The media query below each breakpoint, for `collapseBelow`. */
export const collapseQueries = { tablet: collapseQuery, desktop: below(minWidth.desktop) };

/** The media query from each breakpoint up, for a responsive value's `tablet` and `desktop`. */
export const fromQueries = { tablet: from(minWidth.tablet), desktop: from(minWidth.desktop) };

/** The gap from each breakpoint up (a responsive space's `tablet` and `desktop` values). */
export const gapFrom = {
  tablet: styleVariants(scale, (value) => ({ '@media': { [fromQueries.tablet]: { gap: value } } })),
  desktop: styleVariants(scale, (value) => ({ '@media': { [fromQueries.desktop]: { gap: value } } })),
};

/**
 * A Stack or Inline rendered as a list (`ul`, `ol`): no bullets or indent, as a layout of items. In the reset
 * layer, so an app's own class (bullets, say) wins.
 */
export const plainList = style({ '@layer': { [resetLayer]: { listStyle: 'none', margin: 0, padding: 0 } } });

/**
 * Every layout primitive's element starts with no margin, whatever it is rendered as (a `p`, a `blockquote`): its
 * place is set by the layout around it, never by the element's own default margins. In the reset layer, as above.
 */
export const flush = style({ '@layer': { [resetLayer]: { margin: 0 } } });
