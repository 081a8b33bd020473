// Styles of TypeAnswer (one recipe for the root; tokens from the theme contract only).
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { exercise } from '../../internal/Exercise.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({ base: [exercise] });

export const diff = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.02em',
});
// Letters typed in excess are struck out, missing ones underlined: the marks say it as well as the colours.
export const segment = recipe({
  base: { textDecorationThickness: '2px', borderRadius: vars.radius.sm },
  variants: {
    kind: {
      same: {},
      extra: { color: vars.color.critical, textDecorationLine: 'line-through' },
      missing: {
        color: vars.color.success,
        textDecorationLine: 'underline',
        fontWeight: vars.fontWeight.bold,
      },
    },
  },
});
