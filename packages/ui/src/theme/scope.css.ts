// The element a ThemeProvider themes: it sets the theme's typeface, text size and colour and paints its surface,
// so its subtree reads as that theme without any page-wide style (a subtree in another theme than the page, an
// app that does not theme <html>, a docs page).
import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

export const scope = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});
