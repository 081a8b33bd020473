import { useMutation } from '@tanstack/react-query';
import type { TranslateRequest, TranslateResponse } from '@vuga/api-client';
import { recordingFields } from '../../../lib/analytics.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { translateWithFallback } from '../../../lib/offline-tutor/offline-tutor.ts';

export const translateText = (body: TranslateRequest): Promise<TranslateResponse> =>
  apiClient.translate({ ...recordingFields(), ...body });

/** The server's translation, or the offline tutor's when the server cannot be reached (lib/offline-tutor). */
export const translateOrOffline = (body: TranslateRequest) =>
  translateWithFallback(body, () => translateText(body));

export const useTranslateText = () => useMutation({ mutationFn: translateOrOffline });
