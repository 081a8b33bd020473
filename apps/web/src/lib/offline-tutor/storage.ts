// Where the offline tutor's content is kept: one entry of its own Cache Storage cache (not the service worker's
// precache, which only holds the app), read by the page (what Settings shows) and by the worker (to build the
// tutor). The entry's headers say which file it is and how many bytes it holds.
export const cacheName = 'vuga-offline-tutor';
/** The entry's key: one content at a time, whatever version it is. */
export const contentKey = '/offline/tutor-content';
export const sourceHeader = 'x-vuga-source';
export const bytesHeader = 'x-vuga-bytes';

export const hasCacheStorage = () => typeof caches !== 'undefined';

/** The stored content, if any. */
export async function storedContent(): Promise<Response | undefined> {
  if (!hasCacheStorage()) return undefined;
  // Not caches.open, which would create the cache again after "Remove offline data".
  return caches.match(contentKey, { cacheName });
}
