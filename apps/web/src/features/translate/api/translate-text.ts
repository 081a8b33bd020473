import { useMutation } from '@tanstack/react-query';
import type { TranslateRequest, TranslateResponse } from '@vuga/api-client';
import { recordingFields } from '../../../lib/analytics.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const translateText = (body: TranslateRequest): Promise<TranslateResponse> =>
  apiClient.translate({ ...recordingFields(), ...body });

export const useTranslateText = () => useMutation({ mutationFn: translateText });
