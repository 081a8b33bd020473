// Synthesised speech cached on disk by content hash. The name of a word's file is known at once (names.ts), so
// an answer can carry its URL before any audio exists; the audio is made the first time the file is asked for
// (espeak-ng, at most `concurrency` at once), and from then on it is a file read. The folder's size is kept
// within a budget (disk-budget.ts); a folder shared by several instances follows shared-folder.ts.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { diskBudget } from './disk-budget.ts';
import { speechFileName, speechKey } from './names.ts';
import { handedOutByAnother, handOut, lockOrWait, unlock } from './shared-folder.ts';
import { espeakBinary, espeakVersion, SpeechError, synthesizeMp3 } from './synthesize.ts';

export interface SpeechOptions {
  /** Where the MP3 files go (the API serves this folder at /audio/). */
  dir: string;
  /** espeak-ng to run (default: ESPEAK_NG_PATH or espeak-ng on PATH). */
  binary?: string;
  /** How many texts to remember between handing out a name and its first request (oldest forgotten first). */
  maxPending?: number;
  /** espeak-ng processes at once (the machine's other work needs the cores too). */
  concurrency?: number;
  /**
   * Most bytes of synthesised files kept in `dir`: past it the oldest are deleted (down to 90%), so answers
   * to unusual questions cannot fill the disk. A deleted file is made again if its word is asked for again.
   */
  maxBytes?: number;
  /**
   * `dir` is shared by several instances (one volume mounted by all). Each name handed out is also written
   * as `<hash>.phonemes`, so whichever instance receives the file's request can make it; a `<file>.lock`
   * (created exclusively) lets one instance synthesise a word while the others wait for its file.
   */
  shared?: boolean;
}

export interface SpeechResult {
  file: string;
  path: string;
  bytes: number;
  /** Seconds of speech, when this process made or has seen the file made. */
  duration: number | undefined;
  /** True when the file was already on disk. */
  cached: boolean;
}

export interface Speech {
  /** espeak-ng's version, or null when it is missing (then nothing is synthesised and fileFor gives null). */
  readonly engine: string | null;
  readonly available: boolean;
  /** The file name a text's audio has or will have, remembered so `ensure` can make it; null if none. */
  fileFor(text: string): string | null;
  /** Seconds of a file this process has made, if it has. */
  duration(file: string): number | undefined;
  /**
   * Makes sure a file is on disk: present already, or synthesised from the text `fileFor` remembered.
   * Resolves null for a name it does not know (never handed out, or forgotten); rejects with SpeechError
   * when synthesis fails.
   */
  ensure(file: string): Promise<SpeechResult | null>;
  /** fileFor then ensure: the audio of a text, made if needed. */
  synthesize(text: string): Promise<SpeechResult | null>;
}

/** A bounded queue: at most `limit` tasks run at once, the rest wait their turn. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export function createSpeech({
  dir,
  binary = espeakBinary(),
  maxPending = 10_000,
  concurrency = 2,
  maxBytes = 256 * 1024 * 1024,
  shared = false,
}: SpeechOptions): Speech {
  const engine = espeakVersion(binary);
  const pending = new Map<string, string>(); // file → phoneme input, oldest first
  const durations = new Map<string, number>();
  const inFlight = new Map<string, Promise<SpeechResult>>();
  // text → its file and phoneme input: the transcription and hash are the same every time, and POST /chat asks
  // for them on every answer (about a tenth of a cached answer's cost). Bounded like `pending`.
  const keys = new Map<string, { file: string; phonemes: string } | null>();
  const queue = limiter(concurrency);
  let dirReady: Promise<unknown> | undefined;
  const budget = diskBudget(dir, maxBytes, (file) => durations.delete(file));

  function remember(file: string, phonemes: string) {
    pending.delete(file);
    pending.set(file, phonemes);
    if (pending.size > maxPending) pending.delete(pending.keys().next().value as string);
  }

  async function make(file: string, phonemes: string): Promise<SpeechResult> {
    const path = join(dir, file);
    const existing = await stat(path).catch(() => null);
    if (existing?.isFile()) {
      return { file, path, bytes: existing.size, duration: durations.get(file), cached: true };
    }
    // Created once; a failure (say, permissions) is retried on the next request rather than remembered.
    dirReady ??= mkdir(dir, { recursive: true }).catch((error: Error) => {
      dirReady = undefined;
      throw new SpeechError(`could not create ${dir}: ${error.message}`);
    });
    await dirReady;
    if (shared) {
      const other = await lockOrWait(dir, file);
      if (other) return { file, path, bytes: other.bytes, duration: undefined, cached: true };
    }
    try {
      return await synthesizeAndWrite(file, phonemes);
    } finally {
      if (shared) await unlock(dir, file);
    }
  }

  async function synthesizeAndWrite(file: string, phonemes: string): Promise<SpeechResult> {
    const path = join(dir, file);
    const { mp3, duration } = await queue(() => synthesizeMp3(phonemes, { binary }));
    // Written under a unique temporary name and renamed: a reader (or another process sharing the folder)
    // sees either no file or the whole file, never a half-written one.
    const temporary = join(dir, `.${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, mp3);
      await rename(temporary, path);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw new SpeechError(`could not write ${file}: ${(error as Error).message}`);
    }
    durations.set(file, duration);
    await budget.keepWithinBudget(file, mp3.length);
    return { file, path, bytes: mp3.length, duration, cached: false };
  }

  const speech: Speech = {
    engine,
    available: engine !== null,
    fileFor(text) {
      if (!engine) return null;
      let known = keys.get(text);
      if (known === undefined) {
        const key = speechKey(text);
        known = key ? { file: speechFileName(key.hash), phonemes: key.phonemes } : null;
        keys.set(text, known);
        if (keys.size > maxPending) keys.delete(keys.keys().next().value as string);
        if (known && shared) void handOut(dir, known.file, known.phonemes);
      }
      if (!known) return null;
      remember(known.file, known.phonemes);
      return known.file;
    },
    duration: (file) => durations.get(file),
    async ensure(file) {
      const phonemes = pending.get(file) ?? (shared ? await handedOutByAnother(dir, file) : undefined);
      if (phonemes === undefined) return null;
      // Concurrent requests for one file share one synthesis.
      let job = inFlight.get(file);
      if (!job) {
        job = make(file, phonemes).finally(() => inFlight.delete(file));
        inFlight.set(file, job);
      }
      return job;
    },
    async synthesize(text) {
      const file = speech.fileFor(text);
      return file ? speech.ensure(file) : null;
    },
  };
  return speech;
}
