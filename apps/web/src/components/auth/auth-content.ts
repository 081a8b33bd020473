// The sign-in modal's words: its title, the line under it for each tab, the identity provider's button, and the
// kit's own controls (@vuga/ui's AuthModal speaks English by default: `authModalLabels`, written out here as the
// kit is not loaded in Node where the catalog test runs).
import type { AuthModalLabels, AuthTab } from '@vuga/ui';
import { messages } from '../../lib/i18n.ts';

export const authWords = messages('auth', {
  title: 'Welcome to Vuga',
  /** The line under the title says what the open tab does. */
  descriptions: {
    signin: 'Sign in to save your progress.',
    signup: 'Create a free account to save your progress.',
    forgot: "Enter your account's email and we'll send you a link to choose a new password.",
  } satisfies Record<AuthTab, string>,
  google: 'Continue with Google',
});

/** The kit's labels; `{min}` and `{email}` are filled in by the modal. */
export const authModalWords = messages('authModal', {
  signIn: 'Sign In',
  signUp: 'Sign Up',
  reset: 'Reset Password',
  or: 'or',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  passwordHint: 'At least {min} characters',
  createAccount: 'Create Account',
  sendReset: 'Send Reset Email',
  resetSent: 'Check your email',
  resetSentText: 'If an account exists for {email}, a link to reset the password is on its way.',
  tryAgain: 'try again',
  didNotArrive: 'Did not get it?',
  backToSignIn: 'Back to Sign In',
  configurationRequired: 'Configuration Required',
  tabsLabel: 'Account',
  close: 'Close',
  passwordMismatch: 'Passwords do not match',
  nameTooShort: 'Name must be at least 2 characters',
  passwordTooShort: 'Password must be at least {min} characters',
} satisfies AuthModalLabels);
