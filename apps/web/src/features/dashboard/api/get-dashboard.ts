import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnerDashboard } from '@vuga/analytics';
import { loadAnalyticsStore } from '../../../lib/analytics.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/**
 * The learner dashboard from Firestore through @vuga/analytics, falling back to GET /learner/dashboard when
 * the database read fails (docs/product.md §7). The store itself falls back to empty defaults
 * (docs/product.md §8), so an error here means the store could not even be loaded.
 */
export const fetchDashboard = async (email: string): Promise<LearnerDashboard> => {
  const store = await loadAnalyticsStore();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return store.learnerDashboard(email, {
    timeZone,
    fallback: () => apiClient.learnerDashboard({ user_email: email, time_zone: timeZone }),
  });
};

export const dashboardQueryOptions = (email: string) =>
  queryOptions({
    queryKey: dashboardKeys.dashboard(email),
    queryFn: () => fetchDashboard(email),
    staleTime: 0,
  });

export const useDashboard = (email: string) => useQuery(dashboardQueryOptions(email));
