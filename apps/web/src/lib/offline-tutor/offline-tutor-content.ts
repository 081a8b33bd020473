// The words of the offline tutor: Settings' "Use Vuga offline" section, and what chat and translate say when
// they answer from this device.
import { messages } from '../i18n.ts';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export const offlineTutorContent = messages('offlineTutor', {
  tab: 'Offline',
  title: 'Use Vuga offline',
  description:
    'Download the tutor once to chat and translate with no connection. It answers on this device, as the server does; what you ask offline is not recorded in your activity.',
  size: (bytes: number) => `Download size: ${megabytes(bytes)}`,
  sizeUnknown: 'The download size is shown when the server can be reached.',
  download: 'Download the offline tutor',
  downloading: 'Downloading the offline tutor',
  progress: (received: number, total: number) => `${megabytes(received)} of ${megabytes(total)}`,
  installed: 'The offline tutor is on this device.',
  stored: (bytes: number) => `Stored on this device: ${megabytes(bytes)}`,
  storageUsed: (bytes: number) => `Storage used by Vuga in this browser: ${megabytes(bytes)}`,
  remove: 'Remove offline data',
  removed: 'The offline data has been removed.',
  failed: (reason: string) => `The download failed: ${reason}`,
  unsupported: 'This browser cannot keep the offline tutor (it has no Cache Storage).',
  needsServer: 'The download needs a connection.',
  answeringOffline: 'Offline: the tutor on this device answers. What you ask is not recorded.',
  offlineHint: 'To chat and translate with no connection, download the offline tutor in Settings.',
  audioNeedsNetwork: 'This recording needs the network.',
});
