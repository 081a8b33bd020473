import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
  },
  variants: { isDisabled: { true: { backgroundColor: vars.color.surfaceSunken } } },
});
export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const input = style({
  flex: 1,
  minHeight: '2.5rem',
  maxHeight: '10rem',
  resize: 'none',
  font: 'inherit',
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: 'transparent',
  border: 'none',
  padding: vars.space.xs,
  fieldSizing: 'content',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
} as Parameters<typeof style>[0]);
export const hint = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  paddingLeft: vars.space.xs,
});
