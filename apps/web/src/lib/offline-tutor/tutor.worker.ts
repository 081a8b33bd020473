// The offline tutor's Web Worker: builds @vuga/tutor from the content stored on this device (storage.ts) on
// its first message, then answers `chat` and `translate` with POST /chat and POST /translate's bodies
// (answers.ts). Plain messages: { id, kind, body } in, { id, ok, value | error } out; `load` only builds it.
import { contentFromPrebuilt, type PrebuiltContent } from '@vuga/tutor/browser';
import { createOfflineTutor, type OfflineTutor } from './answers.ts';
import type { WorkerReply, WorkerRequest } from './protocol.ts';
import { storedContent } from './storage.ts';

let tutor: Promise<OfflineTutor> | undefined;

async function load(): Promise<OfflineTutor> {
  const stored = await storedContent();
  if (!stored) throw new Error('no offline content on this device');
  const prebuilt = (await stored.json()) as PrebuiltContent;
  return createOfflineTutor(contentFromPrebuilt(prebuilt));
}

addEventListener('message', async (event: MessageEvent<WorkerRequest>) => {
  const { id, kind } = event.data;
  let reply: WorkerReply;
  try {
    tutor ??= load().catch((error: unknown) => {
      // Tried again on the next message (the content may have been downloaded since).
      tutor = undefined;
      throw error;
    });
    const offline = await tutor;
    const started = performance.now();
    const value =
      kind === 'chat'
        ? offline.chat(event.data.body)
        : kind === 'translate'
          ? offline.translate(event.data.body)
          : null;
    reply = { id, ok: true, value, ms: performance.now() - started };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  postMessage(reply);
});
