// A lesson as the server sees it: an attempt it issues (one kept on the device while online, so a lesson can be
// done offline: offline.ts), then each exercise's answer, then the completion, which the server accepts only
// when every exercise has an answer. Answers and the completion go through the outbox (lib/offline/outbox.ts)
// with an idempotency key and the time they were given: sent at once when online, kept in order until the
// network returns when not, and each applied exactly once.

import { useMutation } from '@tanstack/react-query';
import { ApiError, type LessonAnswerRequest, type LessonCompleteResponse } from '@vuga/api-client';
import { useRef } from 'react';
import { recordingFields } from '../../../lib/analytics.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { enqueue, flush, outcomeOf } from '../../../lib/offline/outbox.ts';
import { useCardsChanged } from './learn.ts';
import { takeAttempt } from './offline.ts';

/** One exercise's answer, in the shape its kind takes. */
export type ExerciseAnswer = Omit<LessonAnswerRequest, 'exercise'>;

/** The completion waits for the network: the lesson says so, and completes when it returns. */
const waitingForNetwork = () => new ApiError('network', 'The lesson completes when the connection returns.');

export function useLessonAttempt(
  lessonId: string,
  saved: string | undefined,
  onStarted: (id: string) => void,
) {
  const { user, role } = useAuth();
  const email = user?.email ?? '';
  const attempt = useRef<Promise<string> | null>(saved ? Promise.resolve(saved) : null);
  /** Answers given before there was an attempt to send them to (offline, none kept), by exercise. */
  const unsent = useRef(new Map<number, LessonAnswerRequest>());
  const given = useRef(new Set<number>());
  /** Records are put in the outbox one after another, in the order they were made. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** The completion's key, once it is in the outbox (the same on every try). */
  const completion = useRef<string | null>(null);
  const changed = useCardsChanged();

  const attemptId = () => {
    attempt.current ??= takeAttempt(email, lessonId)
      .catch(() => null)
      .then((kept) => kept ?? apiClient.startLesson(lessonId).then(({ attempt_id }) => attempt_id))
      .then(
        (id) => {
          onStarted(id);
          return id;
        },
        (error: unknown) => {
          attempt.current = null;
          throw error;
        },
      );
    return attempt.current;
  };

  const inOrder = <T>(step: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(step);
    queue.current = next.catch(() => undefined);
    return next;
  };

  /** Puts the answers waiting for an attempt into the outbox (fails while there is still no attempt). */
  const enqueueUnsent = () =>
    inOrder(async () => {
      if (unsent.current.size === 0) return;
      const id = await attemptId();
      for (const [exercise, body] of unsent.current) {
        await enqueue({ kind: 'answer', email, attemptId: id, body: body as never });
        unsent.current.delete(exercise);
      }
    });

  /** Sends an exercise's first answer (through the outbox, at the time it was given). */
  const answer = (exercise: number, value: ExerciseAnswer) => {
    if (given.current.has(exercise)) return;
    given.current.add(exercise);
    unsent.current.set(exercise, {
      exercise,
      ...value,
      ...recordingFields(),
      answered_at: new Date().toISOString(),
    });
    enqueueUnsent()
      .then(() => flush())
      .catch(() => undefined);
  };

  const complete = useMutation({
    // Run offline too: the completion goes into the outbox at once, with the time it happened.
    networkMode: 'always',
    mutationFn: async (): Promise<LessonCompleteResponse> => {
      await enqueueUnsent().catch(() => {
        throw waitingForNetwork();
      });
      const body = { attempt_id: await attemptId(), ...recordingFields() };
      // A visitor's lesson is completed straight away (nothing is kept); signed in, it is completed again and
      // goes through the outbox.
      if (role === 'visitor') {
        await flush();
        return apiClient.completeLesson(lessonId, body);
      }
      completion.current ??= await inOrder(() =>
        enqueue({
          kind: 'complete',
          email,
          lessonId,
          body: { ...body, completed_at: new Date().toISOString() },
        }),
      );
      const result = await outcomeOf<LessonCompleteResponse>(completion.current);
      if (!result) throw waitingForNetwork();
      return result;
    },
    onSuccess: (result) => changed(result.due),
  });

  return { start: () => void attemptId().catch(() => undefined), answer, complete };
}
