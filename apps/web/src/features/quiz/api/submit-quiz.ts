import { useMutation } from '@tanstack/react-query';
import type { QuizSubmitRequest, QuizSubmitResponse } from '@vuga/api-client';
import { recordingFields } from '../../../lib/analytics.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const submitQuiz = (body: QuizSubmitRequest): Promise<QuizSubmitResponse> =>
  apiClient.submitQuiz({ ...recordingFields(), ...body });

export const useSubmitQuiz = () => useMutation({ mutationFn: submitQuiz });
