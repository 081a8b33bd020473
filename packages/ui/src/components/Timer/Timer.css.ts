import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: vars.space.sm,
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.full,
    border: '2px solid currentColor',
    fontWeight: vars.fontWeight.bold,
  },
  variants: {
    state: {
      running: { color: vars.color.text, backgroundColor: vars.color.surfaceRaised },
      paused: { color: vars.color.textMuted, backgroundColor: vars.color.surfaceSunken },
      warning: { color: vars.color.warning, backgroundColor: vars.color.warningSurface },
      expired: { color: vars.color.critical, backgroundColor: vars.color.criticalSurface },
    },
  },
});
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const clock = style({
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  fontFamily: vars.font.mono,
});
