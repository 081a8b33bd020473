// A lesson's state: its steps (the items, the exercises, then each exercise missed at its first try once
// more), the step shown and where the learner stopped (kept in this browser, so the lesson resumes there in
// the same server attempt), the answers sent to that attempt, and its completion once the last step is done,
// retried when the network returns and again when a visitor who finished it signs in.
import {
  ApiError,
  audioUrl,
  type LearnItemView,
  type LearnPathResponse,
  type LessonExercise,
  type LessonResponse,
} from '@vuga/api-client';
import { useEffect, useRef, useState } from 'react';
import { apiClient } from '../../../lib/api-client.ts';
import { useAudioPlayer } from '../../../lib/audio-player.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useOnline } from '../../../lib/offline/app-status.ts';
import { getSettings } from '../../../lib/settings.ts';
import { playEffect } from '../../../lib/sound-effects.ts';
import { useStreak } from '../api/learn.ts';
import { type ExerciseAnswer, useLessonAttempt } from '../api/lesson-attempt.ts';
import { clearLessonProgress, loadLessonProgress, saveLessonProgress } from '../lesson-progress.ts';

export type Step =
  | { kind: 'intro'; item: LearnItemView }
  | { kind: 'exercise'; exercise: LessonExercise; number: number; isRetry?: boolean };

/** The items, the exercises, then once more each exercise missed at its first try (by its index). */
const lessonSteps = (lesson: LessonResponse, missed: readonly number[]): Step[] => [
  ...lesson.items.map((item): Step => ({ kind: 'intro', item })),
  ...lesson.exercises.map((exercise, index): Step => ({ kind: 'exercise', exercise, number: index + 1 })),
  ...missed.map(
    (index): Step => ({
      kind: 'exercise',
      exercise: lesson.exercises[index]!,
      number: index + 1,
      isRetry: true,
    }),
  ),
];

const storage = typeof window === 'undefined' ? undefined : window.localStorage;

/** The address a recording's path is played from, if it has one. */
export const playable = (path: string | null) => (path ? audioUrl(apiClient.baseUrl, path, undefined) : null);

/** The recording a step plays: its item's, or a listening exercise's. */
export const recordingOf = (s: Step | undefined) =>
  s?.kind === 'intro'
    ? s.item.audio_url
    : s?.kind === 'exercise' && s.exercise.kind === 'listen-choose'
      ? s.exercise.audio
      : null;

/** The lesson after this one on the path, if any. */
function nextLesson(path: LearnPathResponse | undefined, lessonId: string) {
  const all = path?.units.flatMap((unit) => unit.lessons) ?? [];
  const index = all.findIndex((lesson) => lesson.id === lessonId);
  return index >= 0 ? all[index + 1] : undefined;
}

