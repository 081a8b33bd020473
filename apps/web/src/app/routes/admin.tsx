import { Banner, Button, Spinner } from '@vuga/ui';
import { SectionErrorBoundary } from '../../components/errors/section-error-boundary.tsx';
import { adminMessages } from '../../features/admin/admin-content.ts';
import { useAdminData } from '../../features/admin/api/get-admin-data.ts';
import { AdminView } from '../../features/admin/components/admin-view.tsx';
import { RequireAdmin } from '../../features/auth/components/guards.tsx';
import { QueryProvider } from '../../lib/query-client.tsx';

function Admin() {
  const admin = useAdminData();
  return (
    <>
      <h1>Admin Dashboard</h1>
      {admin.isPending && <Spinner size="lg" label="Loading usage figures" />}
      {admin.isError && (
        <Banner
          tone="critical"
          title={adminMessages.loadFailed}
          action={
            <Button size="sm" variant="secondary" onClick={() => void admin.refetch()}>
              Retry
            </Button>
          }
        >
          {admin.error.message}
        </Banner>
      )}
      {admin.isSuccess && <AdminView data={admin.data} />}
    </>
  );
}

export function Component() {
  return (
    <>
      <title>Admin Dashboard · Vuga</title>
      <RequireAdmin>
        <QueryProvider>
          <SectionErrorBoundary section="the admin dashboard">
            <Admin />
          </SectionErrorBoundary>
        </QueryProvider>
      </RequireAdmin>
    </>
  );
}
