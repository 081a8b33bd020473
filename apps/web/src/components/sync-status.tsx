// How many records made offline wait to be synced, and how many the server refused (lib/offline/sync-count.ts):
// under the offline banner and at the end of a lesson or a review session. Says nothing while nothing waited;
// once something has, it says when everything is synced.
import { useRef } from 'react';
import { offlineContent } from '../lib/offline/offline-content.ts';
import { useSyncCount } from '../lib/offline/sync-count.ts';

export function SyncStatus({ className }: { className?: string }) {
  const { waiting, failed } = useSyncCount();
  const waited = useRef(false);
  if (waiting > 0) waited.current = true;
  if (waiting === 0 && failed === 0 && !waited.current) return null;
  return (
    <p className={className} data-testid="sync-status" role="status">
      {waiting > 0 && <span data-testid="sync-waiting">{offlineContent.waitingToSync(waiting)}</span>}
      {waiting > 0 && failed > 0 && ' '}
      {failed > 0 && <span data-testid="sync-failed">{offlineContent.failedToSync(failed)}</span>}
      {waiting === 0 && failed === 0 && offlineContent.synced}
    </p>
  );
}
