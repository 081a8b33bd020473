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
  const offline = createOfflineTutor(contentFromPrebuilt(prebuilt));
  // The engine builds some of its indexes on the first question that needs them (a sentence each way, a
  // misspelling, the words "Add to review" may add): asked once here, while the tutor loads, so a learner's
  // first questions do not wait for them (hundreds of milliseconds on a slow machine).
  offline.chat({ question: 'how do you say cow' });
  offline.chat({ question: 'what does inkaa mean' });
  offline.translate({ text: 'I am going to the market', direction: 'en-rw' });
  offline.translate({ text: 'Tuzajya i Kigali ejo', direction: 'rw-en' });
  return offline;
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
