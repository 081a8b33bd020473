import { useMutation } from '@tanstack/react-query';
import type { GeneratedQuiz, QuizGenerateRequest } from '@vuga/api-client';
import { apiClient } from '../../../lib/api-client.ts';

export const generateQuiz = (body: QuizGenerateRequest): Promise<GeneratedQuiz> =>
  apiClient.generateQuiz(body);

export const useGenerateQuiz = () => useMutation({ mutationFn: generateQuiz });
