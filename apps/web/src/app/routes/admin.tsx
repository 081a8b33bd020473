import { Banner, Button, Spinner } from '@vuga/ui';
import { pageNames } from '../../components/auth/guard-content.ts';
import { GuardedPage } from '../../components/guarded-page.tsx';
import { adminMessages, adminPageWords as text } from '../../features/admin/admin-content.ts';
import { useAdminData } from '../../features/admin/api/get-admin-data.ts';
import { AdminView } from '../../features/admin/components/admin-view.tsx';
import { useOnline } from '../../lib/offline/app-status.ts';
import { offlineContent } from '../../lib/offline/offline-content.ts';

function Admin() {
  const admin = useAdminData();
  const online = useOnline();
  return (
    <>
      <h1>{text.heading}</h1>
      {!online && <Banner title={offlineContent.adminNeedsServer} />}
      {admin.isPending && <Spinner size="lg" label={text.loading} />}
      {admin.isError && (
        <Banner
          tone="critical"
          title={adminMessages.loadFailed}
          action={
            <Button size="sm" variant="secondary" onClick={() => void admin.refetch()}>
              {text.retry}
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
    <GuardedPage access={'admin'} section={pageNames.theAdminDashboard}>
      <Admin />
    </GuardedPage>
  );
}
