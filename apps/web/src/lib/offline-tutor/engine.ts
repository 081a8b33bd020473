// The offline tutor's engine, the worker's second script (tutor.worker.ts imports it once it has started
// reading the stored content): builds @vuga/tutor from the download on its first message, then answers `chat`
// and `translate` with POST /chat and POST /translate's bodies (answers.ts).
//
// The first answer waits only for what every answer needs (the content read, the lexicon and its index parsed,
// the lexicon's maps; @vuga/tutor/sections parses the other parts of the download on first use):
// the engine builds its other indexes on the first question that needs them (the translation memory and its
// fuzzy indexes, the misspelling search, the grammar search). Once an answer has been sent, those are built
// here in small steps (warm, below), each its own task, so a question that arrives meanwhile is answered
// between two steps and the learner's later questions find them built.
import type { TranslateRequest } from '@vuga/api-client/contract';
import {
  contentFromDownload,
  contentFromOpenedDownload,
  type DownloadedContent,
  type OpenedDownload,
} from '@vuga/tutor/browser';
import { createOfflineTutor, type OfflineTutor } from './answers.ts';
import { translationParts } from './parts.ts';
import type { WorkerReply, WorkerRequest } from './protocol.ts';

/** The stored download as the worker's first script found it: opened in parts, or (an older one) whole. */
export interface Stored {
  blob: Blob;
  download: OpenedDownload | undefined;
}

interface Loaded {
  offline: OfflineTutor;
  readAhead: DownloadedContent['readAhead'];
}

let tutor: Promise<Loaded> | undefined;
let warmed = false;

async function load(stored: () => Promise<Stored | undefined>): Promise<Loaded> {
  const found = await stored();
  if (!found) throw new Error('no offline content on this device');
  const { content, readAhead } = found.download
    ? await contentFromOpenedDownload(found.download)
    : { content: contentFromDownload(await found.blob.text()), readAhead: async () => undefined };
  return { offline: createOfflineTutor(content), readAhead };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A question of each kind the chat answers, and translations both ways, each through its own answer code:
 * asked once after the first answer so that a learner's first question of a kind finds that code compiled and
 * its indexes built (a first-of-its-kind answer took 50–100 ms more than the next of its kind).
 */
const warmUpQuestions = [
  'how do you say cow',
  'what does inkaa mean',
  'what is the locative',
  'what does turakora mean',
  'plural of umukobwa',
  'conjugate kurya',
  'how do i pronounce amazi',
  'how do you say 47',
  'what is the difference between inka and ihene',
  'count to 5',
  'teach me words about family',
  'what do i say at the market',
  'quiz me on animals',
  'hi there',
  'thanks a lot',
  'how do you say I want to eat',
  'qwertyuiop zxcv',
];
const warmUpTranslations: TranslateRequest[] = [
  { text: 'I am going to the market', direction: 'en-rw' },
  { text: 'Tuzajya i Kigali ejo', direction: 'rw-en' },
  { text: 'the childrn are sleepng', direction: 'en-rw' },
  { text: 'murakozee cyane', direction: 'rw-en' },
];

/** Builds what the engine otherwise builds on a question's first need, one step per task. */
async function warm(offline: OfflineTutor, readAhead: Loaded['readAhead']): Promise<void> {
  // The chat's kinds first (each a short step), then the translation memory's fuzzy indexes and learned stems
  // in steps of their own, then the translations, which read them.
  for (const question of warmUpQuestions) {
    await nextTask();
    offline.chat({ question });
  }
  await nextTask();
  await readAhead([...translationParts.values()].flat());
  await offline.prepare();
  for (const body of warmUpTranslations) {
    await nextTask();
    offline.translate(body);
  }
}

/** Answers a message; `stored` opens the stored download (again, after a failed load). */
export async function answer(
  request: WorkerRequest,
  stored: () => Promise<Stored | undefined>,
): Promise<WorkerReply> {
  const { id } = request;
  let reply: WorkerReply;
  let loaded: Loaded | undefined;
  try {
    tutor ??= load(stored).catch((error: unknown) => {
      // Tried again on the next message (the content may have been downloaded since).
      tutor = undefined;
      throw error;
    });
    loaded = await tutor;
    const { offline } = loaded;
    if (request.kind === 'translate')
      await loaded.readAhead(translationParts.get(request.body.direction) ?? []);
    const started = performance.now();
    const value =
      request.kind === 'chat'
        ? offline.chat(request.body)
        : request.kind === 'translate'
          ? offline.translate(request.body)
          : null;
    reply = { id, ok: true, value, ms: performance.now() - started };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (loaded && !warmed) {
    warmed = true;
    const { offline, readAhead } = loaded;
    // After the reply has been posted (the caller posts it before this task ends). A step that fails leaves its
    // index to be built on the question that needs it, as it would have been; it is said in the console, not
    // swallowed (a warm-up that threw at its first step went unseen for a release).
    void nextTask().then(() =>
      warm(offline, readAhead).catch((error: unknown) =>
        console.warn('Vuga offline tutor: the warm-up stopped early', error),
      ),
    );
  }
  return reply;
}
