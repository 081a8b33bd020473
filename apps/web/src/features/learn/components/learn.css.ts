import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export { stage, stageTitle } from '../../../components/panel.css.ts';

export const page = style({ maxWidth: '72rem', minWidth: 0 });
/** A step-by-step screen (a lesson, a review, the placement check): one column, centred on a wide screen. */
export const narrow = style({ maxWidth: '44rem', width: '100%', minWidth: 0, marginInline: 'auto' });
export const title = style({ margin: 0 });
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});
export const levelTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const units = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});
export const unit = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});
export const unitTitle = style({ fontSize: vars.fontSize.md, margin: 0 });
export const lessonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-completed="true"]': {
      background: vars.color.successSurface,
      borderColor: vars.color.success,
    },
  },
});
export const word = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
  overflowWrap: 'anywhere',
});
export const gloss = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const example = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const unitGoal = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const guideLine = style({ minWidth: 0 });
export const guideText = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
