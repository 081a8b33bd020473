// The words of the sign-in modal's own controls. Generic, so any app can use them as they are; the modal's title,
// description and the identity provider's button come from the app (AuthModalProps) — no product words here.
export const authModalLabels = {
  signIn: 'Sign In',
  signUp: 'Sign Up',
  reset: 'Reset Password',
  or: 'or',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  /** Under a new password; `{min}` is the shortest password the provider accepts. */
  passwordHint: 'At least {min} characters',
  createAccount: 'Create Account',
  sendReset: 'Send Reset Email',
  resetSent: 'Check your email',
  resetSentText: 'If an account exists for {email}, a link to reset the password is on its way.',
  tryAgain: 'try again',
  didNotArrive: 'Did not get it?',
  backToSignIn: 'Back to Sign In',
  configurationRequired: 'Configuration Required',
  /** Tooltip of the disabled buttons when sign-in is not configured. */
  notConfigured: 'Authentication configuration required',
  /** The banner's text when sign-in is not configured (unless `notConfiguredMessage` is given). */
  notConfiguredMessage: 'Sign-in is not available because authentication is not configured.',
  tabsLabel: 'Account',
  close: 'Close',
  // Sign-up errors, from the checks made before anything is sent (validateSignUp).
  passwordMismatch: 'Passwords do not match',
  nameTooShort: 'Name must be at least 2 characters',
  passwordTooShort: 'Password must be at least {min} characters',
};

export type AuthModalLabels = typeof authModalLabels;
