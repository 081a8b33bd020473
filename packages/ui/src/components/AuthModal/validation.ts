import { type AuthModalLabels, authModalLabels } from './labels.ts';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The messages validateSignUp returns (AuthModal takes them from its `labels`). */
export const signUpMessages: Pick<AuthModalLabels, 'passwordMismatch' | 'nameTooShort' | 'passwordTooShort'> =
  {
    passwordMismatch: authModalLabels.passwordMismatch,
    nameTooShort: authModalLabels.nameTooShort,
    passwordTooShort: authModalLabels.passwordTooShort,
  };

/**
 * The sign-up rules checked before anything is sent: the passwords match, the name is long enough and the
 * password is long enough. Returns the message of the first broken rule, or null when the form may be submitted.
 * `minPasswordLength` is the provider's minimum (6 for Firebase Authentication); 0 skips the check.
 */
export function validateSignUp(
  values: SignUpValues,
  messages = signUpMessages,
  minNameLength = 2,
  minPasswordLength = 6,
): string | null {
  if (values.password !== values.confirmPassword) return messages.passwordMismatch;
  if (values.name.trim().length < minNameLength) return messages.nameTooShort;
  if (values.password.length < minPasswordLength)
    return messages.passwordTooShort.replace('{min}', String(minPasswordLength));
  return null;
}
