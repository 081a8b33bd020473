import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

// Shared by TextField, TextArea and Select: label above, control, then hint / error / count below.
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const required = style({ color: vars.color.critical, marginLeft: vars.space.xxs });
export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const hint = style({ margin: 0, color: vars.color.textMuted });
export const error = style({ margin: 0, color: vars.color.critical, fontWeight: vars.fontWeight.semibold });
export const count = recipe({
  base: { marginLeft: 'auto', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' },
  variants: { isOver: { true: { color: vars.color.critical, fontWeight: vars.fontWeight.semibold } } },
});

export const control = recipe({
  base: {
    width: '100%',
    font: 'inherit',
    color: vars.color.text,
    backgroundColor: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    padding: `${vars.space.sm} ${vars.space.sm}`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:disabled': { backgroundColor: vars.color.surfaceSunken, cursor: 'not-allowed' },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: '2px' },
    },
  },
  variants: {
    multiline: { true: { resize: 'vertical', minHeight: '5rem', lineHeight: vars.lineHeight.normal } },
  },
});
