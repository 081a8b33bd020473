import { useMutation } from '@tanstack/react-query';
import type { QuizSubmitRequest, QuizSubmitResponse } from '@vuga/api-client';
import { apiClient } from '../../../lib/api-client.ts';

export const submitQuiz = (body: QuizSubmitRequest): Promise<QuizSubmitResponse> =>
  apiClient.submitQuiz(body);

export const useSubmitQuiz = () => useMutation({ mutationFn: submitQuiz });
