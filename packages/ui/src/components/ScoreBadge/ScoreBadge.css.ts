import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

// Colour comes from Badge's tone; this only sets the score's size and figures.
export const root = recipe({
  base: { fontVariantNumeric: 'tabular-nums' },
  variants: {
    size: {
      sm: {},
      md: {},
      lg: { fontSize: vars.fontSize.lg, padding: `${vars.space.xs} ${vars.space.md}` },
    },
  },
});
