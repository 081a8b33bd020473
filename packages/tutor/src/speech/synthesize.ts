// Phoneme input → espeak-ng (Debian's `espeak-ng`, Swahili voice) → WAV on stdout → MP3 via LAME compiled to
// WebAssembly (wasm-media-encoders). No shell: espeak-ng gets its arguments as an array.
import { spawn, spawnSync } from 'node:child_process';
import { createMp3Encoder, type WasmMediaEncoder } from 'wasm-media-encoders';

/**
 * How speech is made. Part of every cached file's name (see cache.ts), so changing any of it — or the
 * `version` after an encoder change — gives new files rather than stale ones.
 */
export const VOICE = {
  espeakVoice: 'sw',
  /** Words per minute: slower than espeak-ng's 175, for learners. */
  wordsPerMinute: 130,
  /** Constant bitrate, mono: a word is a few kilobytes and plays at once on a slow connection. */
  bitrateKbps: 32,
  version: 1,
} as const;

export const espeakBinary = (): string => process.env.ESPEAK_NG_PATH || 'espeak-ng';

/** espeak-ng's version line, or null when it cannot be run (not installed, not on PATH). */
export function espeakVersion(binary: string = espeakBinary()): string | null {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 5000 });
  if (result.error || result.status !== 0) return null;
  return result.stdout.trim().split('\n')[0] ?? '';
}

export class SpeechError extends Error {
  override name = 'SpeechError';
}

/** Runs espeak-ng on phoneme input (`[[…]]`) and resolves with the WAV bytes it writes to stdout. */
export function espeakWav(
  phonemes: string,
  { binary = espeakBinary(), timeoutMs = 10_000 }: { binary?: string; timeoutMs?: number } = {},
): Promise<Buffer> {
  if (!phonemes.startsWith('[[')) {
    // Anything else would be read as text (or, starting with "-", as an option).
    return Promise.reject(new SpeechError('espeak-ng input must be phonemes in [[…]]'));
  }
  return new Promise((resolve, reject) => {
    const child = spawn(
      binary,
      ['-v', VOICE.espeakVoice, '-s', String(VOICE.wordsPerMinute), '--stdout', phonemes],
      { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs },
    );
    const out: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-500);
    });
    child.once('error', (error) => reject(new SpeechError(`espeak-ng could not run: ${error.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new SpeechError(`espeak-ng failed (${signal ?? `exit ${code}`}): ${errors.trim()}`));
    });
  });
}

export interface Pcm {
  sampleRate: number;
  /** Mono samples in [-1, 1]. */
  samples: Float32Array;
}

/**
 * Reads 16-bit PCM WAV (what espeak-ng writes). Streaming to stdout, espeak-ng cannot seek back to fill in
 * the sizes, so the data chunk claims ~2 GB: the samples are whatever follows its header.
 */
export function parseWav(wav: Buffer): Pcm {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new SpeechError('not a WAV file');
  }
  let sampleRate = 0;
  let channels = 0;
  for (let offset = 12; offset + 8 <= wav.length; ) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = wav.readUInt16LE(body);
      channels = wav.readUInt16LE(body + 2);
      sampleRate = wav.readUInt32LE(body + 4);
      const bits = wav.readUInt16LE(body + 14);
      if (format !== 1 || bits !== 16)
        throw new SpeechError(`unsupported WAV (format ${format}, ${bits} bits)`);
    } else if (id === 'data') {
      if (!sampleRate) throw new SpeechError('WAV data before its format');
      const end = Math.min(wav.length, body + size);
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Float32Array(frames);
      // Mono is what espeak-ng writes; were there more channels, the first is enough for speech.
      for (let i = 0; i < frames; i++) samples[i] = wav.readInt16LE(body + i * 2 * channels) / 32768;
      return { sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new SpeechError('WAV without data');
}

/**
 * Drops the silence espeak-ng leaves after the speech (about half a second), keeping a short tail so the last
 * sound is not clipped: files are a third smaller and the reported duration is the speech itself.
 */
export function trimTrailingSilence({ sampleRate, samples }: Pcm, threshold = 0.01, tailSeconds = 0.08): Pcm {
  let last = samples.length - 1;
  while (last >= 0 && Math.abs(samples[last]!) < threshold) last--;
  const end = Math.min(samples.length, last + 1 + Math.round(tailSeconds * sampleRate));
  return { sampleRate, samples: samples.subarray(0, Math.max(0, end)) };
}

let encoder: Promise<WasmMediaEncoder<'audio/mpeg'>> | undefined;

/**
 * MP3 at VOICE.bitrateKbps, mono. One encoder (compiling the WebAssembly takes a while) serves every call:
 * configure, encode and finalize run without an await between them, so calls cannot interleave.
 */
export async function encodeMp3({ sampleRate, samples }: Pcm): Promise<Buffer> {
  encoder ??= createMp3Encoder();
  const mp3 = await encoder;
  mp3.configure({ sampleRate, channels: 1, bitrate: VOICE.bitrateKbps });
  // encode() and finalize() return views into the encoder's memory: copy each before the next call.
  const body = Buffer.from(mp3.encode([samples]));
  const tail = Buffer.from(mp3.finalize());
  return Buffer.concat([body, tail]);
}

export interface Synthesized {
  mp3: Buffer;
  /** Seconds of speech. */
  duration: number;
}

/** Phoneme input → MP3 bytes and their duration. */
export async function synthesizeMp3(phonemes: string, options?: { binary?: string }): Promise<Synthesized> {
  const pcm = trimTrailingSilence(parseWav(await espeakWav(phonemes, options)));
  if (pcm.samples.length === 0) throw new SpeechError('espeak-ng produced no audio');
  const mp3 = await encodeMp3(pcm);
  return { mp3, duration: Math.round((pcm.samples.length / pcm.sampleRate) * 100) / 100 };
}
