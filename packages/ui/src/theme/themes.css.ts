// Light and dark themes as classes. `autoTheme` follows prefers-color-scheme. Contrast of text roles against
// their surfaces is at least 4.5:1 in both themes (checked by the theme tests).
import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkColors, lightColors } from './palette.ts';

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  lineHeight: { tight: '1.25', normal: '1.5' },
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

/** Follows the operating system's colour scheme. */
export const autoTheme = createTheme(vars, { ...shared, color: lightColors, shadow: shadowsLight });
globalStyle(`.${autoTheme}`, {
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
