import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const root = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surfaceHover,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm, margin: `${vars.space.xs} 0` },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});
