// The offline tutor's Web Worker: answers `chat` and `translate` with POST /chat and POST /translate's bodies
// from the content stored on this device (storage.ts). Plain messages: { id, kind, body } in,
// { id, ok, value | error } out; `load` only builds the tutor.
//
// This first script is small: it starts reading the stored content at once (the header, then the parts every
// answer needs, and a translation's parts as soon as one is asked), and only then imports the engine
// (engine.ts, a chunk of its own), so that Cache Storage reads the content while the engine's code is fetched,
// compiled and run; reading first and loading the engine after, a new worker's first answer waited for both.
import { openDownload } from '@vuga/tutor/download';
import type { Stored } from './engine.ts';
import { eagerParts, translationParts } from './parts.ts';
import type { WorkerReply, WorkerRequest } from './protocol.ts';
import { storedContent } from './storage.ts';

async function open(): Promise<Stored | undefined> {
  const found = await storedContent();
  if (!found) return undefined;
  const blob = await found.blob();
  const download = await openDownload(blob);
  // Not awaited: the engine waits for them when it parses them. A failed read fails that parse.
  download?.readAhead(eagerParts).catch(() => undefined);
  return { blob, download };
}

let stored = open();
stored.catch(() => undefined);
/**
 * The stored download: as first opened, or opened again when that found none or failed (the content may have
 * been downloaded since).
 */
const reopen = () => {
  const last = stored;
  stored = last.catch(() => undefined).then((found) => found ?? open());
  return stored;
};

/** The engine's code, loaded at once; loaded again on the next message if it failed (a chunk missing offline). */
const loadEngine = () => {
  const loading = import('./engine.ts');
  loading.catch(() => undefined);
  return loading;
};
let engine = loadEngine();

addEventListener('message', async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'translate') {
    const parts = translationParts.get(request.body.direction);
    if (parts) stored.then((found) => found?.download?.readAhead(parts)).catch(() => undefined);
  }
  let reply: WorkerReply;
  try {
    const { answer } = await engine;
    reply = await answer(request, reopen);
  } catch (error) {
    engine = loadEngine();
    reply = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  postMessage(reply);
});
