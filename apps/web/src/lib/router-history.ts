// The app's browser history (React Router's own, handed to its HistoryRouter in main.tsx) with the two things
// React Router leaves to its data mode, which costs the home page about 16 kB gzip more: a leave blocker (a
// running quiz asks before a link, back or forward leaves it) and each history entry's scroll position (back
// and forward return to it; a new page starts at the top or at its #hash target).
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type HistoryRouterProps,
  type Location,
  type To,
  useLocation,
  useNavigationType,
} from 'react-router-dom';

type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** Says whether going from the current location to the next one must be confirmed first. */
export type ShouldBlock = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

const positionsKey = 'vuga.scroll-positions';
/** Scroll positions by history entry (location.key), kept in the tab's session storage across reloads. */
const positions = new Map<string, number>();

let shouldBlock: ShouldBlock | null = null;
/** The navigation held while the learner decides (null when none is). */
let pending: (() => void) | null = null;
const pendingListeners = new Set<() => void>();

function hold(navigation: (() => void) | null) {
  pending = navigation;
  for (const listener of pendingListeners) listener();
}

let history: History | null = null;

/** The browser history of the app (one per page). */
export function appHistory(): History {
  if (history) return history;
  const base = createBrowserHistory({ v5Compat: true });
  // An entry opened from outside the app has no key of its own ("default"): give it one, so its saved position
  // is never another page's.
  if (base.location.key === 'default') {
    const { pathname, search, hash } = window.location;
    base.replace(pathname + search + hash);
  }
  // The app restores positions itself: the browser's own restoration runs before a page's content is there.
  window.history.scrollRestoration = 'manual';
  try {
    for (const [key, y] of JSON.parse(sessionStorage.getItem(positionsKey) ?? '[]') as [string, number][])
      positions.set(key, y);
  } catch {
    // Unreadable or blocked storage: positions are kept for this page only.
  }
  /** The location on screen (the router's), which a blocked back or forward must return to. */
  let current = base.location;
  window.addEventListener('pagehide', () => {
    positions.set(current.key, window.scrollY);
    try {
      sessionStorage.setItem(positionsKey, JSON.stringify([...positions]));
    } catch {
      // As above.
    }
  });
  const blocks = (nextLocation: Location) =>
    shouldBlock?.({ currentLocation: current, nextLocation }) ?? false;
  // Back or forward has already moved the browser when the router hears of it: a blocked one is undone at once
  // (the undoing is not reported) and done again if the learner confirms (that time without asking).
  let undoing = false;
  let confirmed = false;
  /** A link or navigate() call: done at once, or held while a blocker asks. */
  const blockable =
    (method: 'push' | 'replace') =>
    (to: To, state?: unknown): void => {
      const navigate = () => base[method](to, state);
      if (blocks({ ...base.location, ...base.encodeLocation(to) })) hold(navigate);
      else navigate();
    };
  history = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: base.createHref,
    createURL: base.createURL,
    encodeLocation: base.encodeLocation,
    go: base.go,
    push: blockable('push'),
    replace: blockable('replace'),
    listen(listener) {
      return base.listen((update: Update) => {
        if (update.action === 'POP') {
          if (undoing) {
            undoing = false;
            return;
          }
          const { delta } = update;
          if (!confirmed && delta !== null && blocks(update.location)) {
            undoing = true;
            base.go(-delta);
            hold(() => {
              confirmed = true;
              base.go(delta);
            });
            return;
          }
          confirmed = false;
        }
        positions.set(current.key, window.scrollY);
        current = update.location;
        listener(update);
      });
    },
  };
  return history;
}

/**
 * While mounted, navigations for which `when` says so are held: `blocked` is true until the learner chooses
 * `proceed` (the navigation happens) or `reset` (it is dropped). One blocker at a time (the running quiz).
 */
export function useLeaveBlocker(when: ShouldBlock) {
  const latest = useRef(when);
  useLayoutEffect(() => {
    latest.current = when;
  });
  useEffect(() => {
    shouldBlock = (args) => latest.current(args);
    return () => {
      shouldBlock = null;
      hold(null);
    };
  }, []);
  const navigation = useSyncExternalStore(
    (listener) => {
      pendingListeners.add(listener);
      return () => pendingListeners.delete(listener);
    },
    () => pending,
    () => null,
  );
  return {
    blocked: navigation !== null,
    proceed() {
      hold(null);
      navigation?.();
    },
    reset() {
      hold(null);
    },
  };
}

/** The id a #hash names (as written when it is not valid percent-encoding). */
function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Scroll after each navigation, once the new page is on screen: back and forward return to the entry's saved
 * position; otherwise to the #hash target, or the top of a new page. The first page keeps the browser's scroll
 * (a prerendered page is already at its #hash) unless the tab saved a position for it before a reload.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  /** The entry last scrolled for: each is scrolled once (React's development double run included). */
  const scrolled = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (scrolled.current === location.key) return;
    const initial = scrolled.current === null;
    scrolled.current = location.key;
    const saved = action === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(hashTarget(location.hash));
    if (target) {
      target.scrollIntoView();
      return;
    }
    if (!initial) window.scrollTo(0, 0);
  }, [location, action]);
}
