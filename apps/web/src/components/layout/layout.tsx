import { Button, Inline, Skeleton, useMediaQuery } from '@vuga/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { greetingFor } from '../../lib/auth/roles.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useNoticeNeeded } from '../../lib/offline/notice.ts';
import { setDueCount, useDueCount } from '../../lib/review/due-count.ts';
import { useScrollRestoration } from '../../lib/router-history.ts';
import { useAuthModal } from '../auth/auth-modal-context.tsx';
import { RouteErrorBoundary } from '../errors/route-error.tsx';
import { PageLoading } from '../page-loading.tsx';
import * as styles from './layout.css.ts';
import { layoutWords, navWords } from './layout-content.ts';
import { footerLinks, headerLinks } from './nav-items.ts';
import { NavLabel } from './nav-label.tsx';
import { PHONE_QUERY } from './tab-bar.css.ts';

function AccountArea() {
  const { user, loading, isConfigured, signOut } = useAuth();
  const { openAuthModal } = useAuthModal();
  if (loading) return <Skeleton shape="rect" width="8rem" height="2rem" />;
  if (user) {
    return (
      <Inline space="sm" alignY="center" isNoWrap>
        <span className={styles.greeting} data-testid="greeting" title={greetingFor(user)}>
          {greetingFor(user)}
        </span>
        <Button variant="secondary" size="sm" onClick={() => void signOut()}>
          {layoutWords.signOut}
        </Button>
      </Inline>
    );
  }
  return (
    <Inline space="sm" alignY="center">
      <Button
        size="sm"
        onClick={() => openAuthModal('signin')}
        disabled={!isConfigured}
        title={isConfigured ? undefined : layoutWords.notConfigured}
      >
        {layoutWords.signIn}
      </Button>
    </Inline>
  );
}

/**
 * The learner's due review count for the navigation: fetched once they are signed in (its code loads then, not
 * with the page), then kept current by every Learn and Review answer.
 */
function useDueBadge(): number | null {
  const { role, user } = useAuth();
  const email = role === 'learner' ? user?.email : undefined;
  useEffect(() => {
    if (!email) {
      setDueCount(null);
      return;
    }
    void import('../../lib/review/refresh-due.ts').then(({ refreshDueCount }) => refreshDueCount());
  }, [email]);
  return useDueCount();
}

function Header({ due }: { due: number | null }) {
  const { role, loading } = useAuth();
  const { pathname } = useLocation();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={paths.home} className={styles.brand}>
          Vuga
        </Link>
        <nav aria-label={navWords.main} className={styles.nav}>
          {!loading && (
            <ul className={styles.navList}>
              {headerLinks(role).map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={styles.navLink}
                    aria-current={item.to === pathname ? 'page' : undefined}
                  >
                    <NavLabel item={item} due={due} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <AccountArea />
      </div>
    </header>
  );
}

// The phone's tab bar is code of its own, loaded on phones only.
const TabBar = lazy(() => import('./tab-bar.tsx'));

function PhoneNavigation({ due }: { due: number | null }) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (!phone) return null;
  return (
    <Suspense fallback={null}>
      <TabBar due={due} />
    </Suspense>
  );
}

function Footer() {
  const { role } = useAuth();
  const { learn, support } = footerLinks(role);
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p>{layoutWords.tagline}</p>
        <nav aria-label={navWords.footer}>
          <ul className={styles.footerList}>
            {[...learn, ...support].map((item) => (
              <li key={`${item.label}-${item.to}`}>
                <Link to={item.to} className={styles.footerLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

// The banners about the app itself (no connection, a new version waiting) are code of their own, loaded when one has
// something to say.
const AppStatusBanner = lazy(() => import('./app-status-banner.tsx'));

function AppStatus() {
  if (!useNoticeNeeded()) return null;
  return (
    <Suspense fallback={null}>
      <AppStatusBanner />
    </Suspense>
  );
}

const ConfigurationBannerCode = lazy(() => import('./configuration-banner.tsx'));

function ConfigurationBanner() {
  const { isConfigured, error } = useAuth();
  if (isConfigured) return null;
  return (
    <Suspense fallback={null}>
      <ConfigurationBannerCode error={error} />
    </Suspense>
  );
}

/**
 * After an in-app navigation to another page, focus the new page's main region, as a page load would (scroll
 * is useScrollRestoration's: top, the saved position on back/forward, or the #hash target).
 */
function useNewPageFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is for each new page, which it does not read
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The root route: the page shell around the matched page, with its loading state, error and scrolling. */
export function AppLayout() {
  const { pathname } = useLocation();
  useScrollRestoration();
  useNewPageFocus();
  return (
    <Layout>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const due = useDueBadge();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {layoutWords.skip}
      </a>
      <Header due={due} />
      <ConfigurationBanner />
      <AppStatus />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <PhoneNavigation due={due} />
    </div>
  );
}
