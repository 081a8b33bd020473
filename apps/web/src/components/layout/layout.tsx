import { Banner, Button, Skeleton } from '@vuga/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths.ts';
import { useAuthModal } from '../../features/auth/components/auth-modal-context.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { greetingFor } from '../../features/auth/roles.ts';
import * as styles from './layout.css.ts';
import { footerLinks, headerLinks } from './nav-items.ts';

function AccountArea() {
  const { user, loading, isConfigured, signOut } = useAuth();
  const { openAuthModal } = useAuthModal();
  if (loading) return <Skeleton shape="rect" width="8rem" height="2rem" />;
  if (user) {
    return (
      <div className={styles.account}>
        <span className={styles.greeting} data-testid="greeting">
          {greetingFor(user)}
        </span>
        <Button variant="secondary" size="sm" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <Button
        size="sm"
        onClick={() => openAuthModal('signin')}
        disabled={!isConfigured}
        title={isConfigured ? undefined : 'Firebase configuration required'}
      >
        Sign In
      </Button>
    </div>
  );
}

function Header() {
  const { role, loading } = useAuth();
  const [location] = useLocation();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={paths.home} className={styles.brand}>
          Vuga
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {!loading && (
            <ul className={styles.navList}>
              {headerLinks(role).map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={styles.navLink}
                    aria-current={item.to === location ? 'page' : undefined}
                  >
                    {item.label}
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

function Footer() {
  const { role } = useAuth();
  const { learn, support } = footerLinks(role);
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p>Vuga · learn Kinyarwanda, free.</p>
        <nav aria-label="Footer">
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

function ConfigurationBanner() {
  const { isConfigured, error } = useAuth();
  if (isConfigured) return null;
  return (
    <Banner tone="warning" title="Configuration Required">
      {error}
    </Banner>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <ConfigurationBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