export function useLessonPlayer(
  lesson: LessonResponse,
  path: LearnPathResponse | undefined,
  onRestart: () => void,
) {
  // Each exercise may come back once, so a saved step may lie that far past the exercises.
  const [resumed] = useState(() =>
    loadLessonProgress(storage, lesson.id, lesson.items.length + 2 * lesson.exercises.length),
  );
  // A missed exercise comes back before the lesson ends (once); the first answer is the one that counts.
  const [missed, setMissed] = useState<number[]>(() =>
    (resumed?.missed ?? []).filter((index) => index >= 0 && index < lesson.exercises.length),
  );
  const steps = lessonSteps(lesson, missed);
  const [step, setStep] = useState(resumed?.step ?? 0);
  const [correct, setCorrect] = useState(resumed?.correct ?? 0);
  // Time in the lesson: what earlier visits spent, and when this one began.
  const began = useRef({ at: Date.now(), before: resumed?.elapsedMs ?? 0 });
  const elapsed = () => began.current.before + Date.now() - began.current.at;
  const [duration, setDuration] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  const audio = useAudioPlayer();
  const attemptId = useRef(resumed?.attemptId);
  const attempt = useLessonAttempt(lesson.id, resumed?.attemptId, (id) => {
    attemptId.current = id;
  });
  const { complete } = attempt;
  const { role } = useAuth();
  const visitor = role === 'visitor';
  const streak = useStreak(complete.isSuccess);
  const done = step >= steps.length;
  const current = steps[step];
  const unitIndex = path?.units.findIndex((u) => u.id === lesson.unit_id) ?? -1;
  const unit = path?.units[unitIndex];

  const play = (key: string, path: string | null) => {
    const url = playable(path);
    if (url) void audio.play(key, url);
  };

  // A new step takes focus to its heading (read out), stops the last recording and plays its own when the
  // learner's settings say so; the step is saved so the lesson can be resumed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    audio.stop();
    const recording = recordingOf(current);
    if (recording && getSettings().preferences.autoPlay) play(`step-${step}`, recording);
    if (done) {
      clearLessonProgress(storage, lesson.id);
      setDuration(elapsed());
    } else if (step > 0) {
      saveLessonProgress(storage, lesson.id, {
        step,
        correct,
        missed,
        elapsedMs: elapsed(),
        ...(attemptId.current && { attemptId: attemptId.current }),
      });
    }
    // The heading takes focus without scrolling; the progress bar above it is brought into view instead, so a
    // learner who scrolled down to answer sees the new step from the top with how far they are.
    if (shown.current !== step) {
      heading.current?.focus({ preventScroll: true });
      progress.current?.scrollIntoView?.({ block: 'nearest' });
    }
    shown.current = step;
  }, [step]);

  // The server's attempt is opened with the lesson, so the first answer does not wait for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the lesson opens
  useEffect(() => attempt.start(), []);

  // Finishing saves the lesson once: its items become review cards. A visitor's lesson (the first, tried before
  // signing up) is completed again once they sign in, and the server gives it to their new account.
  const saved = useRef(false);
  const completedAsVisitor = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the lesson is done
  useEffect(() => {
    if (!done || saved.current) return;
    saved.current = true;
    playEffect('complete');
    completedAsVisitor.current = visitor;
    complete.mutate();
  }, [done]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the visitor signs in
  useEffect(() => {
    if (!completedAsVisitor.current || visitor || role !== 'learner') return;
    completedAsVisitor.current = false;
    complete.mutate();
  }, [role]);
  // With the browser offline the completion waits (TanStack Query pauses it and resumes it when the network
  // returns); one that failed for want of a network is sent again once the connection is back. The answers are
  // kept meanwhile, and the server takes each exercise's first answer only.
  const online = useOnline();
  const networkFailed = complete.error instanceof ApiError && complete.error.kind === 'network';
  const waitingForNetwork = complete.isPaused || networkFailed;
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the connection returns
  useEffect(() => {
    if (online && networkFailed) complete.mutate();
  }, [online]);

  const next = () => setStep((s) => s + 1);
  const answered = (step: Step, isCorrect: boolean, answer: ExerciseAnswer) => {
    playEffect(isCorrect ? 'correct' : 'incorrect');
    if (step.kind !== 'exercise' || step.isRetry) return;
    const exercise = step.number - 1;
    if (isCorrect) setCorrect((c) => c + 1);
    else setMissed((list) => [...list, exercise]);
    attempt.answer(exercise, answer);
  };
  const restart = () => {
    clearLessonProgress(storage, lesson.id);
    onRestart();
  };

  return {
    steps,
    step,
    current,
    done,
    correct,
    duration,
    resumed,
    /** The unit the lesson belongs to, numbered from 1, when the path is known. */
    unit: unit && { number: unitIndex + 1, title: unit.title },
    following: nextLesson(path, lesson.id),
    heading,
    progress,
    audio,
    play,
    visitor,
    streak,
    complete,
    networkFailed,
    waitingForNetwork,
    next,
    answered,
    restart,
  };
}
