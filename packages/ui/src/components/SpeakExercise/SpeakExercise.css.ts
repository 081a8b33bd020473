// Styles of SpeakExercise (one recipe for the root; tokens from the theme contract only).
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { exercise } from '../../internal/Exercise.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({ base: [exercise] });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

// The record mark on the Record button: a dot in the critical colour, as on any recorder.
export const recordDot = style({
  display: 'inline-block',
  width: '0.75em',
  height: '0.75em',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.critical,
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minHeight: '1.5em',
  fontSize: vars.fontSize.sm,
});
export const line = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});
export const notice = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.cautionSurface,
  color: vars.color.text,
});

const beat = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.criticalSurface}` },
  '100%': { boxShadow: '0 0 0 0.5rem transparent' },
});
// Beats while the microphone records; still (the dot alone) when the system asks for less motion.
export const pulse = style([
  recordDot,
  {
    flex: 'none',
    animation: `${beat} 1.2s ease-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

export const rating = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const ratingButtons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space.sm,
});
