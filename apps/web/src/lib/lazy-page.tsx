// Code loaded when it is first shown: each page's module (router.tsx), and the part of a signed-in page that only
// a learner sees (a visitor's sign-in notice does not evaluate the quiz, the chat or the API client).
import { type ComponentType, use } from 'react';
import { useLocation } from 'react-router-dom';

export interface PageModule {
  Component: ComponentType;
}

/**
 * A page's module (code-split, exporting `Component`): loaded when the page is first shown, or earlier through
 * `preload`. A load that failed is tried again by the next visit (another history entry), not by React
 * rendering the same visit again, which would fetch in a loop while the network is down.
 */
export interface PageCode {
  Component?: ComponentType;
  preload(visit?: string): Promise<void>;
}

export function pageCode(load: () => Promise<PageModule>): PageCode {
  let loading: Promise<void> | undefined;
  /** The visit (location key) whose load failed; null while none has. */
  let failedIn: string | undefined | null = null;
  const code: PageCode = {
    preload(visit) {
      if (failedIn !== null && failedIn !== visit) {
        loading = undefined;
        failedIn = null;
      }
      loading ??= load().then(
        (module) => {
          code.Component = module.Component;
        },
        (error: unknown) => {
          failedIn = visit;
          throw error;
        },
      );
      return loading;
    },
  };
  return code;
}

/**
 * Renders a page once its code is there, at once if it was preloaded (so a prerendered page hydrates without
 * suspending). While it loads, an in-app navigation keeps the previous page on screen (React Router renders
 * navigations as transitions) and a first visit shows the layout's loading state.
 */
export function LazyPage({ code }: { code: PageCode }) {
  const { key } = useLocation();
  if (!code.Component) use(code.preload(key));
  const Page = code.Component;
  return Page ? <Page /> : null;
}
