import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const item = style({
  width: '100%',
  textAlign: 'left',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover, borderColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
