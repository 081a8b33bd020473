// Styles of TileBuilder (one recipe for the root; tokens from the theme contract only).
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { exercise } from '../../internal/Exercise.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({ base: [exercise] });

const row = { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0 } as const;
export const lineLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
// The answer line keeps the height of one row of tiles when empty, so adding the first tile does not jump.
export const line = style({
  ...row,
  listStyle: 'none',
  minHeight: '3.5rem',
  padding: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
});
export const bank = style({ ...row, listStyle: 'none' });
export const item = style({ display: 'flex' });
// A used bank tile leaves its outline behind so the others do not move.
export const placeholder = style({
  minHeight: '2.75rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: 'transparent',
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontWeight: vars.fontWeight.semibold,
  userSelect: 'none',
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
