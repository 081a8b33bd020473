import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    margin: 0,
  },
  variants: {
    tone: {
      neutral: {},
      accent: { borderTop: `4px solid ${vars.color.accent}` },
      success: { borderTop: `4px solid ${vars.color.success}` },
      warning: { borderTop: `4px solid ${vars.color.warning}` },
      critical: { borderTop: `4px solid ${vars.color.critical}` },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
