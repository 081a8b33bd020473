// The banner every page shows above its content when a new version is waiting to be loaded
// (lib/offline/app-status.ts).
import { Banner, Button } from '@vuga/ui';
import { useAppStatus } from '../../lib/offline/app-status.ts';
import { offlineContent } from '../../lib/offline/offline-content.ts';

export default function AppStatusBanner() {
  const { update } = useAppStatus();
  if (!update) return null;
  return (
    <Banner
      title={offlineContent.updateTitle}
      action={
        <Button size="sm" onClick={update}>
          {offlineContent.updateAction}
        </Button>
      }
    />
  );
}
