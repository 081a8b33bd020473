import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const root = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  // Two columns when the card itself is wide (the dashboard), one in the home hero's column or on a phone.
  containerType: 'inline-size',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': { '(min-width: 44rem)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
/** The one next step: the accent's surface, so it is the first thing the eye finds. */
export const next = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.accentSurface,
  borderLeft: `4px solid ${vars.color.accent}`,
  minWidth: 0,
});
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
});
export const nextTitle = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });
export const detail = style({ margin: 0, color: vars.color.textMuted });
export const goalMet = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.semibold });
export const also = style({ margin: 0, paddingLeft: vars.space.lg });
export const alsoTitle = style({ margin: 0, fontSize: vars.fontSize.md });
