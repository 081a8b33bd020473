// The app's routes (React Router 7 in declarative mode: route objects rendered by useRoutes, see lib/router-history.ts
// for why not its data mode): one lazy module per page, the guards inside the signed-in pages (GuardedPage), a
// title per route and the 404 as the catch-all. The browser (main.tsx) and the build-time prerender
// (prerender.tsx) use the same list, so a prerendered page hydrates into exactly what it shows.
import { type ReactNode, useLayoutEffect } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { AppLayout } from '../components/layout/layout.tsx';
import { paths, placementPath } from '../config/paths.ts';
import { LazyPage, type PageModule, pageCode } from '../lib/lazy-page.tsx';
import { type RouteTitle, routeTitles } from './route-titles.ts';
import { Component as Home } from './routes/home.tsx';

/** What router.tsx keeps on each page's route object: its document title and how to load its code early. */
interface RouteHandle {
  title: RouteTitle;
  preload?: () => Promise<void>;
}

/** Sets the document title while its page is shown (a layout effect: RouteError's own title comes after it). */
function Titled({ name, children }: { name: RouteTitle; children: ReactNode }) {
  const title = routeTitles[name];
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return children;
}

const page = (path: string, load: () => Promise<PageModule>, title: RouteTitle): RouteObject => {
  const code = pageCode(load);
  const handle: RouteHandle = { title, preload: () => code.preload() };
  return {
    path,
    handle,
    element: (
      <Titled name={title}>
        <LazyPage code={code} />
      </Titled>
    ),
  };
};

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
        handle: { title: 'home' } satisfies RouteHandle,
        element: (
          <Titled name="home">
            <Home />
          </Titled>
        ),
      },
      page(paths.about, () => import('./routes/about.tsx'), 'about'),
      page(paths.helpCenter, () => import('./routes/help-center.tsx'), 'helpCenter'),
      page(paths.faq, () => import('./routes/faq.tsx'), 'faq'),
      page(paths.privacy, () => import('./routes/privacy-policy.tsx'), 'privacy'),
      page(paths.terms, () => import('./routes/terms-of-service.tsx'), 'terms'),
      page(paths.feedback, () => import('./routes/feedback.tsx'), 'feedback'),
      page(paths.chat, () => import('./routes/chat.tsx'), 'chat'),
      page(paths.translate, () => import('./routes/translate.tsx'), 'translate'),
      page(paths.quiz, () => import('./routes/quiz.tsx'), 'quiz'),
      page(paths.learn, () => import('./routes/learn.tsx'), 'learn'),
      page(placementPath, () => import('./routes/placement.tsx'), 'placement'),
      page(`${paths.learn}/:lessonId`, () => import('./routes/lesson.tsx'), 'lesson'),
      page(paths.review, () => import('./routes/review.tsx'), 'review'),
      page(paths.dashboard, () => import('./routes/dashboard.tsx'), 'dashboard'),
      page(paths.admin, () => import('./routes/admin.tsx'), 'admin'),
      page(paths.reviewDesk, () => import('./routes/review-desk.tsx'), 'reviewDesk'),
      page(paths.settings, () => import('./routes/settings.tsx'), 'settings'),
      page('*', () => import('./routes/not-found.tsx'), 'notFound'),
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
    .map((handle) => handle && routeTitles[handle.title])
    .filter(Boolean)
    .at(-1) ?? 'Vuga';
