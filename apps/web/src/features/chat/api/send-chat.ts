import type { ChatRequest, ChatResponse } from '@vuga/api-client';
import { recordingFields } from '../../../lib/analytics.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const sendChat = (body: ChatRequest): Promise<ChatResponse> =>
  apiClient.chat({ ...recordingFields(), ...body });
