import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { RouteErrorBoundary } from '../components/errors/route-error.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { paths } from '../config/paths.ts';
import { Component as Home } from './routes/home.tsx';

// One lazy chunk per route: a page downloads only its own code. wouter (2 kB) rather than a data router: the
// home page's JavaScript budget is 90 kB gzip and React Router alone took about 30 kB of it.
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const routes: [string, ComponentType][] = [
  // The landing page comes with the app's own code: one round trip less before its first paint.
  [paths.home, Home],
  [paths.about, page(() => import('./routes/about.tsx'))],
  [paths.helpCenter, page(() => import('./routes/help-center.tsx'))],
  [paths.faq, page(() => import('./routes/faq.tsx'))],
  [paths.privacy, page(() => import('./routes/privacy-policy.tsx'))],
  [paths.terms, page(() => import('./routes/terms-of-service.tsx'))],
  [paths.feedback, page(() => import('./routes/feedback.tsx'))],
  [paths.chat, page(() => import('./routes/chat.tsx'))],
  [paths.translate, page(() => import('./routes/translate.tsx'))],
  [paths.quiz, page(() => import('./routes/quiz.tsx'))],
  [paths.dashboard, page(() => import('./routes/dashboard.tsx'))],
  [paths.admin, page(() => import('./routes/admin.tsx'))],
  [paths.settings, page(() => import('./routes/settings.tsx'))],
];
const NotFound = page(() => import('./routes/not-found.tsx'));

/** After an in-app navigation, start at the top and put focus on the new page, as a page load would. */
function useNewPageFocus(location: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is for each new location, which it does not read
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
}

export function AppRoutes() {
  const [location] = useLocation();
  useNewPageFocus(location);
  // Keyed by location: a page that failed is tried again when the learner goes elsewhere.
  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {routes.map(([path, Page]) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
