import { type AuthModalLabels, authModalLabels } from './labels.ts';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The messages validateSignUp returns (AuthModal takes them from its `labels`). */
export const signUpMessages: Pick<AuthModalLabels, 'passwordMismatch' | 'nameTooShort'> = {
  passwordMismatch: authModalLabels.passwordMismatch,
  nameTooShort: authModalLabels.nameTooShort,
};

/**
 * The sign-up rules checked before anything is sent: the passwords match and the name is long enough. Returns
 * the message of the first broken rule, or null when the form may be submitted.
 */
export function validateSignUp(
  values: SignUpValues,
  messages = signUpMessages,
  minNameLength = 2,
): string | null {
  if (values.password !== values.confirmPassword) return messages.passwordMismatch;
  if (values.name.trim().length < minNameLength) return messages.nameTooShort;
  return null;
}
