import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {},
  variants: {
    state: {
      idle: {},
      loading: {},
      playing: { backgroundColor: vars.color.accentSurface },
      error: { color: vars.color.critical },
    },
  },
});
