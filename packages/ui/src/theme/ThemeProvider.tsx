// Themes as classes on an element: the provider puts its theme on its own element, so two themes can sit side by
// side (a docs page, a preview of the dark theme inside a light app); an app also themes the whole document with
// `isRoot`, so the page background, scrollbars and anything outside the React tree follow. Portalled layers
// (dialogs) render inside the nearest provider's element so they take its theme too.
import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { cx } from '../utils/cx.ts';
import '@fontsource-variable/figtree/wght.css';
import './global.css.ts';
import './typography.css.ts';
import { applyTheme, type ThemeName, themeClasses } from './root.ts';
import { scope } from './scope.css.ts';

/**
 * A provider's element, as a small store: the provider sets it when React attaches the element, and only the
 * layers that portal into it (usePortalContainer) read it and hear of it. The context's value (the store) never
 * changes, so attaching the element renders nothing else again: a state update for it would change the context
 * under every part of the page, and while React hydrates a prerendered page that makes it stop and hydrate every
 * Suspense boundary below first (React's selective hydration, which restarts the render: error #461 in a
 * production trace), a long task on a slow phone.
 */
interface ScopeElement {
  get(): HTMLElement | null;
  set(element: HTMLElement | null): void;
  subscribe(onChange: () => void): () => void;
}

function scopeElement(): ScopeElement {
  let current: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(element) {
      if (element === current) return;
      current = element;
      for (const listener of listeners) listener();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
      };
    },
  };
}

/** Outside any provider: no element, so portals go to the document body. */
const noScope: ScopeElement = scopeElement();
/** The nearest ThemeProvider's element: where portalled layers go to keep its theme. */
const ThemeScope = createContext<ScopeElement>(noScope);
/** The server, and a page as it hydrates, have no element yet (what a prerendered page rendered with). */
const noElement = () => null;

/**
 * The element portals should render into (undefined outside a provider: the document body). It is undefined in
 * the first render, before React has attached the provider's element; the component renders again once it is.
 */
export function usePortalContainer(): HTMLElement | undefined {
  const element = useContext(ThemeScope);
  return useSyncExternalStore(element.subscribe, element.get, noElement) ?? undefined;
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
  const [element] = useState(scopeElement);
  // Before the browser paints what React rendered, so a client-rendered app never shows a frame unthemed.
  useLayoutEffect(() => {
    if (isRoot) applyTheme(theme);
  }, [isRoot, theme]);
  return (
    <div
      ref={element.set}
      data-component="ThemeProvider"
      data-theme={theme}
      className={cx(scope, themeClasses[theme], className)}
    >
      <ThemeScope.Provider value={element}>{children}</ThemeScope.Provider>
    </div>
  );
}
