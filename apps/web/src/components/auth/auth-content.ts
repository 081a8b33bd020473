// The sign-in modal's words: its title, the line under it for each tab, the identity provider's button, and the
// kit's own controls (@vuga/ui's AuthModal speaks English by default: its `authModalLabels`, translated by the
// catalogs).
import { type AuthTab, authModalLabels } from '@vuga/ui';
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

/** The kit's labels, in its own English; `{min}` and `{email}` are filled in by the modal. */
export const authModalWords = messages('authModal', authModalLabels);
