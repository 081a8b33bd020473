// The speech benchmark (`pnpm --filter @vuga/tutor bench` runs it after the evaluation): synthesis time per
// word for 50 lexicon words spread over the categories, into an empty cache folder. Prints the encoder's
// start-up, cold (espeak-ng + MP3 + write) and warm (already on disk) times as p50/p99, where the cold time
// goes (espeak-ng vs the encoder), the name-only step the chat answer pays, and the MP3 sizes. Measures only.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '../content/load.ts';
import { percentile } from '../eval/metrics.ts';
import { createSpeech } from './cache.ts';
import { toEspeak } from './g2p.ts';
import { encodeMp3, espeakWav, parseWav, trimTrailingSilence, VOICE } from './synthesize.ts';

const WORDS = 50;

/** Every n-th lemma across all categories, so short and long words, nouns and verbs all appear. */
function sampleWords(): string[] {
  const lemmas = [...new Set(loadContent().lexicon.flatMap((file) => file.entries.map((entry) => entry.rw)))];
  const step = Math.max(1, Math.floor(lemmas.length / WORDS));
  return lemmas.filter((_, i) => i % step === 0).slice(0, WORDS);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const stats = (samples: number[]) => `p50 ${ms(percentile(samples, 50))}, p99 ${ms(percentile(samples, 99))}`;

async function time<T>(task: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const result = await task();
  return [result, performance.now() - started];
}

async function main() {
  const words = sampleWords();
  const dir = mkdtempSync(join(tmpdir(), 'vuga-speech-bench-'));
  try {
    const speech = createSpeech({ dir, concurrency: 1 });
    if (!speech.available) {
      console.log('speech: espeak-ng is not installed — nothing to measure (apt-get install -y espeak-ng)');
      return;
    }
    // The first synthesis compiles the encoder's WebAssembly: reported apart from the per-word figures.
    const [, startup] = await time(() => speech.synthesize('muraho'));

    const naming: number[] = [];
    const cold: number[] = [];
    const warm: number[] = [];
    const bytes: number[] = [];
    const seconds: number[] = [];
    for (const word of words) {
      const [file, nameMs] = await time(() => speech.fileFor(word));
      naming.push(nameMs);
      if (!file) continue;
      const [made, coldMs] = await time(() => speech.ensure(file));
      cold.push(coldMs);
      bytes.push(made?.bytes ?? 0);
      seconds.push(made?.duration ?? 0);
      // What serving a cached file costs before HTTP: find it, read it.
      const [, warmMs] = await time(async () => readFile((await speech.ensure(file))?.path ?? ''));
      warm.push(warmMs);
    }

    // Where the cold time goes, over the same words.
    const espeakTimes: number[] = [];
    const encodeTimes: number[] = [];
    for (const word of words) {
      const [wav, espeakMs] = await time(() => espeakWav(toEspeak(word)));
      espeakTimes.push(espeakMs);
      const [, encodeMs] = await time(() => encodeMp3(trimTrailingSilence(parseWav(wav))));
      encodeTimes.push(encodeMs);
    }

    const total = bytes.reduce((sum, n) => sum + n, 0);
    const audio = seconds.reduce((sum, n) => sum + n, 0);
    console.log(
      [
        `speech (${speech.engine?.split(':')[0]}, voice ${VOICE.espeakVoice} at ${VOICE.wordsPerMinute} wpm, MP3 ${VOICE.bitrateKbps} kbit/s mono), ${cold.length} lexicon words:`,
        `  first synthesis (encoder start-up included): ${ms(startup)}`,
        `  cold (espeak-ng + MP3 + write):  ${stats(cold)}`,
        `    of which espeak-ng ${stats(espeakTimes)}; MP3 encoding ${stats(encodeTimes)}`,
        `  warm (on disk: found and read):  ${stats(warm)}`,
        `  naming a word (G2P + sha256, what POST /chat pays): ${stats(naming)}`,
        `  MP3 size: mean ${Math.round(total / bytes.length)} bytes, min ${Math.min(...bytes)}, max ${Math.max(...bytes)}; ` +
          `mean ${(audio / seconds.length).toFixed(2)} s of audio (${Math.round(total / audio)} bytes per second)`,
        `  (machine load average ${loadavg()[0]!.toFixed(1)})`,
      ].join('\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
