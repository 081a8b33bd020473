import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } });

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    border: '1px solid currentColor',
  },
  variants: {
    state: {
      connected: { color: vars.color.success, backgroundColor: vars.color.successSurface },
      disconnected: { color: vars.color.critical, backgroundColor: vars.color.criticalSurface },
      checking: { color: vars.color.textMuted, backgroundColor: vars.color.surfaceSunken },
    },
  },
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  selectors: { '[data-state="checking"] &': { animation: `${pulse} 1.2s ease-in-out infinite` } },
});
