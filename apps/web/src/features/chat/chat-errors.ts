import { ApiError } from '@vuga/api-client';
import { chatMessages } from './chat-content.ts';

/** docs/product.md §8: a server that answered with an error vs. a request that never got an answer. */
export function chatErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.kind === 'http' || error.kind === 'invalid-response')) {
    return chatMessages.serverError;
  }
  return chatMessages.networkError;
}
