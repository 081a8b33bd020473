export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const signUpMessages = {
  passwordMismatch: 'Passwords do not match',
  nameTooShort: 'Name must be at least 2 characters',
};

/** The sign-up rules checked before anything is sent (spec §5); null when the form may be submitted. */
export function validateSignUp(
  values: SignUpValues,
  messages = signUpMessages,
  minNameLength = 2,
): string | null {
  if (values.password !== values.confirmPassword) return messages.passwordMismatch;
  if (values.name.trim().length < minNameLength) return messages.nameTooShort;
  return null;
}
