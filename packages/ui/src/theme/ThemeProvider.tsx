import { type ReactNode, useEffect } from 'react';
import './global.css.ts';
import { autoTheme, darkTheme, lightTheme } from './themes.css.ts';

export const themeNames = ['light', 'dark', 'auto'] as const;
export type ThemeName = (typeof themeNames)[number];

const classes: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme, auto: autoTheme };

/** Puts the theme's class on the root element, so every component below follows it. */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement) {
  for (const name of themeNames) root.classList.remove(classes[name]);
  root.classList.add(classes[theme]);
  root.dataset.theme = theme;
}

export interface ThemeProviderProps {
  theme: ThemeName;
  children?: ReactNode;
}

export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  useEffect(() => applyTheme(theme), [theme]);
  return <>{children}</>;
}

export { classes as themeClasses };
