import { useMutation } from '@tanstack/react-query';
import type { TranslateRequest, TranslateResponse } from '@vuga/api-client';
import { recordingFields } from '../../../lib/analytics.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { withKeptTranslationAudio } from '../../../lib/offline/course-audio.ts';
import { translateWithFallback } from '../../../lib/offline-tutor/offline-tutor.ts';

export const translateText = (body: TranslateRequest): Promise<TranslateResponse> =>
  apiClient.translate({ ...recordingFields(), ...body });

/**
 * The server's translation, or the offline tutor's when the server cannot be reached (lib/offline-tutor), with
 * the recording of its Kinyarwanda where the course audio kept on this device has it.
 */
export async function translateOrOffline(body: TranslateRequest) {
  const answer = await translateWithFallback(body, () => translateText(body));
  return answer.offline ? { ...answer, value: await withKeptTranslationAudio(answer.value, body) } : answer;
}

export const useTranslateText = () => useMutation({ mutationFn: translateOrOffline });
