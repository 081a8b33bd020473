import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-state="loading"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
      },
      secondary: {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover } },
      },
      danger: {
        backgroundColor: vars.color.critical,
        color: vars.color.onCritical,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.08)' } },
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.sm}`, minHeight: '2rem' },
      md: { fontSize: vars.fontSize.md, padding: `${vars.space.sm} ${vars.space.md}`, minHeight: '2.5rem' },
      lg: { fontSize: vars.fontSize.lg, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: '3rem' },
    },
    isFullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export const icon = style({ display: 'inline-flex', fontSize: '1.15em' });
