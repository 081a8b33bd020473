// Styles of Flashcard (one recipe for the root; tokens from the theme contract only).
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { exercise } from '../../internal/Exercise.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  // The grades lay out by the card's own width, not the window's: a container.
  base: [exercise, { minHeight: '16rem', containerType: 'inline-size' }],
});

export const face = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  flex: 1,
  textAlign: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focus}` } },
});
const reveal = keyframes({ from: { opacity: 0, transform: 'translateY(0.25rem)' }, to: { opacity: 1 } });

// The answer appears with a short fade, none when the system asks for less motion.
export const back = style([
  face,
  {
    borderTop: `1px solid ${vars.color.border}`,
    borderRadius: 0,
    animation: `${reveal} ${vars.motion.normal} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);
export const sideLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});
export const content = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const grades = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'grid',
  // Two by two on a phone, four in a row where the card is wide enough.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@container': { '(min-width: 24rem)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  gap: vars.space.xs,
});
export const gradeButton = style({ display: 'flex', flexDirection: 'column', height: 'auto', minWidth: 0 });
export const gradeHint = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });
