// Short sounds for an answer that is right or wrong and for a finished lesson, behind the learner's "Sound
// effects" setting. They are made with the Web Audio API (a few sine tones), so there are no sound files to
// license or download; the audio context is made on the first sound, after the learner's click.
import { getSettings } from './settings.ts';

export type SoundEffect = 'correct' | 'incorrect' | 'complete';

/** Each effect's notes: frequency in Hz, start and length in seconds. */
export const effectNotes: ReadonlyMap<SoundEffect, readonly { hz: number; at: number; for: number }[]> =
  new Map([
    [
      'correct',
      [
        { hz: 660, at: 0, for: 0.09 },
        { hz: 880, at: 0.09, for: 0.14 },
      ],
    ],
    [
      'incorrect',
      [
        { hz: 330, at: 0, for: 0.12 },
        { hz: 262, at: 0.12, for: 0.18 },
      ],
    ],
    [
      'complete',
      [
        { hz: 523, at: 0, for: 0.1 },
        { hz: 659, at: 0.1, for: 0.1 },
        { hz: 784, at: 0.2, for: 0.22 },
      ],
    ],
  ]);

type AudioContextLike = Pick<AudioContext, 'currentTime' | 'destination' | 'createOscillator' | 'createGain'>;

let context: AudioContextLike | null = null;

/** Plays an effect when the learner's settings allow it; never throws (a browser without audio stays silent). */
export function playEffect(
  effect: SoundEffect,
  makeContext: () => AudioContextLike | null = () =>
    typeof AudioContext === 'undefined' ? null : new AudioContext(),
): boolean {
  if (!getSettings().preferences.soundEffects) return false;
  try {
    context ??= makeContext();
    if (!context) return false;
    const start = context.currentTime;
    for (const note of effectNotes.get(effect) ?? []) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = note.hz;
      // A soft attack and release, quiet beside the recordings.
      gain.gain.setValueAtTime(0, start + note.at);
      gain.gain.linearRampToValueAtTime(0.12, start + note.at + 0.01);
      gain.gain.linearRampToValueAtTime(0, start + note.at + note.for);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + note.for);
    }
    return true;
  } catch {
    return false;
  }
}
