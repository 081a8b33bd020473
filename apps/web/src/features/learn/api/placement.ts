// The placement check as the server sees it: an attempt it issues (the questions, not their answers), then the
// answers sent once; the server grades them and completes the units the learner knows.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { learnKeys } from './keys.ts';
import { useCardsChanged } from './learn.ts';

export const startPlacement = () => apiClient.startPlacement();

/** A new check per visit of the page: never refetched behind the learner's back (that would be a new one). */
export const placementQuery = (email: string) =>
  queryOptions({
    queryKey: learnKeys.placement(email),
    queryFn: startPlacement,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const usePlacementCheck = () => useQuery(placementQuery(useAuth().user?.email ?? ''));

/** Sends the answers (option indexes, in order); the path and the due count change with the result. */
export function useCompletePlacement(attemptId: string) {
  const changed = useCardsChanged();
  return useMutation({
    mutationFn: (answers: number[]) => apiClient.completePlacement(attemptId, answers),
    onSuccess: (result) => changed(result.due),
  });
}
