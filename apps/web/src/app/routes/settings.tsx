import type { DeleteAccountResponse } from '@vuga/api-client';
import { useState } from 'react';
import { pageNames } from '../../components/auth/guard-content.ts';
import { GuardedPage } from '../../components/guarded-page.tsx';
import { deleteAccount } from '../../features/settings/api/delete-account.ts';
import { collectLearnerData, downloadJson } from '../../features/settings/api/export-data.ts';
import { AccountDeleted } from '../../features/settings/components/account-deleted.tsx';
import { SettingsTabs } from '../../features/settings/components/settings-tabs.tsx';
import { settingsContent } from '../../features/settings/settings-content.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

function Settings({ onDeleted }: { onDeleted(result: DeleteAccountResponse): void }) {
  const { user, signOut } = useAuth();
  return (
    <>
      <h1>{settingsContent.heading}</h1>
      <SettingsTabs
        onExport={async () => {
          if (!user?.email) throw new Error(settingsContent.noEmail);
          const data = await collectLearnerData({
            email: user.email,
            displayName: user.displayName,
            createdAt: user.createdAt,
          });
          downloadJson(data, `vuga-data-${new Date().toISOString().slice(0, 10)}.json`);
        }}
        onDelete={async () => {
          const result = await deleteAccount();
          // The confirmation replaces the page first, so signing out does not show the sign-in notice.
          onDeleted(result);
          await signOut().catch(() => undefined);
        }}
      />
    </>
  );
}

export function Component() {
  const [deleted, setDeleted] = useState<DeleteAccountResponse | null>(null);
  if (deleted) return <AccountDeleted result={deleted} />;
  return (
    <GuardedPage access={{ feature: pageNames.settings, allowAdmin: true }} section={pageNames.settings}>
      <Settings onDeleted={setDeleted} />
    </GuardedPage>
  );
}
