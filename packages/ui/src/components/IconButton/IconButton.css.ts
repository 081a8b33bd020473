import { recipe } from '@vanilla-extract/recipes';

// Square hit area on top of Button's look; at least 2.5rem (≈40px) at the default size for touch.
export const root = recipe({
  base: { padding: 0, aspectRatio: '1 / 1' },
  variants: {
    size: {
      sm: { width: '2rem', minHeight: '2rem' },
      md: { width: '2.5rem', minHeight: '2.5rem' },
      lg: { width: '3rem', minHeight: '3rem' },
    },
  },
  defaultVariants: { size: 'md' },
});
