// A speech folder shared by several instances (one volume mounted by all, the API's SPEECH_SHARED_DIR): each
// name handed out is also written as `<hash>.phonemes`, so whichever instance receives the file's request can
// make it, and a `<file>.lock` (created exclusively) lets one instance synthesise a word while the others wait.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HASHED_MP3, phonemeHash } from './names.ts';
import { SpeechError } from './synthesize.ts';

/** How long an instance waits for another one's synthesis, and when a lock is taken to be abandoned. */
const LOCK_WAIT_MS = 10_000;
const LOCK_STALE_MS = 30_000;

/**
 * Takes the word's lock (null: this instance makes the file, then unlocks), or waits until the instance
 * holding it has written the file (then gives the file's size). A lock older than LOCK_STALE_MS belongs to an
 * instance that died: it is removed and retaken.
 */
export async function lockOrWait(dir: string, file: string): Promise<{ bytes: number } | null> {
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
      return { bytes: done.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new SpeechError(`could not lock ${file}: ${(error as Error).message}`);
      }
    }
    const made = await stat(path).catch(() => null);
    if (made?.isFile()) return { bytes: made.size };
    const held = await stat(lock).catch(() => null);
    if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) await unlink(lock).catch(() => undefined);
    if (Date.now() - started > LOCK_WAIT_MS) throw new SpeechError(`timed out waiting for ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Releases the word's lock taken by lockOrWait. */
export async function unlock(dir: string, file: string): Promise<void> {
  await unlink(join(dir, `${file}.lock`)).catch(() => undefined);
}

/** Records a name's phoneme input for the other instances (atomically, once per process). */
export async function handOut(dir: string, file: string, phonemes: string) {
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

/** The phoneme input another instance handed out for a file, if its hash checks out. */
export async function handedOutByAnother(dir: string, file: string): Promise<string | undefined> {
  if (!HASHED_MP3.test(file)) return undefined;
  const hash = file.slice(0, -'.mp3'.length);
  const phonemes = await readFile(join(dir, `${hash}.phonemes`), 'utf8').catch(() => undefined);
  return phonemes !== undefined && phonemeHash(phonemes) === hash ? phonemes : undefined;
}
