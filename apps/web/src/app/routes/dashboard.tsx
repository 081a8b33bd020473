import { Banner, Button, Spinner } from '@vuga/ui';
import { GuardedPage } from '../../components/guarded-page.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import { DashboardView } from '../../features/dashboard/components/dashboard-view.tsx';
import { dashboardMessages } from '../../features/dashboard/dashboard-content.ts';

function Dashboard({ email }: { email: string }) {
  const dashboard = useDashboard(email);
  return (
    <>
      <h1>Your progress</h1>
      {dashboard.isPending && <Spinner size="lg" label="Loading your dashboard" />}
      {dashboard.isError && (
        <Banner
          tone="critical"
          title={dashboardMessages.loadFailed}
          action={
            <Button size="sm" variant="secondary" onClick={() => void dashboard.refetch()}>
              Try Again
            </Button>
          }
        >
          {dashboard.error.message || dashboardMessages.fetchFailed}
        </Banner>
      )}
      {dashboard.isSuccess && <DashboardView data={dashboard.data} />}
    </>
  );
}

export function Component() {
  const { user } = useAuth();
  return (
    <GuardedPage access={{ feature: 'your dashboard' }} section="the dashboard">
      <Dashboard email={user?.email ?? ''} />
    </GuardedPage>
  );
}
