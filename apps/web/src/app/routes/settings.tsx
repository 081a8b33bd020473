import { useNavigate } from 'react-router-dom';
import { GuardedPage } from '../../components/guarded-page.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { deleteAccount } from '../../features/settings/api/delete-account.ts';
import { collectLearnerData, downloadJson } from '../../features/settings/api/export-data.ts';
import { SettingsTabs } from '../../features/settings/components/settings-tabs.tsx';

function Settings() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <>
      <h1>Settings</h1>
      <SettingsTabs
        onExport={async () => {
          if (!user?.email) throw new Error('Your account has no email address to export by.');
          const data = await collectLearnerData({
            email: user.email,
            displayName: user.displayName,
            createdAt: user.createdAt,
          });
          downloadJson(data, `vuga-data-${new Date().toISOString().slice(0, 10)}.json`);
        }}
        onDelete={async () => {
          await deleteAccount();
          await signOut().catch(() => undefined);
          await navigate(paths.home, { replace: true });
        }}
      />
    </>
  );
}

export function Component() {
  return (
    <GuardedPage access={{ feature: 'settings', allowAdmin: true }} section="settings">
      <Settings />
    </GuardedPage>
  );
}
