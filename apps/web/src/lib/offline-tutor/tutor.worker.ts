// The offline tutor's Web Worker: builds @vuga/tutor from the content stored on this device (storage.ts) on
// its first message, then answers `chat` and `translate` with POST /chat and POST /translate's bodies
// (answers.ts). Plain messages: { id, kind, body } in, { id, ok, value | error } out; `load` only builds it.
//
// The first answer waits only for what every answer needs (the content read, the lexicon and its index parsed,
// the lexicon's maps; @vuga/tutor/sections parses the other parts of the download on first use):
// the engine builds its other indexes on the first question that needs them (the translation memory and its
// fuzzy indexes, the misspelling search, the grammar search). Once an answer has been sent, those are built
// here in small steps (warm, below), each its own task, so a question that arrives meanwhile is answered
// between two steps and the learner's later questions find them built.
import { contentFromDownload } from '@vuga/tutor/browser';
import { createOfflineTutor, type OfflineTutor } from './answers.ts';
import type { WorkerReply, WorkerRequest } from './protocol.ts';
import { storedContent } from './storage.ts';

let tutor: Promise<OfflineTutor> | undefined;
let warmed = false;

async function load(): Promise<OfflineTutor> {
  const stored = await storedContent();
  if (!stored) throw new Error('no offline content on this device');
  return createOfflineTutor(contentFromDownload(await stored.text()));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Builds what the engine otherwise builds on a question's first need, one step per task. */
async function warm(offline: OfflineTutor): Promise<void> {
  await nextTask();
  // The translation memory's fuzzy indexes and learned stems, in steps of their own.
  await offline.prepare();
  for (const step of [
    () => offline.chat({ question: 'how do you say cow' }),
    () => offline.chat({ question: 'what does inkaa mean' }),
    () => offline.chat({ question: 'what is the locative' }),
    () => offline.translate({ text: 'I am going to the market', direction: 'en-rw' }),
    () => offline.translate({ text: 'Tuzajya i Kigali ejo', direction: 'rw-en' }),
  ]) {
    await nextTask();
    step();
  }
}

addEventListener('message', async (event: MessageEvent<WorkerRequest>) => {
  const { id, kind } = event.data;
  let reply: WorkerReply;
  let offline: OfflineTutor | undefined;
  try {
    tutor ??= load().catch((error: unknown) => {
      // Tried again on the next message (the content may have been downloaded since).
      tutor = undefined;
      throw error;
    });
    offline = await tutor;
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
  if (offline && !warmed) {
    warmed = true;
    // A step that fails leaves its index to be built on the question that needs it, as it would have been.
    warm(offline).catch(() => undefined);
  }
});
