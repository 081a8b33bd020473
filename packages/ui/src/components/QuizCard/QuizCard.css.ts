import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
  },
});
export const progress = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const questionRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const question = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const option = recipe({
  base: {
    display: 'flex',
    // On a narrow phone a long word and its verdict ("umunyamahanga" + "Correct") do not fit one line: the
    // verdict goes to the next line instead of widening the card past the screen.
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    textAlign: 'left',
    font: 'inherit',
    color: vars.color.text,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover },
      '&[data-state="checked"]': {
        borderColor: vars.color.accent,
        borderWidth: '2px',
        backgroundColor: vars.color.accentSurface,
      },
      '&:disabled': { cursor: 'default' },
    },
  },
  variants: {
    result: {
      none: {},
      correct: {
        borderColor: vars.color.success,
        borderWidth: '2px',
        backgroundColor: vars.color.successSurface,
        selectors: {
          '&[data-state="checked"]': {
            borderColor: vars.color.success,
            backgroundColor: vars.color.successSurface,
          },
        },
      },
      incorrect: {
        borderColor: vars.color.critical,
        borderWidth: '2px',
        backgroundColor: vars.color.criticalSurface,
        selectors: {
          '&[data-state="checked"]': {
            borderColor: vars.color.critical,
            backgroundColor: vars.color.criticalSurface,
          },
        },
      },
    },
  },
  defaultVariants: { result: 'none' },
});

export const radio = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: { '[data-state="checked"] > &': { borderColor: vars.color.accent } },
});
export const radioDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});
export const optionText = style({ flex: 1 });
export const verdict = recipe({
  base: {
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
  },
  variants: { result: { correct: { color: vars.color.success }, incorrect: { color: vars.color.critical } } },
});
export const explanation = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSurface,
  color: vars.color.text,
});
