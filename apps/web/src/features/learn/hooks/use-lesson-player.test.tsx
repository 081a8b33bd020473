// useLessonPlayer: a lesson resumes where this browser left it (dropping what no longer fits), an exercise
// missed at its first try comes back once at the end without counting twice, where the learner stands is saved
// and then cleared when the lesson is done, the lesson is completed once (and again when a visitor who finished
// it signs in), and "Start over" forgets the saved place. The server's attempt, the streak and the recordings
// are fakes.
import { act, renderHook } from '@testing-library/react';
import type { LessonResponse } from '@vuga/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLessonPlayer } from './use-lesson-player.ts';

const fakes = vi.hoisted(() => ({
  role: 'learner' as string,
  answer: vi.fn(),
  mutate: vi.fn(),
}));

vi.mock('../api/lesson-attempt.ts', () => ({
  useLessonAttempt: () => ({
    start: () => {},
    answer: fakes.answer,
    complete: { mutate: fakes.mutate, isSuccess: false, isPaused: false, error: null },
  }),
}));
vi.mock('../api/learn.ts', () => ({ useStreak: () => ({ data: undefined }) }));
vi.mock('../../../lib/auth/use-auth.ts', () => ({ useAuth: () => ({ role: fakes.role }) }));
vi.mock('../../../lib/offline/app-status.ts', () => ({ useOnline: () => true }));
vi.mock('../../../lib/sound-effects.ts', () => ({ playEffect: () => {} }));
vi.mock('../../../lib/audio-player.ts', () => ({
  useAudioPlayer: () => ({ play: async () => true, stop: () => {}, stateOf: () => 'idle' }),
}));

const item = (id: string) => ({ id, text: id, gloss: [`${id} in English`], audio_url: null, example: null });
const choose = (itemId: string) => ({
  kind: 'choose-meaning' as const,
  itemId,
  prompt: itemId,
  options: ['a', 'b'],
  correctIndex: 0,
});
// Two items, then two exercises: steps 0–1 introduce, 2–3 practise.
const lesson: LessonResponse = {
  id: 'lesson-1',
  unit_id: 'unit-1',
  items: [item('muraho'), item('amazi')],
  exercises: [choose('muraho'), choose('amazi')],
};
const saved = () => JSON.parse(localStorage.getItem('vuga.lesson.lesson-1') ?? 'null');
const play = (onRestart = () => {}) => renderHook(() => useLessonPlayer(lesson, undefined, onRestart));

beforeEach(() => {
  localStorage.clear();
  fakes.role = 'learner';
  fakes.answer.mockReset();
  fakes.mutate.mockReset();
});

describe('useLessonPlayer', () => {
  it('resumes at the saved step, keeping only the missed exercises the lesson still has', () => {
    localStorage.setItem(
      'vuga.lesson.lesson-1',
      JSON.stringify({ step: 3, correct: 0, missed: [0, 7], attemptId: 'attempt-1' }),
    );
    const { result } = play();
    expect(result.current.step).toBe(3);
    expect(result.current.resumed).toMatchObject({ step: 3, attemptId: 'attempt-1' });
    expect(result.current.steps).toHaveLength(5);
    expect(result.current.steps[4]).toMatchObject({ kind: 'exercise', number: 1, isRetry: true });
  });

  it('brings a missed exercise back once at the end, and counts only its first answer', () => {
    const { result } = play();
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.current).toMatchObject({ kind: 'exercise', number: 1 });

    act(() => result.current.answered(result.current.current!, false, { choice: 1 }));
    act(() => result.current.next());
    act(() => result.current.answered(result.current.current!, true, { choice: 0 }));
    act(() => result.current.next());
    expect(result.current.steps).toHaveLength(5);
    expect(result.current.current).toMatchObject({ kind: 'exercise', number: 1, isRetry: true });
    expect(saved()).toMatchObject({ step: 4, correct: 1, missed: [0] });

    act(() => result.current.answered(result.current.current!, true, { choice: 0 }));
    expect(result.current.correct).toBe(1);
    expect(fakes.answer.mock.calls).toEqual([
      [0, { choice: 1 }],
      [1, { choice: 0 }],
    ]);
  });

  it('completes the lesson once when its last step is done, and forgets the saved place', () => {
    const { result, rerender } = play();
    for (let i = 0; i < 4; i++) act(() => result.current.next());
    expect(result.current.done).toBe(true);
    expect(saved()).toBeNull();
    rerender();
    expect(fakes.mutate).toHaveBeenCalledTimes(1);
  });

  it('completes a visitor’s lesson again once they sign in', () => {
    fakes.role = 'visitor';
    const { result, rerender } = play();
    for (let i = 0; i < 4; i++) act(() => result.current.next());
    expect(fakes.mutate).toHaveBeenCalledTimes(1);
    fakes.role = 'learner';
    rerender();
    expect(fakes.mutate).toHaveBeenCalledTimes(2);
    rerender();
    expect(fakes.mutate).toHaveBeenCalledTimes(2);
  });

  it('starts over without the saved place', () => {
    const onRestart = vi.fn();
    const { result } = play(onRestart);
    act(() => result.current.next());
    expect(saved()).toMatchObject({ step: 1 });
    act(() => result.current.restart());
    expect(saved()).toBeNull();
    expect(onRestart).toHaveBeenCalledOnce();
  });
});
