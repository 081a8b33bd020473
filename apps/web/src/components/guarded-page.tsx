import type { ReactNode } from 'react';
import { QueryProvider } from '../lib/query-client.tsx';
import { RequireAdmin, RequireLearner } from './auth/guards.tsx';
import { SectionErrorBoundary } from './errors/section-error-boundary.tsx';

interface GuardedPageProps {
  /** Who may see it: learners (visitors get a sign-in notice naming `feature`) or only the administrator. */
  access:
    | {
        feature: string;
        allowAdmin?: boolean;
        allowVisitor?: boolean;
        /** Offered to a visitor before the sign-in buttons (e.g. "Try the first lesson"). */
        visitorAction?: ReactNode;
      }
    | 'admin';
  /** What fails, for the error banner ("the quiz"). */
  section: string;
  children: ReactNode;
}

/** A page behind sign-in that talks to the API: its guard (its title is the route's, in router.tsx), the query client and its own error. */
export function GuardedPage({ access, section, children }: GuardedPageProps) {
  const content = (
    <QueryProvider>
      <SectionErrorBoundary section={section}>{children}</SectionErrorBoundary>
    </QueryProvider>
  );
  return access === 'admin' ? (
    <RequireAdmin>{content}</RequireAdmin>
  ) : (
    <RequireLearner
      feature={access.feature}
      allowAdmin={access.allowAdmin}
      allowVisitor={access.allowVisitor}
      visitorAction={access.visitorAction}
    >
      {content}
    </RequireLearner>
  );
}
