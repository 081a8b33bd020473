// Synthesised speech cached on disk by content hash. The name of a word's file is known at once (hashing is
// microseconds), so an answer can carry its URL before any audio exists; the audio is made the first time
// the file is asked for, and from then on it is a file read.
import { hash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toEspeak } from './g2p.ts';
import { espeakBinary, espeakVersion, SpeechError, synthesizeMp3, VOICE } from './synthesize.ts';

/** Longest text synthesised: a word, a phrase or a short sentence — not a paragraph. */
export const MAX_SPEECH_CHARS = 200;

/**
 * The cache key of a text: sha256 of how it is spoken (the espeak-ng phoneme input, i.e. the normalised
 * text after grapheme-to-phoneme) and of the voice settings. Two spellings that sound the same share a
 * file; a change to the G2P or the voice gives new names. Null when there is nothing to say.
 */
export function speechKey(text: string): { hash: string; phonemes: string } | null {
  if (text.length > MAX_SPEECH_CHARS) return null;
  const phonemes = toEspeak(text);
  if (!phonemes) return null;
  return { hash: phonemeHash(phonemes), phonemes };
}

function phonemeHash(phonemes: string): string {
  const voice = `${VOICE.espeakVoice}/${VOICE.wordsPerMinute}wpm/mp3-${VOICE.bitrateKbps}k/v${VOICE.version}`;
  // One-shot hash: no Hash object per call (a new word's name is made on every chat answer about it).
  return hash('sha256', `${voice}\n${phonemes}`, 'hex');
}

export const speechFileName = (hash: string) => `${hash}.mp3`;
const HASHED_MP3 = /^[a-f0-9]{64}\.mp3$/;

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

/** How long an instance waits for another one's synthesis, and when a lock is taken to be abandoned. */
const LOCK_WAIT_MS = 10_000;
const LOCK_STALE_MS = 30_000;

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
  // The synthesised files in dir, oldest first, with their sizes: read from disk once, then kept up to date.
  let files: Promise<Map<string, number>> | undefined;
  let totalBytes = 0;

  async function filesOnDisk(): Promise<Map<string, number>> {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => HASHED_MP3.test(name));
    const found = await Promise.all(
      names.map(async (name) => ({ name, info: await stat(join(dir, name)).catch(() => null) })),
    );
    const sorted = found
      .filter((entry) => entry.info?.isFile())
      .sort((a, b) => a.info!.mtimeMs - b.info!.mtimeMs);
    totalBytes = sorted.reduce((sum, entry) => sum + entry.info!.size, 0);
    return new Map(sorted.map((entry) => [entry.name, entry.info!.size]));
  }

  /** Records a new file and deletes the oldest while the folder holds more than maxBytes. */
  async function keepWithinBudget(file: string, bytes: number) {
    files ??= filesOnDisk();
    const known = await files;
    totalBytes += bytes - (known.get(file) ?? 0);
    known.delete(file);
    known.set(file, bytes);
    if (totalBytes <= maxBytes) return;
    for (const [name, size] of known) {
      if (totalBytes <= maxBytes * 0.9 || name === file) break;
      known.delete(name);
      totalBytes -= size;
      durations.delete(name);
      await unlink(join(dir, name)).catch(() => undefined);
    }
  }

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
      const other = await lockOrWait(file);
      if (other) return other;
    }
    try {
      return await synthesizeAndWrite(file, phonemes);
    } finally {
      if (shared) await unlink(join(dir, `${file}.lock`)).catch(() => undefined);
    }
  }

  /**
   * Shared folder: takes the word's lock, or waits until the instance holding it has written the file (then
   * returns it). A lock older than LOCK_STALE_MS belongs to an instance that died: it is removed and retaken.
   */
  async function lockOrWait(file: string): Promise<SpeechResult | null> {
    const lock = join(dir, `${file}.lock`);
    const path = join(dir, file);
    const started = Date.now();
    for (;;) {
      try {
        await (await open(lock, 'wx')).close();
        // The instance that held the lock may have finished between this one's look and its lock.
        const done = await stat(path).catch(() => null);
        if (!done?.isFile()) return null;
        await unlink(lock).catch(() => undefined);
        return { file, path, bytes: done.size, duration: undefined, cached: true };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw new SpeechError(`could not lock ${file}: ${(error as Error).message}`);
        }
      }
      const made = await stat(path).catch(() => null);
      if (made?.isFile()) return { file, path, bytes: made.size, duration: undefined, cached: true };
      const held = await stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) await unlink(lock).catch(() => undefined);
      if (Date.now() - started > LOCK_WAIT_MS) throw new SpeechError(`timed out waiting for ${file}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
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
    await keepWithinBudget(file, mp3.length);
    return { file, path, bytes: mp3.length, duration, cached: false };
  }

  /** Shared folder: records a name's phoneme input for the other instances (atomically, once per process). */
  async function handOut(file: string, phonemes: string) {
    const sidecar = join(dir, `${file.replace(/\.mp3$/, '')}.phonemes`);
    if (await stat(sidecar).catch(() => null)) return;
    const temporary = `${sidecar}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(temporary, phonemes);
      await rename(temporary, sidecar);
    } catch {
      // Another instance cannot make this word on request; this one still can.
      await unlink(temporary).catch(() => undefined);
    }
  }

  /** Shared folder: the phoneme input another instance handed out for a file, if its hash checks out. */
  async function handedOutByAnother(file: string): Promise<string | undefined> {
    if (!HASHED_MP3.test(file)) return undefined;
    const hash = file.slice(0, -'.mp3'.length);
    const phonemes = await readFile(join(dir, `${hash}.phonemes`), 'utf8').catch(() => undefined);
    return phonemes !== undefined && phonemeHash(phonemes) === hash ? phonemes : undefined;
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
        if (known && shared) void handOut(known.file, known.phonemes);
      }
      if (!known) return null;
      remember(known.file, known.phonemes);
      return known.file;
    },
    duration: (file) => durations.get(file),
    async ensure(file) {
      const phonemes = pending.get(file) ?? (shared ? await handedOutByAnother(file) : undefined);
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
