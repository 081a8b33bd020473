import { style } from '@vanilla-extract/css';

// On a docs page a story's ThemeProvider fills its canvas block (Storybook pads the block 30 px by 20 px), so a
// dark story sits on dark all the way to the block's border instead of in a white frame.
export const docsCanvas = style({ margin: '-30px -20px', padding: '30px 20px' });
