import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { chatKeys } from './keys.ts';

/** Backend health, checked once when the chat loads (docs/product.md §4): never refetched on its own. */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.health(),
    queryFn: ({ signal }) => apiClient.health({ signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useHealth = () => useQuery(healthQueryOptions());
