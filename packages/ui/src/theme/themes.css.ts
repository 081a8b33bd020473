// Light and dark themes as classes. `autoTheme` follows prefers-color-scheme. Contrast of text roles against
// their surfaces is at least 4.5:1 in both themes (checked by the theme tests).
import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { fontStack } from './fonts.css.ts';
import { darkColors, lightColors } from './palette.ts';

const shared = {
  font: {
    body: fontStack,
    heading: fontStack,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5625rem',
    xxl: '1.953rem',
    // 36 px on a 360 px phone, up to 49 px (the next step of the scale) on a wide screen.
    display: 'clamp(2.25rem, 1.8rem + 2vw, 3.052rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700', heavy: '800' },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.5' },
  letterSpacing: { tight: '-0.02em', normal: '0', wide: '0.06em' },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '4px', md: '8px', lg: '16px', full: '9999px' },
  motion: { fast: '120ms', normal: '220ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};

const shadowsLight = {
  sm: '0 1px 2px rgb(0 0 0 / 0.08)',
  md: '0 2px 8px rgb(0 0 0 / 0.12)',
  lg: '0 8px 24px rgb(0 0 0 / 0.16)',
};
const shadowsDark = {
  sm: '0 1px 2px rgb(0 0 0 / 0.5)',
  md: '0 2px 8px rgb(0 0 0 / 0.55)',
  lg: '0 8px 24px rgb(0 0 0 / 0.6)',
};

export const lightTheme = createTheme(vars, { ...shared, color: lightColors, shadow: shadowsLight });
export const darkTheme = createTheme(vars, { ...shared, color: darkColors, shadow: shadowsDark });

// The browser's own parts (scrollbars, form controls, the canvas) in the theme's scheme; a provider nested in
// another theme's sets its own.
globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });

/** Follows the operating system's colour scheme. */
export const autoTheme = createTheme(vars, { ...shared, color: lightColors, shadow: shadowsLight });
globalStyle(`.${autoTheme}`, {
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: {
        ...Object.fromEntries(
          Object.entries(darkColors).map(([k, v]) => [vars.color[k as keyof typeof darkColors], v]),
        ),
        ...Object.fromEntries(
          Object.entries(shadowsDark).map(([k, v]) => [vars.shadow[k as keyof typeof shadowsDark], v]),
        ),
      },
    },
  },
});
