// Styles of MatchPairs (one recipe for the root; tokens from the theme contract only).
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { exercise } from '../../internal/Exercise.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({ base: [exercise] });

// Two columns even on a 360 px phone: tiles wrap their words rather than the columns stacking.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
});
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const columnLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const item = style({ display: 'flex', flexDirection: 'column' });
export const message = style({ margin: 0, minHeight: '1.5em', color: vars.color.textMuted });
