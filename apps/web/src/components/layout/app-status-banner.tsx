// The banners every page shows above its content when the app has something to say about itself
// (lib/offline/app-status.ts): no network, or a server that does not answer, and a new version waiting to be
// loaded.
import { Banner, Button } from '@vuga/ui';
import { useEffect } from 'react';
import { setAppStatus, useAppStatus } from '../../lib/offline/app-status.ts';
import { offlineContent } from '../../lib/offline/offline-content.ts';
import { SyncStatus } from '../sync-status.tsx';

/** Asks the API whether it answers (its client notes the outcome); its code loads only when asked. */
const checkServer = () =>
  void import('../../lib/api-client.ts')
    .then(({ apiClient }) => apiClient.health())
    .catch(() => setAppStatus({ reachable: false }));

/** The records made offline go as soon as the network returns (lib/offline/outbox.ts, loaded only then). */
const syncOnline = () => {
  void import('../../lib/offline/outbox.ts').then(({ flush }) => flush()).catch(() => undefined);
};

export default function AppStatusBanner() {
  const { online, reachable, update } = useAppStatus();
  useEffect(() => {
    addEventListener('online', syncOnline);
    return () => removeEventListener('online', syncOnline);
  }, []);
  return (
    <>
      {!online ? (
        <Banner tone="warning" title={offlineContent.offlineTitle}>
          {offlineContent.offlineMessage}
          <SyncStatus />
        </Banner>
      ) : (
        !reachable && (
          <Banner
            tone="warning"
            title={offlineContent.unreachableTitle}
            action={
              <Button size="sm" variant="secondary" onClick={checkServer}>
                {offlineContent.retry}
              </Button>
            }
          >
            {offlineContent.unreachableMessage}
          </Banner>
        )
      )}
      {update && (
        <Banner
          title={offlineContent.updateTitle}
          action={
            <Button size="sm" onClick={update}>
              {offlineContent.updateAction}
            </Button>
          }
        />
      )}
    </>
  );
}
