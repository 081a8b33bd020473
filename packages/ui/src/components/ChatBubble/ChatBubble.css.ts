import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    maxWidth: 'min(36rem, 85%)',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    author: {
      learner: {
        alignSelf: 'flex-end',
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        borderBottomRightRadius: vars.radius.sm,
      },
      tutor: {
        alignSelf: 'flex-start',
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
        borderBottomLeftRadius: vars.radius.sm,
      },
    },
  },
});

export const text = style({ margin: 0, whiteSpace: 'pre-wrap' });
/** Rich content: as wide as the bubble allows, so a wide table scrolls inside it rather than widening it. */
export const body = style({ minWidth: 0, maxWidth: '100%' });
export const highlight = style({
  backgroundColor: vars.color.accentSurface,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
});
export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const pronunciation = style({ color: vars.color.textMuted, fontStyle: 'italic' });
export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
