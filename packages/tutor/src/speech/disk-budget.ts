// The synthesised files a folder may hold: past `maxBytes` the oldest are deleted (down to 90%), so answers to
// unusual questions cannot fill the disk. The folder's files are read from disk once, then kept up to date.
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { HASHED_MP3 } from './names.ts';

export interface DiskBudget {
  /** Records a new file and deletes the oldest (saying which) while the folder holds more than maxBytes. */
  keepWithinBudget(file: string, bytes: number): Promise<void>;
}

export function diskBudget(dir: string, maxBytes: number, deleted: (file: string) => void): DiskBudget {
  // The synthesised files in dir, oldest first, with their sizes.
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
      deleted(name);
      await unlink(join(dir, name)).catch(() => undefined);
    }
  }

  return { keepWithinBudget };
}
