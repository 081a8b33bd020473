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

/** Below this width a row that may collapse becomes a column. */
export const collapseQuery = 'screen and (max-width: 639.98px)';

/**
 * A Stack or Inline rendered as a list (`ul`, `ol`): no bullets or indent, as a layout of items. In the reset
 * layer, so an app's own class (bullets, say) wins.
 */
export const plainList = style({ '@layer': { [resetLayer]: { listStyle: 'none', margin: 0, padding: 0 } } });
