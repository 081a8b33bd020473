import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAnalytics, AdminUserRow } from '@vuga/analytics';
import { loadAnalyticsStore } from '../../../lib/analytics.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface AdminData {
  analytics: AdminAnalytics;
  users: AdminUserRow[];
}

/**
 * Everyone's figures from Firestore (the rules let only the administrator read them), falling back to the API's
 * GET /admin/analytics and /admin/users when the database read fails (spec §7).
 */
export const fetchAdminData = async (): Promise<AdminData> => {
  const store = await loadAnalyticsStore();
  const [analytics, users] = await Promise.all([
    store.adminAnalytics({ fallback: () => apiClient.adminAnalytics() }),
    store.adminUsers({ fallback: async () => (await apiClient.adminUsers()).users }),
  ]);
  return { analytics, users };
};

export const adminDataQueryOptions = () =>
  queryOptions({ queryKey: ['admin-data'], queryFn: fetchAdminData, staleTime: 0 });

export const useAdminData = () => useQuery(adminDataQueryOptions());
