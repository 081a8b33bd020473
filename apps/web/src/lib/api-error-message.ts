import { ApiError } from '@vuga/api-client';

export interface ApiErrorWording {
  /** The server answered with an error (or with something unreadable) and did not say why. */
  failed: string;
  /** No answer came: the network failed or the request timed out. */
  unreachable: string;
  /**
   * Show the server's own `{ error }` text when it sent one (docs/product.md §8: "the server's error or …").
   */
  useServerMessage?: boolean;
}

/**
 * The user-facing message for a failed API call. docs/product.md §8 words most failures as a pair: one
 * message when the server answered with an error, another when it could not be reached at all.
 */
export function apiErrorMessage(
  error: unknown,
  { failed, unreachable, useServerMessage = true }: ApiErrorWording,
): string {
  if (error instanceof ApiError) {
    if (error.kind === 'http') return (useServerMessage && error.serverMessage) || failed;
    if (error.kind === 'invalid-response') return failed;
  }
  return unreachable;
}
