// Learn and Review through the API: the server keeps the cards and schedules them (a card state written by a
// browser could be forged), so every change goes through it and each answer carries the new due count.
// Offline (issue 30), the path, the lessons, the guidebooks and the due cards are read from the copies kept on
// the device (offline.ts), and a grade waits in the outbox with the time it was given.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewDueResponse, ReviewGradeRequest, ReviewGradeResponse } from '@vuga/api-client';
import { recordingFields } from '../../../lib/analytics.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { keepRecordings } from '../../../lib/offline/course-audio.ts';
import { enqueue, flush, outcomeOf } from '../../../lib/offline/outbox.ts';
import { getDueCount, setDueCount } from '../../../lib/review/due-count.ts';
import { reviewDay } from '../../../lib/review/review-day.ts';
import { learnKeys } from './keys.ts';
import { changeCopy, keepAhead, withCopy } from './offline.ts';

/** Whose cards: part of every key, so another learner signing in on this tab never sees the last one's. */
const useLearner = () => useAuth().user?.email ?? '';

export const learnPathQuery = (email: string) =>
  queryOptions({
    queryKey: learnKeys.path(email),
    queryFn: async () => {
      const path = await withCopy('path', email, () => apiClient.learnPath(reviewDay()));
      setDueCount(path.due);
      // Online: what waits is sent, and the next lessons are kept ready for offline.
      void flush()
        .then(() => keepAhead(email, path))
        .catch(() => undefined);
      return path;
    },
    staleTime: 0,
    networkMode: 'offlineFirst',
  });

export const lessonQuery = (id: string) =>
  queryOptions({
    queryKey: learnKeys.lesson(id),
    queryFn: () => withCopy(`lesson:${id}`, '', () => apiClient.lesson(id)),
    networkMode: 'offlineFirst',
  });

export const reviewDueQuery = (email: string) =>
  queryOptions({
    queryKey: learnKeys.due(email),
    queryFn: async () => {
      // Grades waiting to be sent first: the cards due are those left after them.
      await flush().catch(() => undefined);
      const due = await withCopy('due', email, () => apiClient.reviewDue(reviewDay()));
      setDueCount(due.due);
      // Their recordings, for a session done offline (most are kept with their units already).
      void keepRecordings(due.cards.map((card) => card.audio_url)).catch(() => undefined);
      return due;
    },
    staleTime: 0,
    networkMode: 'offlineFirst',
  });

/** A unit's guidebook: the same for everyone, and it changes only with the content. */
export const unitGuideQuery = (id: string) =>
  queryOptions({
    queryKey: learnKeys.guide(id),
    queryFn: () => withCopy(`guide:${id}`, '', () => apiClient.unitGuide(id)),
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'offlineFirst',
  });

/** The learner's streak in days, read once a lesson is saved (the lesson counts for today). */
export const useStreak = (enabled: boolean) => {
  const email = useLearner();
  return useQuery({
    queryKey: learnKeys.streak(email),
    queryFn: async () => {
      const time_zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const dashboard = await apiClient.learnerDashboard({ user_email: email, time_zone });
      return dashboard.overview.learning_streak;
    },
    enabled: enabled && email !== '',
    staleTime: 0,
  });
};

export const useLearnPath = () => useQuery(learnPathQuery(useLearner()));
export const useUnitGuide = (id: string, enabled: boolean) => useQuery({ ...unitGuideQuery(id), enabled });
export const useLesson = (id: string) => useQuery(lessonQuery(id));
export const useReviewDue = () => useQuery(reviewDueQuery(useLearner()));

/** After a change of cards, the path's figures are stale (the lesson list is not). */
export function useCardsChanged() {
  const client = useQueryClient();
  return (due: number) => {
    setDueCount(due);
    void client.invalidateQueries({ queryKey: learnKeys.paths() });
  };
}

/** A grade the outbox keeps until the network returns: the card leaves the session, the count goes down. */
export type QueuedGrade = { queued: true; due: number };

/**
 * Grades a card through the outbox, with the time it was given: online it is sent at once (the server's answer
 * comes back as before), offline it waits and the session goes on.
 */
export function useGradeReview() {
  const changed = useCardsChanged();
  const email = useLearner();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: ReviewGradeRequest): Promise<ReviewGradeResponse | QueuedGrade> => {
      const key = await enqueue({
        kind: 'grade',
        email,
        body: { ...recordingFields(), ...body, reviewed_at: new Date().toISOString() },
      });
      const result = await outcomeOf<ReviewGradeResponse>(key);
      if (result) return result;
      await changeCopy<ReviewDueResponse>('due', email, (due) => ({
        due: Math.max(0, due.due - 1),
        cards: due.cards.filter((card) => card.id !== body.card_id),
      }));
      return { queued: true, due: Math.max(0, (getDueCount() ?? 1) - 1) };
    },
    onSuccess: (result) => changed(result.due),
  });
}

export function useAddReviewCard() {
  const changed = useCardsChanged();
  return useMutation({
    mutationFn: (text: string) => apiClient.addReviewCard(text),
    onSuccess: (result) => changed(result.due),
  });
}
