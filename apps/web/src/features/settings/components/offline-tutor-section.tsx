// Settings → Offline: "Use Vuga offline" downloads the tutor once (its size shown first, a progress bar while
// it comes), says what is stored — the tutor, and the course audio kept for the next lessons and reviews
// (lib/offline/course-audio.ts) — and "Remove offline data" frees both (lib/offline-tutor).
import { Button, Card, ProgressBar, Stack } from '@vuga/ui';
import { useEffect, useState } from 'react';
import { useOnline } from '../../../lib/offline/app-status.ts';
import {
  type CourseAudioStored,
  courseAudioStored,
  onCourseAudioChange,
  removeCourseAudio,
} from '../../../lib/offline/course-audio.ts';
import { offlineContent } from '../../../lib/offline/offline-content.ts';
import {
  downloadOfflineTutor,
  fetchOfflineTutorSize,
  removeOfflineTutor,
  useOfflineTutor,
} from '../../../lib/offline-tutor/offline-tutor.ts';
import { offlineTutorContent as text } from '../../../lib/offline-tutor/offline-tutor-content.ts';

/** What course audio is on this device, looked at again whenever some is kept or removed. */
function useCourseAudioStored() {
  const [stored, setStored] = useState<CourseAudioStored | null>(null);
  useEffect(() => {
    let current = true;
    const look = () =>
      void courseAudioStored().then(
        (found) => current && setStored(found),
        () => undefined,
      );
    look();
    const stop = onCourseAudioChange(look);
    return () => {
      current = false;
      stop();
    };
  }, []);
  return stored;
}

export function OfflineTutorSection() {
  const state = useOfflineTutor();
  const audio = useCourseAudioStored();
  const online = useOnline();
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    void fetchOfflineTutorSize();
  }, []);
  const busy = state.status === 'downloading';
  const audioKept = (audio?.recordings ?? 0) > 0;
  return (
    <Card title={text.title} headingLevel={2} description={text.description}>
      <Stack space="md">
        {state.status === 'unsupported' && <p>{text.unsupported}</p>}
        {state.status !== 'installed' && (
          <p data-testid="offline-size">{state.size ? text.size(state.size) : text.sizeUnknown}</p>
        )}
        {busy && (
          <ProgressBar
            label={text.downloading}
            value={state.received}
            max={state.size ?? Math.max(state.received, 1)}
            valueText={text.progress(state.received, state.size ?? state.received)}
          />
        )}
        {state.status === 'installed' && (
          <div role="status">
            <p>{text.installed}</p>
            {state.stored !== null && <p data-testid="offline-stored">{text.stored(state.stored)}</p>}
          </div>
        )}
        {audio && (
          <p data-testid="course-audio">{offlineContent.courseAudio(audio.recordings, audio.bytes)}</p>
        )}
        {state.usage !== null && <p data-testid="offline-usage">{text.storageUsed(state.usage)}</p>}
        {state.error && <p role="alert">{text.failed(state.error)}</p>}
        {removed && state.status === 'absent' && !audioKept && <p role="status">{text.removed}</p>}
        {(state.status === 'installed' || audioKept) && (
          <Button
            variant="secondary"
            onClick={async () => {
              // The audio first: removing the tutor looks at the storage used again.
              await removeCourseAudio();
              await removeOfflineTutor();
              setRemoved(true);
            }}
          >
            {text.remove}
          </Button>
        )}
        {state.status !== 'installed' && state.status !== 'unsupported' && (
          <Button
            onClick={() => {
              setRemoved(false);
              void downloadOfflineTutor();
            }}
            isLoading={busy}
            disabled={busy || !online}
            aria-describedby={online ? undefined : 'offline-needs-server'}
          >
            {text.download}
          </Button>
        )}
        {!online && state.status !== 'installed' && <p id="offline-needs-server">{text.needsServer}</p>}
      </Stack>
    </Card>
  );
}
