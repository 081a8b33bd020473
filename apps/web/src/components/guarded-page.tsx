import type { ComponentType, ReactNode } from 'react';
import { LazyPage, type PageCode, pageCode } from '../lib/lazy-page.tsx';
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

/** A learner screen's code: one component, loaded when a learner first opens it (see LearnerScreen). */
export const screenCode = (load: () => Promise<ComponentType>): PageCode =>
  pageCode(() => load().then((Component) => ({ Component })));

/**
 * A learner's screen (chat, quiz, translate): its guard, and its code loaded and evaluated only once a learner
 * is there (a visitor's sign-in notice does not evaluate the screen or the API client). The app shell fetches
 * it ahead when the browser holds a session (prerender-plugin.ts).
 */
export function LearnerScreen({
  code,
  feature,
  section,
}: {
  code: PageCode;
  /** Named in a visitor's sign-in notice ("Please sign in to use {feature}"). */
  feature: string;
  /** What fails, for the error banner. */
  section: string;
}) {
  return (
    <GuardedPage access={{ feature }} section={section}>
      <LazyPage code={code} />
    </GuardedPage>
  );
}
