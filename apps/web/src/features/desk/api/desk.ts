// The desk's requests: the next item (leased to the reviewer), a decision, and the progress.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskDecisionRequest } from '@vuga/api-client/contract';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './keys.ts';

export const deskQueueQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.queue(),
    queryFn: () => apiClient.deskQueue(),
    staleTime: 0,
    retry: false,
  });
export const useDeskQueue = () => useQuery(deskQueueQueryOptions());

export const deskProgressQueryOptions = () =>
  queryOptions({ queryKey: deskKeys.progress(), queryFn: () => apiClient.deskProgress(), retry: false });
export const useDeskProgress = () => useQuery(deskProgressQueryOptions());

/** A decision; the queue and the progress are read again after it. */
export function useDeskDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskDecisionRequest) => apiClient.deskDecide(body),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.all() }),
  });
}
