import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** The feedback form's messages, newest first (GET /admin/feedback). */
export const adminFeedbackQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.feedback(), queryFn: () => apiClient.adminFeedback(), staleTime: 0 });

export const useAdminFeedback = () => useQuery(adminFeedbackQueryOptions());
