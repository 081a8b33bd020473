import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { scrollBox } from '../../internal/scroll-cue.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 },
});
export const search = style({ maxWidth: '24rem' });
// The rows scroll inside the box (the header stays, see th) and so does a table wider than it, with the
// shared edge shadows as the cue that there is more to see.
export const scroller = style([scrollBox, { overflow: 'auto', maxHeight: 'min(70vh, 48rem)' }]);
export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({
  textAlign: 'left',
  padding: vars.space.md,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});
export const th = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { '&[data-align="end"]': { textAlign: 'right' } },
});
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  color: 'inherit',
  background: 'none',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.accentText } },
});
export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.surfaceHover}`,
  selectors: { '&[data-align="end"]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } },
});
export const row = style({ selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover } } });
export const empty = style({ padding: vars.space.md });
