// Light and dark themes as classes. `autoTheme` follows prefers-color-scheme. Contrast of text roles against
// their surfaces is at least 4.5:1 in both themes (checked by the theme tests).
import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

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

export const lightColors = {
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f3f5f7',
  text: '#14181f',
  textMuted: '#4f5967',
  border: '#8a94a3',
  accent: '#0b6e4f',
  accentText: '#0a5c42',
  onAccent: '#ffffff',
  success: '#146c2e',
  successSurface: '#e7f5ea',
  warning: '#8a4b00',
  warningSurface: '#fff3e0',
  critical: '#b3261e',
  criticalSurface: '#fdecea',
  info: '#0b57a4',
  infoSurface: '#e8f1fb',
  focus: '#1a73e8',
};

export const darkColors = {
  surface: '#111418',
  surfaceRaised: '#1b2027',
  surfaceSunken: '#0b0d10',
  text: '#eef1f5',
  textMuted: '#aab3bf',
  border: '#6b7584',
  accent: '#4cc79a',
  accentText: '#6fd9b0',
  onAccent: '#06241a',
  success: '#6fd38a',
  successSurface: '#12301c',
  warning: '#f0b45c',
  warningSurface: '#33240e',
  critical: '#ff8a80',
  criticalSurface: '#3a1614',
  info: '#8ab8f0',
  infoSurface: '#112740',
  focus: '#8ab4f8',
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
