// The app's routes (React Router 7, data mode): one lazy module per page, the guards inside the signed-in pages
// (GuardedPage), a title per route and the 404 as the catch-all. The browser (main.tsx) and the build-time
// prerender (prerender.tsx) use the same list, so a prerendered page hydrates into exactly what it shows.
import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../components/errors/route-error.tsx';
import { AppLayout } from '../components/layout/layout.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { paths } from '../config/paths.ts';
import { Component as Home } from './routes/home.tsx';

/**
 * A lazily loaded page: its module (code-split, exporting `Component`), its document title (read by AppLayout,
 * and by the prerender for the HTML's <title>) and the loading state shown while its code arrives on a first
 * visit.
 */
const page = (path: string, load: RouteObject['lazy'], title: string): RouteObject => ({
  path,
  lazy: load,
  handle: { title },
  hydrateFallbackElement: <PageLoading />,
});
const titled = (title: string) => `${title} · Vuga`;

/** Pages rendered to HTML at build time: public, the same for everyone (signed-in parts render as loading). */
export const prerenderedPaths = [
  paths.home,
  paths.about,
  paths.helpCenter,
  paths.faq,
  paths.privacy,
  paths.terms,
  paths.feedback,
] as const;

/** The path the 404 page is prerendered for (any unknown address renders the same page). */
export const notFoundPath = '/404';

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: AppLayout,
    children: [
      {
        // A pathless layout route: a page that fails shows the error inside the header and footer, and the
        // next navigation tries again.
        errorElement: <RouteError />,
        children: [
          // The landing page comes with the app's own code: one round trip less before it is interactive.
          {
            index: true,
            Component: Home,
            handle: { title: 'Vuga — learn Kinyarwanda with a free AI tutor' },
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
          page(`${paths.learn}/:lessonId`, () => import('./routes/lesson.tsx'), titled('Lesson')),
          page(paths.review, () => import('./routes/review.tsx'), titled('Review')),
          page(paths.dashboard, () => import('./routes/dashboard.tsx'), titled('Dashboard')),
          page(paths.admin, () => import('./routes/admin.tsx'), titled('Admin Dashboard')),
          page(paths.settings, () => import('./routes/settings.tsx'), titled('Settings')),
          page('*', () => import('./routes/not-found.tsx'), titled('Page not found')),
        ],
      },
    ],
  },
];
