// Learn and Review through the API: the server keeps the cards and schedules them (a card state written by a
// browser could be forged), so every change goes through it and each answer carries the new due count.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewGradeRequest } from '@vuga/api-client';
import { recordingFields } from '../../../lib/analytics.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { setDueCount } from '../../../lib/review/due-count.ts';
import { reviewDay } from '../../../lib/review/review-day.ts';

/** Whose cards: part of every key, so another learner signing in on this tab never sees the last one's. */
const useLearner = () => useAuth().user?.email ?? '';

export const learnPathQuery = (email: string) =>
  queryOptions({
    queryKey: ['learn', 'path', email],
    queryFn: async () => {
      const path = await apiClient.learnPath(reviewDay());
      setDueCount(path.due);
      return path;
    },
    staleTime: 0,
  });

export const lessonQuery = (id: string) =>
  queryOptions({ queryKey: ['learn', 'lesson', id], queryFn: () => apiClient.lesson(id) });

export const reviewDueQuery = (email: string) =>
  queryOptions({
    queryKey: ['learn', 'due', email],
    queryFn: async () => {
      const due = await apiClient.reviewDue(reviewDay());
      setDueCount(due.due);
      return due;
    },
    staleTime: 0,
  });

/** A unit's guidebook: the same for everyone, and it changes only with the content. */
export const unitGuideQuery = (id: string) =>
  queryOptions({
    queryKey: ['learn', 'guide', id],
    queryFn: () => apiClient.unitGuide(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The learner's streak in days, read once a lesson is saved (the lesson counts for today). */
export const useStreak = (enabled: boolean) => {
  const email = useLearner();
  return useQuery({
    queryKey: ['learn', 'streak', email],
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
    void client.invalidateQueries({ queryKey: ['learn', 'path'] });
  };
}

export function useGradeReview() {
  const changed = useCardsChanged();
  return useMutation({
    mutationFn: (body: ReviewGradeRequest) => apiClient.gradeReview({ ...recordingFields(), ...body }),
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
