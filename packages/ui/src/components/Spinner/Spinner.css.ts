import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        animation: 'none',
        borderRightColor: 'currentColor',
        opacity: 0.6,
      },
    },
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em' },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});
