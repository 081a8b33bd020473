import { Banner } from '@vuga/ui';
import { pageNames } from '../../components/auth/guard-content.ts';
import { GuardedPage } from '../../components/guarded-page.tsx';
import { QueryState } from '../../components/query-state.tsx';
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
      <QueryState
        query={admin}
        loading={text.loading}
        size="lg"
        failed={adminMessages.loadFailed}
        message={(error) => error.message}
        retry={text.retry}
      >
        {(data) => <AdminView data={data} />}
      </QueryState>
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
