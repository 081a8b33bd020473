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
  useLayoutEffect,
  useState,
} from 'react';
import { cx } from '../utils/cx.ts';
import '@fontsource-variable/figtree/wght.css';
import './global.css.ts';
import './typography.css.ts';
import { applyTheme, type ThemeName, themeClasses } from './root.ts';
import { scope } from './scope.css.ts';

/** The element of the nearest ThemeProvider: where portalled layers go to keep its theme. */
const ThemeScope = createContext<HTMLElement | null>(null);

/** The element portals should render into (undefined outside a provider: the document body). */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(ThemeScope) ?? undefined;
}

export interface ThemeProviderProps {
  theme: ThemeName;
  /**
   * Also theme the whole document (`<html>`): set it once, on the app's outermost provider. It takes effect when
   * React renders; for a server-rendered first paint give `<html>` the theme too (`rootThemeAttributes` or
   * `themeScript`, see the README).
   */
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
  // Before the browser paints what React rendered, so a client-rendered app never shows a frame unthemed.
  useLayoutEffect(() => {
    if (isRoot) applyTheme(theme);
  }, [isRoot, theme]);
  return (
    <div
      ref={attach}
      data-component="ThemeProvider"
      data-theme={theme}
      className={cx(scope, themeClasses[theme], className)}
    >
      <ThemeScope.Provider value={element}>{children}</ThemeScope.Provider>
    </div>
  );
}
