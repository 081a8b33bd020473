// Theming the document (`<html>`) before React runs, and without React: a plain module (no hooks, no
// "use client"), so a server component or a server's HTML template can call it. The first paint then already has
// the theme's class, typeface and background; ThemeProvider's `isRoot` keeps <html> in step afterwards.
import { autoTheme, darkTheme, lightTheme } from './themes.css.ts';

export const themeNames = ['light', 'dark', 'auto'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Each theme's class name (what `applyTheme` puts on an element). */
export const themeClasses: Readonly<Record<ThemeName, string>> = {
  light: lightTheme,
  dark: darkTheme,
  auto: autoTheme,
};

/** A theme's name as given, or `light` for anything that is not one (a value read from storage, say). */
export function themeName(value: unknown): ThemeName {
  return themeNames.includes(value as ThemeName) ? (value as ThemeName) : 'light';
}

/** Puts the theme's class on an element (the document's root by default), so everything below follows it. */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement) {
  const name = themeName(theme);
  for (const other of themeNames) root.classList.remove(themeClasses[other]);
  root.classList.add(themeClasses[name]);
  root.dataset.theme = name;
}

/**
 * The attributes that theme `<html>` in server-rendered markup: `<html lang="en" {...rootThemeAttributes('dark')}>`
 * (a Next.js root layout, a server template). Merge `className` with your own classes if `<html>` has any.
 */
export function rootThemeAttributes(theme: ThemeName): { className: string; 'data-theme': ThemeName } {
  const name = themeName(theme);
  return { className: themeClasses[name], 'data-theme': name };
}

export interface ThemeScriptOptions {
  /** The localStorage key holding the reader's theme name (a plain string: `dark`). Default: no storage. */
  storageKey?: string;
  /** The theme when nothing (valid) is stored. Default `auto`. */
  fallback?: ThemeName;
}

/**
 * A tiny script (a string, about 300 bytes) to inline in `<head>`: it puts the stored or fallback theme's class
 * and `data-theme` on `<html>` before the first paint, for a page whose theme the server cannot know (a
 * reader's choice kept in localStorage). A storage that throws or holds anything else gives the fallback.
 */
export function themeScript({ storageKey, fallback = 'auto' }: ThemeScriptOptions = {}): string {
  const classes = JSON.stringify(themeClasses).replace(/</g, '\\u003c');
  const key = storageKey === undefined ? 'null' : JSON.stringify(storageKey).replace(/</g, '\\u003c');
  return `(function(){var c=${classes},t=${JSON.stringify(themeName(fallback))},k=${key};try{var s=k&&localStorage.getItem(k);if(s&&Object.prototype.hasOwnProperty.call(c,s))t=s}catch(e){}var e=document.documentElement;for(var n in c)e.classList.remove(c[n]);e.classList.add(c[t]);e.setAttribute('data-theme',t)})();`;
}
