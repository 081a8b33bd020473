// Themes as classes on an element: the provider puts its theme on its own element, so two themes can sit side by
// side (a docs page, a preview of the dark theme inside a light app); an app also themes the whole document with
// `isRoot`, so the page background, scrollbars and anything outside the React tree follow. Portalled layers
// (dialogs) render inside the nearest provider's element so they take its theme too.
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { cx } from '../utils/cx.ts';
import '@fontsource-variable/figtree/wght.css';
import './global.css.ts';
import './typography.css.ts';
import { scope } from './scope.css.ts';
import { autoTheme, darkTheme, lightTheme } from './themes.css.ts';

export const themeNames = ['light', 'dark', 'auto'] as const;
export type ThemeName = (typeof themeNames)[number];

const classes: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme, auto: autoTheme };

/** Puts the theme's class on an element (the document's root by default), so everything below follows it. */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement) {
  // A name read from storage may be anything: what is not a theme's name is the light theme.
  const name = themeNames.includes(theme) ? theme : 'light';
  for (const other of themeNames) root.classList.remove(classes[other]);
  root.classList.add(classes[name]);
  root.dataset.theme = name;
}

/** The element of the nearest ThemeProvider: where portalled layers go to keep its theme. */
const ThemeScope = createContext<HTMLElement | null>(null);

/** The element portals should render into (undefined outside a provider: the document body). */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(ThemeScope) ?? undefined;
}

export interface ThemeProviderProps {
  theme: ThemeName;
  /** Also theme the whole document (`<html>`): set it once, on the app's outermost provider. */
  isRoot?: boolean;
  className?: string;
  children?: ReactNode;
}

export function ThemeProvider({ theme, isRoot = false, className, children }: ThemeProviderProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  // The element is passed down as a transition, not as an update during the commit that attaches it: such an
  // update is rendered at once, and while React hydrates server-rendered HTML, the context change would make it
  // hydrate every Suspense boundary below in that same task (one long task on a slow phone) rather than in
  // small slices.
  const attach = useCallback((node: HTMLDivElement | null) => startTransition(() => setElement(node)), []);
  useEffect(() => {
    if (isRoot) applyTheme(theme);
  }, [isRoot, theme]);
  return (
    <div
      ref={attach}
      data-component="ThemeProvider"
      data-theme={theme}
      className={cx(scope, classes[theme], className)}
    >
      <ThemeScope.Provider value={element}>{children}</ThemeScope.Provider>
    </div>
  );
}

export { classes as themeClasses };
