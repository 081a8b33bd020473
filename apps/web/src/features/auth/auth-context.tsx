// The auth context of spec §4: loading until the provider's first report, the error cleared on every report,
// and the configuration message when Firebase is not configured. Firebase loads on demand, so pages that do not
// depend on the user paint without waiting for it; user-dependent parts read `loading` (see docs in README).
import type { User } from 'firebase/auth';
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { env } from '../../config/env.ts';
import { setTokenProvider } from '../../lib/auth-token.ts';
import { ConfigurationError, configurationMessage, loadAuth } from '../../lib/firebase.ts';
import { type AuthUser, type Role, roleOf } from './roles.ts';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface AuthContextValue {
  user: AuthUser | null;
  role: Role;
  loading: boolean;
  error: string | null;
  isConfigured: boolean;
  signIn(email: string, password: string): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  signInWithGoogle(): Promise<void>;
  resetPassword(email: string): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

function toAuthUser(user: User | null): AuthUser | null {
  if (!user) return null;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    createdAt: user.metadata.creationTime,
    lastSignInAt: user.metadata.lastSignInTime,
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const isConfigured = env.firebase.configured;
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(isConfigured);
  const [error, setError] = useState<string | null>(isConfigured ? null : configurationMessage);

  useEffect(() => {
    if (!isConfigured) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    // Firebase (about 45 kB) is fetched once the page has painted, so it never competes with the page's own code.
    const start = () =>
      Promise.all([loadAuth(), import('firebase/auth')]).then(
        ([auth, sdk]) => {
          if (cancelled) return;
          setTokenProvider(async () => (auth.currentUser ? auth.currentUser.getIdToken() : null));
          unsubscribe = sdk.onAuthStateChanged(auth, (next) => {
            setUser(toAuthUser(next));
            setError(null);
            setLoading(false);
          });
        },
        (failure: unknown) => {
          if (cancelled) return;
          setError(failure instanceof Error ? failure.message : String(failure));
          setLoading(false);
        },
      );
    const idle = window.requestIdleCallback?.(start, { timeout: 1500 });
    const timer = idle === undefined ? window.setTimeout(start, 50) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      unsubscribe?.();
    };
  }, [isConfigured]);

  const withAuth = useCallback(
    async <T,>(
      action: (auth: Awaited<ReturnType<typeof loadAuth>>, sdk: typeof import('firebase/auth')) => Promise<T>,
    ) => {
      if (!isConfigured) throw new ConfigurationError();
      const [auth, sdk] = await Promise.all([loadAuth(), import('firebase/auth')]);
      return action(auth, sdk);
    },
    [isConfigured],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      role: roleOf(user),
      loading,
      error,
      isConfigured,
      signIn: (email, password) =>
        withAuth(async (auth, sdk) => {
          await sdk.signInWithEmailAndPassword(auth, email, password);
        }),
      signUp: (input) =>
        withAuth(async (auth, sdk) => {
          // The modal has already checked the rules of spec §5 (validateSignUp in @vuga/ui).
          const credential = await sdk.createUserWithEmailAndPassword(auth, input.email, input.password);
          await sdk.updateProfile(credential.user, { displayName: input.name.trim() });
          setUser(toAuthUser(credential.user));
        }),
      signInWithGoogle: () =>
        withAuth(async (auth, sdk) => {
          const provider = new sdk.GoogleAuthProvider();
          provider.setCustomParameters({ prompt: 'select_account' });
          // The popup helper (and its apis.google.com script) is loaded only now, not with every page.
          await sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver);
        }),
      resetPassword: (email) => withAuth((auth, sdk) => sdk.sendPasswordResetEmail(auth, email)),
      signOut: () => withAuth((auth, sdk) => sdk.signOut(auth)),
    }),
    [user, loading, error, isConfigured, withAuth],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
