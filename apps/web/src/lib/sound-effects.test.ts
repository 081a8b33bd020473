// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the Web Audio API that notes which tones start, and when. */
function fakeAudio() {
  const started: { hz: number; at: number }[] = [];
  const param = () => ({ value: 0, setValueAtTime: vi.fn(), linearRampToValueAtTime: vi.fn() });
  const node = () => ({ connect: (next: unknown) => next });
  const context = {
    currentTime: 10,
    destination: {},
    createGain: () => ({ ...node(), gain: param() }),
    createOscillator: () => {
      const oscillator = {
        ...node(),
        type: '',
        frequency: param(),
        start: (at: number) => started.push({ hz: oscillator.frequency.value, at }),
        stop: vi.fn(),
      };
      return oscillator;
    },
  };
  return { started, make: () => context as unknown as AudioContext };
}

async function fresh() {
  vi.resetModules();
  return { ...(await import('./sound-effects.ts')), ...(await import('./settings.ts')) };
}

beforeEach(() => localStorage.clear());

describe('playEffect', () => {
  it('plays the rising tones of a right answer, from the current time', async () => {
    const { playEffect } = await fresh();
    const audio = fakeAudio();
    expect(playEffect('correct', audio.make)).toBe(true);
    expect(audio.started).toEqual([
      { hz: 660, at: 10 },
      { hz: 880, at: 10.09 },
    ]);
  });

  it('plays a falling pair for a wrong answer and three notes for a finished lesson', async () => {
    const { playEffect } = await fresh();
    const audio = fakeAudio();
    playEffect('incorrect', audio.make);
    playEffect('complete', audio.make);
    expect(audio.started.map((note) => note.hz)).toEqual([330, 262, 523, 659, 784]);
  });

  it('stays silent when the learner turned sound effects off, or the browser has no audio', async () => {
    const { playEffect, updateSettings } = await fresh();
    const audio = fakeAudio();
    updateSettings('preferences', { soundEffects: false });
    expect(playEffect('correct', audio.make)).toBe(false);
    expect(audio.started).toEqual([]);
    updateSettings('preferences', { soundEffects: true });
    expect(playEffect('correct', () => null)).toBe(false);
  });
});
