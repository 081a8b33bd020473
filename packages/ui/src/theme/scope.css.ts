// The element a ThemeProvider themes: it paints the theme's surface and text colour, so a subtree in another
// theme than the page reads as that theme.
import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

export const scope = style({
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});
