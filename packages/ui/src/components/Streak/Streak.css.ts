import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
  },
  variants: {
    state: {
      // A live streak warms the whole card, so it is the first thing the learner sees.
      live: { backgroundColor: vars.color.warningSurface, borderColor: vars.color.warningSurface },
      none: {},
    },
  },
});

const flicker = keyframes({
  '0%, 100%': { transform: 'scale(1) rotate(0deg)' },
  '50%': { transform: 'scale(1.06) rotate(-2deg)' },
});

export const flame = recipe({
  base: { width: '3rem', height: '3rem', gridRow: 'span 3', transformOrigin: '50% 90%' },
  variants: {
    state: {
      live: {
        color: vars.color.warning,
        animation: `${flicker} 2.4s ease-in-out infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
      },
      none: { color: vars.color.textMuted, opacity: 0.6 },
    },
  },
});

export const label = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const count = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
export const track = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const day = recipe({
  base: { width: '1rem', height: '0.5rem', borderRadius: vars.radius.full },
  variants: {
    active: {
      true: { backgroundColor: vars.color.warning },
      false: { backgroundColor: vars.color.surfaceSunken, boxShadow: `inset 0 0 0 1px ${vars.color.border}` },
    },
  },
});
export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  gridColumn: 2,
});
