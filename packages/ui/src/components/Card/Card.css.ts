import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
  },
  variants: {
    padding: {
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    surface: {
      outlined: {},
      elevated: { borderColor: 'transparent', boxShadow: vars.shadow.md },
      // The accent's wash with its own edge, so the card still reads as one in forced colours.
      tinted: { backgroundColor: vars.color.accentSurface, borderColor: vars.color.accentSurface },
    },
  },
  defaultVariants: { padding: 'md', surface: 'outlined' },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const description = style({ margin: 0, color: vars.color.textMuted });
export const footer = style({ marginTop: 'auto', display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
