import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { withMixedFirst } from '../quiz-state.ts';
import { quizKeys } from './keys.ts';

/** The categories to choose from, 'mixed' first (docs/product.md §7). */
export const fetchQuizCategories = async (signal?: AbortSignal): Promise<string[]> =>
  withMixedFirst((await apiClient.quizCategories(signal ? { signal } : {})).categories);

export const quizCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: quizKeys.categories(),
    queryFn: ({ signal }) => fetchQuizCategories(signal),
    // The bank changes with a deployment, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useQuizCategories = () => useQuery(quizCategoriesQueryOptions());
