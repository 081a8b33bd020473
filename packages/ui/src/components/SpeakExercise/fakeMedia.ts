// In-memory stand-ins for the microphone, MediaRecorder and audio playback, shared by SpeakExercise's stories and
// tests so they run the same every time: no device, no permission prompt, no sound. Not exported by the kit.

/** What the fake microphone does when asked for: records, is refused, or is missing with MediaRecorder. */
export type FakeMicrophone = 'granted' | 'denied' | 'absent';

export interface FakeMedia {
  /** The `src` of every playback started, in order (the model's URL, then the recording's object URL). */
  played: string[];
  /** Puts back what was replaced. */
  restore: () => void;
}

/** A short sine tone as WAV bytes (8 kHz, 8-bit mono): real audio that any browser loads without a request. */
export function toneWav(hz: number, seconds = 0.4): Uint8Array<ArrayBuffer> {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, word: string) => {
    for (let i = 0; i < word.length; i += 1) bytes[at + i] = word.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // the format chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true); // samples a second
  view.setUint32(28, rate, true); // bytes a second
  view.setUint16(32, 1, true); // bytes a sample
  view.setUint16(34, 8, true); // bits a sample
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1)
    bytes[44 + i] = 128 + Math.round(40 * Math.sin((2 * Math.PI * hz * i) / rate));
  return bytes;
}

/** The tone as a data URL, for a story's model recording. */
export const toneUrl = (hz: number, seconds?: number) =>
  `data:audio/wav;base64,${btoa(String.fromCharCode(...toneWav(hz, seconds)))}`;

class FakeMediaRecorder extends EventTarget {
  state: RecordingState = 'inactive';
  readonly mimeType = 'audio/wav';
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    const data = new Blob([toneWav(330)], { type: this.mimeType });
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
    this.dispatchEvent(new Event('stop'));
  }
}

/**
 * Installs the fakes on the page until `restore()`. A playback "ends" after `playMs` (long enough to see the
 * playing state in a story, short enough for a test); pausing it cancels the end.
 */
export function installFakeMedia(microphone: FakeMicrophone = 'granted', playMs = 20): FakeMedia {
  const played: string[] = [];
  const undo: (() => void)[] = [];
  const replace = <T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined) => {
    const had = Object.hasOwn(target, key);
    const before = target[key];
    Object.defineProperty(target, key, { value, configurable: true, writable: true });
    undo.push(() => {
      if (had) Object.defineProperty(target, key, { value: before, configurable: true, writable: true });
      else delete target[key];
    });
  };

  const track = { stop: () => {} };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = async () => {
    if (microphone === 'denied') throw new DOMException('Permission denied', 'NotAllowedError');
    return stream;
  };
  replace(navigator, 'mediaDevices', { getUserMedia } as unknown as MediaDevices);
  replace(
    globalThis,
    'MediaRecorder',
    microphone === 'absent' ? undefined : (FakeMediaRecorder as unknown as typeof MediaRecorder),
  );

  // jsdom has no object URLs; a browser's real ones are kept.
  if (typeof URL.createObjectURL !== 'function') {
    let next = 0;
    replace(URL, 'createObjectURL', () => `blob:fake/${++next}`);
    replace(URL, 'revokeObjectURL', () => {});
  }

  const timers = new WeakMap<HTMLMediaElement, ReturnType<typeof setTimeout>>();
  const media = HTMLMediaElement.prototype;
  replace(media, 'play', function play(this: HTMLMediaElement) {
    played.push(this.getAttribute('src') ?? '');
    clearTimeout(timers.get(this));
    timers.set(
      this,
      setTimeout(() => this.dispatchEvent(new Event('ended')), playMs),
    );
    return Promise.resolve();
  });
  replace(media, 'pause', function pause(this: HTMLMediaElement) {
    clearTimeout(timers.get(this));
  });

  return {
    played,
    restore: () => {
      for (const step of undo.reverse()) step();
    },
  };
}
