import { recipe } from '@vanilla-extract/recipes';

// The regions are never seen: they only carry text to screen readers.
export const root = recipe({
  base: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});
