// The sign-in modal: @vuga/ui's AuthModal wired to Firebase through the auth context. Loaded on first open.
import { AuthModal, type AuthTab } from '@vuga/ui';
import { useState } from 'react';
import { authErrorMessage, isUnknownAccount } from '../../lib/auth/auth-errors.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { configurationMessage } from '../../lib/firebase.ts';
import { layoutWords } from '../layout/layout-content.ts';
import { authModalWords, authWords as text } from './auth-content.ts';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  tab: AuthTab;
  onTabChange(tab: AuthTab): void;
}

export default function AuthDialog({ open, onOpenChange, tab, onTabChange }: Props) {
  const auth = useAuth();
  const [error, setError] = useState<string | null>(null);

  /**
   * Shows the provider's message, in words, in the modal (docs/product.md §8) and lets the modal keep what
   * was typed.
   */
  const reporting =
    <T,>(action: (values: T) => Promise<void>) =>
    async (values: T) => {
      setError(null);
      try {
        await action(values);
      } catch (failure) {
        setError(authErrorMessage(failure));
        throw failure;
      }
    };

  return (
    <AuthModal
      open={open}
      title={text.title}
      description={text.descriptions[tab]}
      labels={{ ...authModalWords, notConfigured: layoutWords.notConfigured }}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      tab={tab}
      onTabChange={(next) => {
        setError(null);
        onTabChange(next);
      }}
      isConfigured={auth.isConfigured}
      notConfiguredMessage={configurationMessage}
      error={error}
      onSignIn={reporting(({ email, password }) => auth.signIn(email, password))}
      onSignUp={reporting((values) => auth.signUp(values))}
      // The same confirmation ("If an account exists for …") whether or not the account exists.
      onResetPassword={reporting(({ email }) =>
        auth.resetPassword(email).catch((failure: unknown) => {
          if (!isUnknownAccount(failure)) throw failure;
        }),
      )}
      provider={{
        label: text.google,
        onContinue: () => reporting<void>(() => auth.signInWithGoogle())(undefined),
      }}
    />
  );
}
