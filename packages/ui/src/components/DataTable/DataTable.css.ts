import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    overflowX: 'auto',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceRaised,
  },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({
  textAlign: 'left',
  padding: vars.space.md,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});
export const th = style({
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
  fontWeight: 700,
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
