// The administrator's side of the review desk: the reviewers (add, remove), the decisions (undo) and the progress.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const adminReviewersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.reviewers(),
    queryFn: () => apiClient.adminReviewers(),
    staleTime: 0,
  });
export const useAdminReviewers = () => useQuery(adminReviewersQueryOptions());

export const adminDecisionsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.decisions(),
    queryFn: () => apiClient.adminDeskDecisions(),
    staleTime: 0,
  });
export const useAdminDecisions = () => useQuery(adminDecisionsQueryOptions());

export const reviewProgressQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.progress(),
    queryFn: () => apiClient.deskProgress(),
    staleTime: 0,
  });
export const useReviewProgress = () => useQuery(reviewProgressQueryOptions());

/** Adds or removes a reviewer; the list comes back with the answer. */
export function useReviewerChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ email, remove }: { email: string; remove: boolean }) =>
      remove ? apiClient.adminRemoveReviewer(email) : apiClient.adminAddReviewer(email),
    onSuccess: (list) => client.setQueryData(adminReviewersQueryOptions().queryKey, list),
  });
}

/** Takes a decision back; the decisions and the progress are read again. */
export function useUndoDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => apiClient.adminDeskUndo(itemId),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.desk() }),
  });
}
