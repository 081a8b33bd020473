// The app's routes (React Router 7 in declarative mode: route objects rendered by useRoutes, see lib/router-history.ts
// for why not its data mode): one lazy module per page, the guards inside the signed-in pages (GuardedPage), a
// title per route and the 404 as the catch-all. The browser (main.tsx) and the build-time prerender
// (prerender.tsx) use the same list, so a prerendered page hydrates into exactly what it shows.
import { type ReactNode, useLayoutEffect } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { AppLayout } from '../components/layout/layout.tsx';
import { paths, placementPath } from '../config/paths.ts';
import { LazyPage, type PageModule, pageCode } from '../lib/lazy-page.tsx';
import { Component as Home } from './routes/home.tsx';

/** What router.tsx keeps on each page's route object: its document title and how to load its code early. */
interface RouteHandle {
  title: string;
  preload?: () => Promise<void>;
}

/** Sets the document title while its page is shown (a layout effect: RouteError's own title comes after it). */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return children;
}

const page = (path: string, load: () => Promise<PageModule>, title: string): RouteObject => {
  const code = pageCode(load);
  const handle: RouteHandle = { title, preload: () => code.preload() };
  return {
    path,
    handle,
    element: (
      <Titled title={title}>
        <LazyPage code={code} />
      </Titled>
    ),
  };
};
const titled = (title: string) => `${title} · Vuga`;
const homeTitle = 'Vuga — learn Kinyarwanda with a free AI tutor';

/** The path the 404 page is prerendered for (any unknown address renders the same page). */
export const notFoundPath = '/404';

export const routes: RouteObject[] = [
  {
    // The layout: header and footer around the page, which shows a failure inside them (RouteError).
    path: paths.home,
    element: <AppLayout />,
    children: [
      // The landing page comes with the app's own code: one round trip less before it is interactive.
      {
        index: true,
        handle: { title: homeTitle } satisfies RouteHandle,
        element: (
          <Titled title={homeTitle}>
            <Home />
          </Titled>
        ),
      },
      page(paths.about, () => import('./routes/about.tsx'), 'About Vuga · learn Kinyarwanda'),
      page(paths.helpCenter, () => import('./routes/help-center.tsx'), titled('Help Center')),
      page(paths.faq, () => import('./routes/faq.tsx'), titled('Frequently Asked Questions')),
      page(paths.privacy, () => import('./routes/privacy-policy.tsx'), titled('Privacy Policy')),
      page(paths.terms, () => import('./routes/terms-of-service.tsx'), titled('Terms of Service')),
      page(paths.feedback, () => import('./routes/feedback.tsx'), titled('Feedback')),
      page(paths.chat, () => import('./routes/chat.tsx'), titled('Chat with the tutor')),
      page(
        paths.translate,
        () => import('./routes/translate.tsx'),
        titled('Translate English and Kinyarwanda'),
      ),
      page(paths.quiz, () => import('./routes/quiz.tsx'), titled('Quiz')),
      page(paths.learn, () => import('./routes/learn.tsx'), titled('Learn')),
      page(placementPath, () => import('./routes/placement.tsx'), titled('Placement check')),
      page(`${paths.learn}/:lessonId`, () => import('./routes/lesson.tsx'), titled('Lesson')),
      page(paths.review, () => import('./routes/review.tsx'), titled('Review')),
      page(paths.dashboard, () => import('./routes/dashboard.tsx'), titled('Dashboard')),
      page(paths.admin, () => import('./routes/admin.tsx'), titled('Admin Dashboard')),
      page(paths.reviewDesk, () => import('./routes/review-desk.tsx'), titled('Review desk')),
      page(paths.settings, () => import('./routes/settings.tsx'), titled('Settings')),
      page('*', () => import('./routes/not-found.tsx'), titled('Page not found')),
    ],
  },
];

/** The page the current address shows, in its layout. */
export function AppRoutes() {
  return useRoutes(routes);
}

const handlesFor = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.handle as RouteHandle | undefined);

/** Loads the code of the pages an address shows, so that they render at once (hydration, the prerender). */
export async function preloadPages(pathname: string): Promise<void> {
  await Promise.all(handlesFor(pathname).map((handle) => handle?.preload?.()));
}

/** Whether two addresses show the same page (the 404 page is the same at every unknown address). */
export const samePage = (a: string, b: string): boolean =>
  a === b || matchRoutes(routes, a)?.at(-1)?.route === matchRoutes(routes, b)?.at(-1)?.route;

/** The document title of the page an address shows. */
export const titleFor = (pathname: string): string =>
  handlesFor(pathname)
    .map((handle) => handle?.title)
    .filter(Boolean)
    .at(-1) ?? 'Vuga';
