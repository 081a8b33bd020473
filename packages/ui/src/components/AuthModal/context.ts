// What the sign-in modal's parts share: the one form (the email typed on one tab is there on the others), which
// action is pending, whether sign-in can work, and the words. AuthModal provides it; each part reads it.
import { createContext, type FormEvent, useContext } from 'react';
import type { AuthModalLabels } from './labels.ts';

export const authTabs = ['signin', 'signup', 'forgot'] as const;
export type AuthTab = (typeof authTabs)[number];
export type AuthAction = AuthTab | 'provider';

export const emptyAuthForm = { name: '', email: '', password: '', confirmPassword: '' };
export type AuthFormField = keyof typeof emptyAuthForm;

export interface AuthModalState {
  text: AuthModalLabels;
  /** The provider's shortest password (AuthModalProps.minPasswordLength). */
  minPasswordLength: number;
  form: typeof emptyAuthForm;
  setField: (name: AuthFormField, value: string) => void;
  pending: AuthAction | null;
  /** Props for every button that would sign in: disabled, with a reason, when sign-in cannot work. */
  disabledProps: { disabled?: boolean; title?: string };
  submit: (which: AuthTab) => (event: FormEvent) => void;
  continueWithProvider?: { label: string; onClick: () => void };
  resetSentTo: string | null;
  retryReset: () => void;
  backToSignIn: () => void;
}

export const AuthModalContext = createContext<AuthModalState | null>(null);

export function useAuthModal(): AuthModalState {
  const state = useContext(AuthModalContext);
  if (!state) throw new Error('AuthModal parts must be rendered inside AuthModal.');
  return state;
}
