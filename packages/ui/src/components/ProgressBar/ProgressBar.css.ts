import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({ base: { display: 'flex', flexDirection: 'column', gap: vars.space.xs } });
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const label = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const track = style({
  height: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      accent: { backgroundColor: vars.color.accent },
      success: { backgroundColor: vars.color.success },
      warning: { backgroundColor: vars.color.warning },
      critical: { backgroundColor: vars.color.critical },
    },
  },
});
