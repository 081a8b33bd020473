import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
  },
  variants: {
    state: {
      unlocked: {
        backgroundColor: vars.color.successSurface,
        borderColor: vars.color.success,
        color: vars.color.text,
      },
      locked: {
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.textMuted,
        borderStyle: 'dashed',
      },
    },
  },
});
export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.lg,
  },
  variants: {
    state: {
      unlocked: { backgroundColor: vars.color.success, color: vars.color.surface },
      locked: { backgroundColor: vars.color.surfaceHover, color: vars.color.textMuted },
    },
  },
});
export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const title = style({ fontWeight: vars.fontWeight.bold });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const status = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
