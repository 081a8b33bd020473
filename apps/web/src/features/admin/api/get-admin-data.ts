import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAnalytics, AdminUserRow } from '@vuga/analytics';
import type { AdminOverviewResponse } from '@vuga/api-client';
import { loadAnalyticsStore } from '../../../lib/analytics.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export interface AdminData {
  analytics: AdminAnalytics;
  users: AdminUserRow[];
  /** Accounts from Authentication and the learning and feedback figures (the API); null when it failed. */
  extra: AdminOverviewResponse | null;
}

/**
 * Everyone's figures from Firestore (the rules let only the administrator read them), falling back to the
 * API's GET /admin/analytics and /admin/users when the database read fails (docs/product.md §7).
 */
export const fetchAdminData = async (): Promise<AdminData> => {
  const store = await loadAnalyticsStore();
  const [analytics, users, extra] = await Promise.all([
    store.adminAnalytics({ fallback: () => apiClient.adminAnalytics() }),
    store.adminUsers({ fallback: async () => (await apiClient.adminUsers()).users }),
    // Only the server may list Authentication's accounts; without it the page still shows the rest.
    apiClient.adminOverview().catch(() => null),
  ]);
  return { analytics, users, extra };
};

export const adminDataQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.data(), queryFn: fetchAdminData, staleTime: 0 });

export const useAdminData = () => useQuery(adminDataQueryOptions());
