// docs/product.md §8's quiz messages, chosen by what failed and how.
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { quizMessages } from './quiz-content.ts';

/**
 * 'Failed to load quiz categories' when the server failed, 'Failed to connect to quiz service' when
 * unreachable.
 */
export const categoriesErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    failed: quizMessages.categoriesFailed,
    unreachable: quizMessages.unreachable,
    useServerMessage: false,
  });

/** The server's error or 'Failed to generate quiz'; 'Failed to start quiz' when the request got no answer. */
export const generateErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, { failed: quizMessages.generateFailed, unreachable: quizMessages.startFailed });

/** The server's error or 'Failed to submit quiz', however it failed. */
export const submitErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, { failed: quizMessages.submitFailed, unreachable: quizMessages.submitFailed });
