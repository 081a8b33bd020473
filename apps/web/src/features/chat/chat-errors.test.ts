import { ApiError } from '@vuga/api-client';
import { describe, expect, it } from 'vitest';
import { chatErrorMessage } from './chat-errors.ts';

describe('chatErrorMessage', () => {
  it.each([
    [
      new ApiError('http', 'x', { status: 500 }),
      "Sorry, I'm having trouble connecting to the server. Please try again.",
    ],
    [
      new ApiError('invalid-response', 'x'),
      "Sorry, I'm having trouble connecting to the server. Please try again.",
    ],
    [new ApiError('network', 'x'), 'Network error. Please check your connection and try again.'],
    [new ApiError('timeout', 'x'), 'Network error. Please check your connection and try again.'],
    [new TypeError('Failed to fetch'), 'Network error. Please check your connection and try again.'],
  ])('%s → %s', (error, message) => {
    expect(chatErrorMessage(error)).toBe(message);
  });
});
