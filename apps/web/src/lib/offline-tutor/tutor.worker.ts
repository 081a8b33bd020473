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
import type { TranslateRequest } from '@vuga/api-client/contract';
import { contentFromDownloadBlob, type DownloadedContent } from '@vuga/tutor/browser';
import { createOfflineTutor, type OfflineTutor } from './answers.ts';
import type { WorkerReply, WorkerRequest } from './protocol.ts';
import { storedContent } from './storage.ts';

interface Loaded {
  offline: OfflineTutor;
  readAhead: DownloadedContent['readAhead'];
}

let tutor: Promise<Loaded> | undefined;
let warmed = false;

async function load(): Promise<Loaded> {
  const stored = await storedContent();
  if (!stored) throw new Error('no offline content on this device');
  const { content, readAhead } = await contentFromDownloadBlob(await stored.blob());
  return { offline: createOfflineTutor(content), readAhead };
}

/**
 * The download's parts a translation parses on first use (the memory, and where the parts of the learned words
 * of the side it translates from are), read without blocking before it is made: read at once when first
 * parsed (FileReaderSync), they made the first en-rw translation slower than reading the whole file had. The
 * learned words' parts themselves are small and read when a word needs one (a download stored before they
 * were parted has each side whole: memoryWords.en).
 */
const translationParts = {
  'en-rw': ['content.memory', 'memoryWords.en.directory', 'memoryWords.en'],
  'rw-en': ['content.memory', 'memoryWords.rw.directory', 'memoryWords.rw'],
} as const;

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
  await readAhead(Object.values(translationParts).flat());
  await offline.prepare();
  for (const body of warmUpTranslations) {
    await nextTask();
    offline.translate(body);
  }
}

addEventListener('message', async (event: MessageEvent<WorkerRequest>) => {
  const { id, kind } = event.data;
  let reply: WorkerReply;
  let loaded: Loaded | undefined;
  try {
    tutor ??= load().catch((error: unknown) => {
      // Tried again on the next message (the content may have been downloaded since).
      tutor = undefined;
      throw error;
    });
    loaded = await tutor;
    const { offline } = loaded;
    if (kind === 'translate') await loaded.readAhead(translationParts[event.data.body.direction] ?? []);
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
  if (loaded && !warmed) {
    warmed = true;
    // A step that fails leaves its index to be built on the question that needs it, as it would have been; it
    // is said in the console, not swallowed (a warm-up that threw at its first step went unseen for a release).
    warm(loaded.offline, loaded.readAhead).catch((error: unknown) =>
      console.warn('Vuga offline tutor: the warm-up stopped early', error),
    );
  }
});
