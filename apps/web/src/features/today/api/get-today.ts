// The learner's day from GET /learner/today (the server computes it from its own records), and the daily goal.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyGoalRequest } from '@vuga/api-client';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { setDueCount } from '../../../lib/review/due-count.ts';
import { reviewDay } from '../../../lib/review/review-day.ts';
import { todayKeys } from './keys.ts';

export const todayQuery = (email: string) =>
  queryOptions({
    queryKey: todayKeys.day(email),
    queryFn: async () => {
      const day = await apiClient.today(reviewDay());
      setDueCount(day.due);
      return day;
    },
    staleTime: 0,
  });

export const useToday = () => useQuery(todayQuery(useAuth().user?.email ?? ''));

export function useSetDailyGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DailyGoalRequest) => apiClient.setDailyGoal(body),
    onSuccess: () => client.invalidateQueries({ queryKey: todayKeys.all() }),
  });
}
