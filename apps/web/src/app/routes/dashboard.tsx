import { Inline, Spinner, Stack } from '@vuga/ui';
import { pageNames } from '../../components/auth/guard-content.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { GuardedPage } from '../../components/guarded-page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import * as dashboardStyles from '../../features/dashboard/components/dashboard.css.ts';
import { DashboardView } from '../../features/dashboard/components/dashboard-view.tsx';
import { dashboardMessages, dashboardWords } from '../../features/dashboard/dashboard-content.ts';
import { useLearnPath } from '../../features/learn/api/learn.ts';
import { LearningFigures } from '../../features/learn/components/learn-path.tsx';
import { TodayCard } from '../../features/today/components/today-card.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';

/** Learn and Review's figures, from the API (the server keeps the cards); the rest of the page works without. */
function Learning() {
  const path = useLearnPath();
  return (
    <Stack as="section" space="md" aria-labelledby="learning-title">
      <Inline space="sm" align="between">
        <h2 id="learning-title" className={dashboardStyles.sectionTitle}>
          {dashboardWords.learning}
        </h2>
        {path.data && (
          <Inline space="sm">
            {path.data.due > 0 && (
              <ButtonLink to={paths.review}>{dashboardWords.startReviewing(path.data.due)}</ButtonLink>
            )}
            <ButtonLink to={paths.learn} variant="secondary">
              {dashboardWords.lessons}
            </ButtonLink>
          </Inline>
        )}
      </Inline>
      {path.isPending && <Spinner labels={{ loading: dashboardWords.loadingLearning }} />}
      {path.isError && <p className={dashboardStyles.muted}>{dashboardWords.learningFailed}</p>}
      {path.data && <LearningFigures path={path.data} />}
    </Stack>
  );
}

function Dashboard({ email }: { email: string }) {
  const dashboard = useDashboard(email);
  return (
    <>
      <h1>{dashboardWords.title}</h1>
      <QueryState
        query={dashboard}
        loading={dashboardWords.loading}
        size="lg"
        failed={dashboardMessages.loadFailed}
        message={(error) => error.message || dashboardMessages.fetchFailed}
        retry={dashboardWords.tryAgain}
      />
      <Stack space="xl">
        <TodayCard />
        <Learning />
        {dashboard.isSuccess && <DashboardView data={dashboard.data} />}
      </Stack>
    </>
  );
}

export function Component() {
  const { user } = useAuth();
  return (
    <GuardedPage access={{ feature: pageNames.yourDashboard }} section={pageNames.theDashboard}>
      <Dashboard email={user?.email ?? ''} />
    </GuardedPage>
  );
}
