// The words of the offline and update banners and of the actions that need the server, in one place.
import { messages } from '../i18n.ts';

export const offlineContent = messages('offline', {
  updateTitle: 'A new version of Vuga is ready.',
  updateAction: 'Reload to update',
  offlineTitle: 'You are offline.',
  offlineMessage: 'The pages you have opened keep working. What needs the server waits for the connection.',
  unreachableTitle: 'Vuga cannot reach its server.',
  unreachableMessage: 'Check your connection. What needs the server waits until it answers again.',
  retry: 'Try again',
  quizNeedsServer: 'A quiz needs a connection: the server chooses and scores its questions.',
  deleteNeedsServer: 'Deleting your account needs a connection.',
  adminNeedsServer: 'The admin dashboard needs a connection: its figures and actions are on the server.',
  lessonOffline:
    'You are offline. Your answers are kept on this device; the lesson completes when the connection returns.',
  waitingToSync: (records: number) =>
    records === 1 ? '1 answer waiting to sync.' : `${records} answers waiting to sync.`,
  failedToSync: (records: number) =>
    records === 1
      ? '1 answer could not be synced: the server refused it.'
      : `${records} answers could not be synced: the server refused them.`,
  synced: 'Everything you did offline is synced.',
  courseAudio: (recordings: number, bytes: number) =>
    recordings === 0
      ? 'No course audio is on this device yet: the recordings of your next lessons are kept when you open Learn online.'
      : `Course audio for your next lessons and reviews: ${recordings === 1 ? '1 recording' : `${recordings} recordings`}, ${(bytes / 1_000_000).toFixed(1)} MB`,
});
