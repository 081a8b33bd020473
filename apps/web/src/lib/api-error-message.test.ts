import { ApiError } from '@vuga/api-client';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './api-error-message.ts';

const wording = { failed: 'It failed', unreachable: 'No connection' };

describe('apiErrorMessage', () => {
  it("shows the server's own error when it sent one", () => {
    const error = new ApiError('http', 'x', { status: 400, serverMessage: 'text must not be empty' });
    expect(apiErrorMessage(error, wording)).toBe('text must not be empty');
  });

  it('falls back to the failure message when the server gave no reason', () => {
    expect(apiErrorMessage(new ApiError('http', 'x', { status: 500 }), wording)).toBe('It failed');
    expect(apiErrorMessage(new ApiError('invalid-response', 'x'), wording)).toBe('It failed');
  });

  it("ignores the server's text when the wording says so", () => {
    const error = new ApiError('http', 'x', { status: 500, serverMessage: 'boom' });
    expect(apiErrorMessage(error, { ...wording, useServerMessage: false })).toBe('It failed');
  });

  it.each([new ApiError('network', 'x'), new ApiError('timeout', 'x'), new TypeError('Failed to fetch')])(
    'reports %s as unreachable',
    (error) => {
      expect(apiErrorMessage(error, wording)).toBe('No connection');
    },
  );
});
