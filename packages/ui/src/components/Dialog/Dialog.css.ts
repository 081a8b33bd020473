import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

/**
 * Above the page and its fixed bars (a header or a phone's tab bar stays below 100), so the overlay dims them
 * and the dialog is never covered.
 */
const LAYER = 100;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: LAYER,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const root = recipe({
  base: {
    position: 'fixed',
    zIndex: LAYER,
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'calc(100vw - 2rem)',
    maxHeight: 'calc(100vh - 2rem)',
    overflowY: 'auto',
    padding: vars.space.lg,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
  },
  variants: { size: { sm: { maxWidth: '24rem' }, md: { maxWidth: '32rem' }, lg: { maxWidth: '44rem' } } },
  defaultVariants: { size: 'md' },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const title = style({
  margin: 0,
  flex: 1,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});
export const description = style({ margin: 0, color: vars.color.textMuted });
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
