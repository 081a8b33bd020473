// Parts shared by the exercise components (ChoiceExercise, TypeAnswer, TileBuilder, MatchPairs, Flashcard): the
// prompt row with its optional audio control, and the feedback line that carries the verdict.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const exercise = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  // Never wider than a 360 px phone allows: long words wrap instead of pushing the card off screen.
  minWidth: 0,
  maxWidth: '100%',
  overflowWrap: 'break-word',
  // On a phone the frame gives its room to the content.
  '@media': { '(max-width: 30rem)': { padding: vars.space.md } },
});
export const promptRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const prompt = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const feedback = recipe({
  base: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    borderRadius: vars.radius.md,
  },
  variants: {
    tone: {
      none: {},
      correct: { padding: vars.space.md, backgroundColor: vars.color.successSurface },
      nearly: { padding: vars.space.md, backgroundColor: vars.color.cautionSurface },
      incorrect: { padding: vars.space.md, backgroundColor: vars.color.criticalSurface },
    },
  },
  defaultVariants: { tone: 'none' },
});
export const verdict = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontWeight: vars.fontWeight.bold,
  },
  variants: {
    tone: {
      none: {},
      correct: { color: vars.color.success },
      nearly: { color: vars.color.caution },
      incorrect: { color: vars.color.critical },
    },
  },
});

// A word tile (TileBuilder) or a pair member (MatchPairs): a button whose state is its data-state.
export const tile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderBottomWidth: '3px',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  textAlign: 'center',
  // A word longer than a column on a phone breaks inside its tile instead of spilling out of it.
  minWidth: 0,
  overflowWrap: 'anywhere',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceHover },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'default' },
    '&[data-state="selected"]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSurface },
    '&[data-state="matched"]': {
      borderColor: vars.color.success,
      backgroundColor: vars.color.successSurface,
    },
    '&[data-state="mismatched"]': {
      borderColor: vars.color.critical,
      backgroundColor: vars.color.criticalSurface,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
