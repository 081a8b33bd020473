// Speech over a folder shared by several instances (`shared: true`): two caches over one folder stand for two
// API instances. The one that did not hand a name out can still make it (from the `.phonemes` file), and a word
// is synthesised once however many instances ask for it at the same time (the `.lock` file). espeak-ng runs
// for real, through a wrapper that counts its runs.
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSpeech } from '../src/speech/cache.ts';
import { espeakBinary } from '../src/speech/synthesize.ts';

/** espeak-ng behind a script that appends a line to `runs` for every synthesis (not for --version). */
function countingEspeak(folder: string) {
  const runs = join(folder, 'runs');
  writeFileSync(runs, '');
  const wrapper = join(folder, 'espeak-ng');
  writeFileSync(
    wrapper,
    `#!/bin/sh\n[ "$1" = "--version" ] || echo run >> '${runs}'\nexec '${espeakBinary()}' "$@"\n`,
  );
  chmodSync(wrapper, 0o755);
  return { binary: wrapper, count: () => readFileSync(runs, 'utf8').split('\n').filter(Boolean).length };
}

function twoInstances() {
  const work = mkdtempSync(join(tmpdir(), 'vuga-speech-shared-'));
  const dir = join(work, 'audio');
  const espeak = countingEspeak(work);
  const a = createSpeech({ dir, binary: espeak.binary, shared: true });
  const b = createSpeech({ dir, binary: espeak.binary, shared: true });
  return { dir, espeak, a, b };
}

/** Resolves once the handed-out name's `.phonemes` file is in the folder (it is written in the background). */
async function handedOut(dir: string, file: string) {
  const sidecar = join(dir, file.replace(/\.mp3$/, '.phonemes'));
  for (let i = 0; i < 200 && !existsSync(sidecar); i++) await new Promise((r) => setTimeout(r, 10));
  expect(existsSync(sidecar)).toBe(true);
}

describe('speech in a shared folder', () => {
  it('makes a word on the instance that did not hand its name out, and only once', async () => {
    const { dir, espeak, a, b } = twoInstances();
    const file = a.fileFor('murakoze');
    expect(file).toMatch(/^[a-f0-9]{64}\.mp3$/);
    await handedOut(dir, file!);

    const made = await b.ensure(file!);
    expect(made).toMatchObject({ file, cached: false });
    expect(made!.bytes).toBeGreaterThan(100);
    expect(await a.ensure(file!)).toMatchObject({ file, cached: true });
    expect(espeak.count()).toBe(1);
  });

  it('synthesises once when both instances ask for a new word at the same moment', async () => {
    const { dir, espeak, a, b } = twoInstances();
    const file = a.fileFor('mwaramutse')!;
    expect(b.fileFor('mwaramutse')).toBe(file);
    const results = await Promise.all([a.ensure(file), b.ensure(file)]);
    expect(results.map((result) => result?.cached).sort()).toEqual([false, true]);
    expect(espeak.count()).toBe(1);
    expect(readdirSync(dir).filter((name) => name.endsWith('.lock') || name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a .phonemes file whose content does not match its name', async () => {
    const { dir, a, b } = twoInstances();
    const file = a.fileFor('amazi')!;
    await handedOut(dir, file);
    writeFileSync(join(dir, file.replace(/\.mp3$/, '.phonemes')), 'something else');
    expect(await b.ensure(file)).toBeNull();
  });

  it('without shared, an instance does not make names it did not hand out', async () => {
    const work = mkdtempSync(join(tmpdir(), 'vuga-speech-alone-'));
    const dir = join(work, 'audio');
    const a = createSpeech({ dir });
    const b = createSpeech({ dir });
    const file = a.fileFor('inka')!;
    expect(await b.ensure(file)).toBeNull();
    expect(existsSync(join(dir, file.replace(/\.mp3$/, '.phonemes')))).toBe(false);
  });
});
