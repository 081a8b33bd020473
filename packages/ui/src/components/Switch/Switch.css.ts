import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md },
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const label = style({ fontWeight: vars.fontWeight.semibold });
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const control = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  padding: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const thumb = style({
  display: 'block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  transform: 'translateX(0.15rem)',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(1.3rem)', backgroundColor: vars.color.onAccent },
  },
});
