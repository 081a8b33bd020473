// What a sign-in, sign-up or reset failure means, in words (docs/product.md §8: the provider's message).
// Firebase's own message is its code in brackets ("Firebase: Error (auth/wrong-password)."), which says
// nothing to a learner: known codes get a sentence, any other the provider's words without the code.

import { messages } from '../i18n.ts';

export const authErrorWords = messages('authErrors', {
  wrongCredentials: 'The email or password is not right. Check them and try again.',
  invalidEmail: 'That email address is not valid.',
  missingPassword: 'Enter your password.',
  emailInUse: 'An account with this email already exists. Sign in instead.',
  weakPassword: 'That password is too weak: use at least 6 characters.',
  disabled: 'This account has been disabled.',
  tooManyRequests: 'Too many attempts. Wait a few minutes, then try again.',
  network: 'The sign-in service could not be reached. Check your connection and try again.',
  popupClosed: 'The sign-in window was closed before you signed in.',
  popupBlocked: 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  failedWith: (what: string) => `Sign-in failed: ${what}.`,
  failed: 'Sign-in failed. Please try again.',
});

/** The message of each known code, by its name in authErrorWords. */
const meanings = new Map<string, Exclude<keyof typeof authErrorWords, 'failedWith'>>([
  ['auth/invalid-credential', 'wrongCredentials'],
  ['auth/wrong-password', 'wrongCredentials'],
  ['auth/user-not-found', 'wrongCredentials'],
  ['auth/invalid-email', 'invalidEmail'],
  ['auth/missing-password', 'missingPassword'],
  ['auth/email-already-in-use', 'emailInUse'],
  ['auth/weak-password', 'weakPassword'],
  ['auth/user-disabled', 'disabled'],
  ['auth/too-many-requests', 'tooManyRequests'],
  ['auth/network-request-failed', 'network'],
  ['auth/popup-closed-by-user', 'popupClosed'],
  ['auth/popup-blocked', 'popupBlocked'],
]);

const CODE = /\((auth\/[a-z-]+)\)/;

/** The provider's code of a failure ("auth/wrong-password"), from its `code` or its message. */
function codeOf(failure: unknown): string | undefined {
  return (
    (failure && typeof failure === 'object' && 'code' in failure && typeof failure.code === 'string'
      ? failure.code
      : undefined) ?? (failure instanceof Error ? failure.message.match(CODE)?.[1] : undefined)
  );
}

/**
 * The reset request failed only because no account has that email. A reset answers the same whether or not
 * the account exists (Firebase's practice against email enumeration), so this failure is not shown.
 */
export function isUnknownAccount(failure: unknown): boolean {
  return codeOf(failure) === 'auth/user-not-found';
}

/** The message to show for a failed authentication call. */
export function authErrorMessage(failure: unknown): string {
  const code = codeOf(failure);
  const known = code === undefined ? undefined : meanings.get(code);
  if (known) return authErrorWords[known];
  const message = failure instanceof Error ? failure.message : String(failure);
  // "Firebase: Some words (auth/some-code)." → "Some words."; a bare "Error" says nothing, the code does.
  const words = message
    .replace(/^Firebase:\s*/, '')
    .replace(CODE, '')
    .replace(/\s+\.$/, '.')
    .trim();
  if (words !== '' && !/^Error\.?$/.test(words)) return words;
  const named = code?.replace(/^auth\//, '').replace(/-/g, ' ');
  return named ? authErrorWords.failedWith(named) : authErrorWords.failed;
}
