// Styles of LessonSummary (one recipe for the root; tokens from the theme contract only).
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { exercise } from '../../internal/Exercise.css.ts';
import { vars } from '../../theme/contract.css.ts';

// The exercises' frame, with more room between the parts of a summary.
export const root = recipe({ base: [exercise, { gap: vars.space.lg }] });

export const heading = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});

// The headline figure: a disc the celebration bursts around.
export const headline = style({ alignSelf: 'center', borderRadius: vars.radius.full });
export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  width: '10rem',
  height: '10rem',
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSurface,
  textAlign: 'center',
});
export const figureLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const percent = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
export const score = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.sm,
});

// A step smaller than a lone StatCard's figure, so "2 min 05 s" holds on one line in a third of the card.
globalStyle(`${stats} dd`, { fontSize: vars.fontSize.xl });

export const words = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const word = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
});
export const wordText = style({ fontWeight: vars.fontWeight.bold });
export const gloss = style({ color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
