import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { translateMessages } from './translate-content.ts';

/**
 * docs/product.md §8: the server's error or 'Translation failed'; 'Failed to connect to translation service'.
 */
export const translateErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, { failed: translateMessages.failed, unreachable: translateMessages.unreachable });
