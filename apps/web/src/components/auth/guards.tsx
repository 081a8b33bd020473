// Route guards. Visitors see a sign-in notice instead of learner pages and /admin; the administrator is sent to
// /admin from learner pages; a learner who opens /admin sees Access Denied and is taken to the dashboard.
import { Button, EmptyState, Inline, LockedIllustration } from '@vuga/ui';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { layoutWords } from '../layout/layout-content.ts';
import { PageLoading } from '../page-loading.tsx';
import { useAuthModal } from './auth-modal-context.tsx';
import { guardWords, pageNames } from './guard-content.ts';
import * as styles from './guards.css.ts';

export function SignInNotice({ feature, first }: { feature: string; first?: ReactNode }) {
  const { isConfigured } = useAuth();
  const { openAuthModal } = useAuthModal();
  return (
    <EmptyState
      // Hidden while <html> has data-session (guards.css.ts).
      data-visitor-notice=""
      headingLevel={1}
      illustration={<LockedIllustration />}
      title={guardWords.signInRequired}
      description={guardWords.signInTo(feature)}
      action={
        <Inline space="sm" align="center">
          {first}
          <Button
            onClick={() => openAuthModal('signin')}
            disabled={!isConfigured}
            title={isConfigured ? undefined : layoutWords.notConfigured}
          >
            {layoutWords.signIn}
          </Button>
          <Button
            variant="secondary"
            onClick={() => openAuthModal('signup')}
            disabled={!isConfigured}
            title={isConfigured ? undefined : layoutWords.notConfigured}
          >
            {guardWords.createAccount}
          </Button>
        </Inline>
      }
    />
  );
}

/**
 * Learner pages: chat, translate, quiz, dashboard (the administrator is redirected) and settings (allowAdmin).
 * With `allowVisitor` the page itself decides what a visitor sees (a lesson: only the first may be tried).
 */
export function RequireLearner({
  feature,
  allowAdmin = false,
  allowVisitor = false,
  visitorAction,
  children,
}: {
  feature: string;
  allowAdmin?: boolean;
  allowVisitor?: boolean;
  visitorAction?: ReactNode;
  children: ReactNode;
}) {
  const { role, loading } = useAuth();
  if (loading) return <PageLoading />;
  if (role === 'admin' && !allowAdmin) return <Navigate to={paths.admin} replace />;
  if (role === 'visitor' && !allowVisitor) return <SignInNotice feature={feature} first={visitorAction} />;
  return <>{children}</>;
}

export const accessDeniedRedirectMs = 2500;

function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.dashboard, { replace: true }), accessDeniedRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div role="alert" className={styles.denied}>
      <h1>{guardWords.accessDenied}</h1>
      <p>{guardWords.adminOnly}</p>
      <p>{guardWords.takingYou}</p>
    </div>
  );
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { role, loading } = useAuth();
  if (loading) return <PageLoading />;
  if (role === 'visitor') return <SignInNotice feature={pageNames.theAdminDashboard} />;
  if (role !== 'admin') return <AccessDenied />;
  return <>{children}</>;
}
