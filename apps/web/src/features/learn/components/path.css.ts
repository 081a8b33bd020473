// The Learn path: units one under another, each a header band and its lessons as round nodes on a winding
// line. Colour carries meaning from the theme: success for done, the accent for the next step, muted for
// locked; every state is also said in words and drawn with an icon, so colour is never the only cue.
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});
export const aside = style({
  minWidth: 0,
  '@media': {
    'screen and (min-width: 1100px)': { position: 'sticky', top: vars.space.lg, gridColumn: 2, gridRow: 1 },
  },
});
export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});
export const units = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xl });
export const unit = style({ minWidth: 0 });
export const unitHeader = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSurface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-state="done"]': { background: vars.color.successSurface },
    '&[data-state="locked"]': { background: vars.color.surfaceSunken },
  },
});
export const unitTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'start',
  justifyContent: 'space-between',
});
export const unitName = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minWidth: 0 });
export const emblem = style({ flexShrink: 0 });
const flagColour = {
  '[data-state="next"] &': { fill: vars.color.accent },
  '[data-state="done"] &': { fill: vars.color.success },
  '[data-state="locked"] &': { fill: vars.color.textMuted },
} as const;
export const emblemWash = style({ fill: vars.color.surfaceRaised });
export const emblemHill = style({
  fill: vars.color.surfaceSunken,
  stroke: vars.color.border,
  strokeWidth: 1.5,
});
export const emblemTrack = style({
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeWidth: 2,
  strokeDasharray: '3 3',
  strokeLinecap: 'round',
});
export const emblemPole = style({ stroke: vars.color.text, strokeWidth: 2, strokeLinecap: 'round' });
export const emblemFlag = style({ selectors: flagColour });
export const emblemLock = style({ fill: vars.color.surfaceRaised });
export const emblemMark = style({
  fill: 'none',
  stroke: vars.color.surfaceRaised,
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const unitTitle = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' });
export const unitGoal = style({ margin: 0, color: vars.color.textMuted });

export const lessons = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.lg} 0`,
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  position: 'relative',
  // The path's line, behind the nodes.
  '::before': {
    content: '""',
    position: 'absolute',
    top: vars.space.lg,
    bottom: vars.space.lg,
    left: '50%',
    width: '4px',
    marginLeft: '-2px',
    borderRadius: vars.radius.full,
    background: vars.color.border,
  },
});

/** How far a node sits from the centre line, by its place in the unit (data-wind 0–7): the path winds. */
const WIND = ['0rem', '2.5rem', '3.5rem', '2.5rem', '0rem', '-2.5rem', '-3.5rem', '-2.5rem'];
const wide = Object.fromEntries(
  WIND.map((x, i) => [`&[data-wind="${i}"]`, { transform: `translateX(${x})` }]),
);
const narrow = Object.fromEntries(
  WIND.map((x, i) => [`&[data-wind="${i}"]`, { transform: `translateX(calc(${x} / 2))` }]),
);
const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.accent}` },
  '70%': { boxShadow: '0 0 0 12px transparent' },
  '100%': { boxShadow: '0 0 0 0 transparent' },
});

export const node = style({
  position: 'relative',
  selectors: wide,
  display: 'grid',
  gridTemplateColumns: 'auto',
  justifyItems: 'center',
  gap: vars.space.xxs,
  maxWidth: 'min(14rem, 80vw)',
  '@media': { 'screen and (max-width: 420px)': { selectors: narrow } },
});
export const nodeLink = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.lg,
  padding: vars.space.xxs,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const circle = style({
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.full,
  display: 'grid',
  placeItems: 'center',
  fontSize: '1.75rem',
  fontWeight: vars.fontWeight.bold,
  border: `3px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[data-state="done"] &': {
      background: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.surface,
    },
    '[data-state="next"] &': {
      width: '5rem',
      height: '5rem',
      background: vars.color.accent,
      borderColor: vars.color.accentHover,
      color: vars.color.onAccent,
    },
    '[data-state="locked"] &': {
      background: vars.color.surfaceSunken,
      borderStyle: 'dashed',
    },
    [`${nodeLink}:hover &`]: { transform: 'scale(1.06)' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '[data-state="next"] &': { animation: `${pulse} 2s ${vars.motion.easing} infinite` } },
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
export const nodeText = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
});
export const nodeTitle = style({ fontWeight: vars.fontWeight.semibold });
export const nodeState = style({
  color: vars.color.textMuted,
  selectors: {
    '[data-state="done"] &': { color: vars.color.success },
    '[data-state="next"] &': { color: vars.color.accentText, fontWeight: vars.fontWeight.bold },
  },
});
