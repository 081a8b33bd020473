import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { chatKeys } from './keys.ts';

/** The words with native recordings, fetched once when the dropdown is first opened (docs/product.md §4). */
export const availableSentencesQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.availableSentences(),
    queryFn: ({ signal }) => apiClient.availableSentences({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useAvailableSentences = (enabled: boolean) =>
  useQuery({ ...availableSentencesQueryOptions(), enabled });
