// Runs the real espeak-ng (scripts/test.mjs installs it on a fresh machine) and the real MP3 encoder.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSpeech } from '../src/speech/cache.ts';
import { mp3Duration, mp3Frames } from '../src/speech/mp3.ts';
import { speechKey } from '../src/speech/names.ts';
import {
  espeakVersion,
  espeakWav,
  parseWav,
  SpeechError,
  synthesizeMp3,
  trimTrailingSilence,
} from '../src/speech/synthesize.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'vuga-speech-'));

describe('espeak-ng and the MP3 encoder', () => {
  it('finds espeak-ng', () => {
    expect(espeakVersion()).toMatch(/eSpeak NG/);
  });

  it('turns phonemes into 16-bit mono WAV', async () => {
    const pcm = parseWav(await espeakWav('[[mu*aho]]'));
    expect(pcm.sampleRate).toBe(22050);
    // About a second of speech (espeak-ng adds a little silence at the end).
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(0.4);
    expect(pcm.samples.length / pcm.sampleRate).toBeLessThan(2.5);
    expect(Math.max(...pcm.samples.map(Math.abs))).toBeGreaterThan(0.05);
  });

  it('encodes a decodable 32 kbit/s mono MP3 of the same length', async () => {
    const { mp3, duration } = await synthesizeMp3('[[*gwa:nda]]');
    const frames = mp3Frames(mp3);
    // One word, without espeak-ng's trailing half second of silence.
    expect(duration).toBeGreaterThan(0.4);
    expect(duration).toBeLessThan(1.1);
    expect(mp3[0]).toBe(0xff);
    expect(mp3[1]! & 0xe0).toBe(0xe0);
    expect(frames.length).toBeGreaterThan(20);
    for (const frame of frames) {
      expect(frame).toMatchObject({ bitrateKbps: 32, sampleRate: 22050, mono: true });
    }
    // The encoder pads the last frame and adds its info frame: within a few frames of the speech.
    expect(Math.abs(mp3Duration(mp3) - duration)).toBeLessThan(0.2);
    // A word is a few kilobytes.
    expect(mp3.length).toBeGreaterThan(1_500);
    expect(mp3.length).toBeLessThan(12_000);
  });

  it('trims the silence after the speech but keeps a short tail', () => {
    const samples = new Float32Array(22050);
    samples.fill(0.3, 0, 11025); // half a second of "speech", then half a second of silence
    const trimmed = trimTrailingSilence({ sampleRate: 22050, samples });
    expect(trimmed.samples.length).toBe(11025 + Math.round(0.08 * 22050));
    const silent = trimTrailingSilence({ sampleRate: 22050, samples: new Float32Array(100) });
    expect(silent.samples.length).toBe(100);
  });

  it('refuses input that is not phonemes', async () => {
    await expect(espeakWav('-w /tmp/x.wav')).rejects.toBeInstanceOf(SpeechError);
  });
});

describe('createSpeech (disk cache by content hash)', () => {
  it('names a file at once, makes it on first request, reads it after', async () => {
    const dir = tempDir();
    const speech = createSpeech({ dir });
    expect(speech.available).toBe(true);
    const file = speech.fileFor('Muraho');
    expect(file).toBe(`${speechKey('Muraho')?.hash}.mp3`);
    expect(readdirSync(dir)).toEqual([]);

    const first = await speech.ensure(file!);
    expect(first).toMatchObject({ file, cached: false });
    const bytes = readFileSync(join(dir, file!));
    expect(bytes.length).toBe(first?.bytes);
    expect(mp3Frames(bytes).length).toBeGreaterThan(10);
    expect(speech.duration(file!)).toBeGreaterThan(0.4);

    const again = await speech.ensure(file!);
    expect(again).toMatchObject({ file, cached: true, bytes: bytes.length });
    expect(readFileSync(join(dir, file!)).equals(bytes)).toBe(true);
  });

  it('shares one synthesis between concurrent requests and leaves no temporary files', async () => {
    const dir = tempDir();
    const speech = createSpeech({ dir });
    const file = speech.fileFor('Murakoze cyane')!;
    const results = await Promise.all(Array.from({ length: 8 }, () => speech.ensure(file)));
    expect(results.every((result) => result === results[0])).toBe(true);
    expect(results[0]?.cached).toBe(false);
    expect(readdirSync(dir)).toEqual([file]);
  });

  it('gives null for a name it never handed out, and forgets the oldest beyond its bound', async () => {
    const speech = createSpeech({ dir: tempDir(), maxPending: 2 });
    expect(await speech.ensure(`${'0'.repeat(64)}.mp3`)).toBeNull();
    const oldest = speech.fileFor('amazi')!;
    speech.fileFor('inka');
    speech.fileFor('imbwa');
    expect(await speech.ensure(oldest)).toBeNull();
    expect(await speech.synthesize('imbwa')).toMatchObject({ cached: false });
  });

  it('keeps the folder within its byte budget, deleting the oldest files first', async () => {
    const dir = tempDir();
    // Another file in the folder is not the cache's to delete.
    writeFileSync(join(dir, 'notes.txt'), 'x'.repeat(50_000));
    const speech = createSpeech({ dir, maxBytes: 12_000 });
    const words = ['amazi', 'inka', 'imbwa', 'ishyamba', 'umuntu'];
    const made = [];
    for (const word of words) made.push(await speech.synthesize(word));
    const kept = readdirSync(dir).filter((name) => name.endsWith('.mp3'));
    const keptBytes = kept.reduce((sum, name) => sum + readFileSync(join(dir, name)).length, 0);
    expect(keptBytes).toBeLessThanOrEqual(12_000);
    expect(kept).toContain(made.at(-1)?.file);
    expect(kept).not.toContain(made[0]?.file);
    expect(readdirSync(dir)).toContain('notes.txt');
    // A deleted word is made again when asked for.
    expect(await speech.synthesize('amazi')).toMatchObject({ cached: false });
  });

  it('rejects with SpeechError when the folder cannot be made', async () => {
    const notAFolder = join(tempDir(), 'file');
    writeFileSync(notAFolder, '');
    const speech = createSpeech({ dir: join(notAFolder, 'audio') });
    await expect(speech.synthesize('amazi')).rejects.toThrowError(SpeechError);
  });

  it('has no audio, and says so, without espeak-ng', async () => {
    const speech = createSpeech({ dir: tempDir(), binary: '/nonexistent/espeak-ng' });
    expect(speech.available).toBe(false);
    expect(speech.engine).toBeNull();
    expect(speech.fileFor('Muraho')).toBeNull();
    expect(await speech.synthesize('Muraho')).toBeNull();
  });

  it('rejects with SpeechError when espeak-ng fails, and writes nothing', async () => {
    const dir = tempDir();
    const broken = join(tempDir(), 'espeak-ng');
    // Answers --version like espeak-ng, then fails on every synthesis.
    writeFileSync(
      broken,
      '#!/bin/sh\n[ "$1" = --version ] && echo "eSpeak NG text-to-speech: broken" && exit 0\nexit 3\n',
    );
    chmodSync(broken, 0o755);
    const speech = createSpeech({ dir, binary: broken });
    expect(speech.available).toBe(true);
    const file = speech.fileFor('Muraho')!;
    await expect(speech.ensure(file)).rejects.toThrowError(/espeak-ng failed \(exit 3\)/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
