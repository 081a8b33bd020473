// A lesson as the server sees it: an attempt it issues, then each exercise's answer sent to it as the learner
// gives it (the server grades it), then the completion, which the server accepts only when every exercise has
// an answer. Answers that could not be sent (the network dropped) are sent again before completing.

import { useMutation } from '@tanstack/react-query';
import type { LessonAnswerRequest, LessonCompleteResponse } from '@vuga/api-client';
import { useRef } from 'react';
import { recordingFields } from '../../../lib/analytics.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useCardsChanged } from './learn.ts';

/** One exercise's answer, in the shape its kind takes. */
export type ExerciseAnswer = Omit<LessonAnswerRequest, 'exercise'>;

export function useLessonAttempt(
  lessonId: string,
  saved: string | undefined,
  onStarted: (id: string) => void,
) {
  const attempt = useRef<Promise<string> | null>(saved ? Promise.resolve(saved) : null);
  /** Answers not yet taken by the server, by exercise index (the first answer of each is the one sent). */
  const unsent = useRef(new Map<number, ExerciseAnswer>());
  const given = useRef(new Set<number>());
  const changed = useCardsChanged();

  const attemptId = () => {
    attempt.current ??= apiClient.startLesson(lessonId).then(
      ({ attempt_id }) => {
        onStarted(attempt_id);
        return attempt_id;
      },
      (error: unknown) => {
        attempt.current = null;
        throw error;
      },
    );
    return attempt.current;
  };

  const send = async (exercise: number) => {
    const answer = unsent.current.get(exercise);
    if (!answer) return;
    await apiClient.answerLesson(await attemptId(), { exercise, ...answer, ...recordingFields() });
    unsent.current.delete(exercise);
  };

  /** Sends an exercise's first answer; a failure is kept and sent again at completion. */
  const answer = (exercise: number, value: ExerciseAnswer) => {
    if (given.current.has(exercise)) return;
    given.current.add(exercise);
    unsent.current.set(exercise, value);
    send(exercise).catch(() => undefined);
  };

  const complete = useMutation({
    mutationFn: async (): Promise<LessonCompleteResponse> => {
      for (const exercise of [...unsent.current.keys()]) await send(exercise);
      return apiClient.completeLesson(lessonId, { attempt_id: await attemptId(), ...recordingFields() });
    },
    onSuccess: (result) => changed(result.due),
  });

  return { start: () => void attemptId().catch(() => undefined), answer, complete };
}
