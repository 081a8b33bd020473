// The auth context of docs/product.md §4: loading until the provider's first report, the error cleared on
// every report, and the configuration message when Firebase is not configured. Firebase loads on demand — at
// idle time when a session is stored, at the first sign-in otherwise — so no page waits for it;
// user-dependent parts read `loading`.
import type { User } from 'firebase/auth';
import {
  createContext,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { env } from '../../config/env.ts';
import { setTokenProvider } from '../auth-token.ts';
import { ConfigurationError, configurationMessage, loadAuth } from '../firebase.ts';
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

/**
 * Whether this browser holds a Firebase session (local or this tab's session persistence). Without one the
 * visitor is signed out for sure, so Firebase is not fetched until they sign in or sign up.
 */
function hasStoredSession(): boolean {
  try {
    return [window.localStorage, window.sessionStorage].some((storage) =>
      Object.keys(storage).some((key) => key.startsWith('firebase:authUser:')),
    );
  } catch {
    return true;
  }
}

const noSubscription = () => () => {};

export function AuthProvider({ children }: { children: ReactNode }) {
  const isConfigured = env.firebase.configured;
  const [user, setUser] = useState<AuthUser | null>(null);
  // A prerendered page was rendered signed out (no storage at build time): while React hydrates it, the
  // stored session is read as absent, so the first render matches the HTML; right after, it is read for real.
  const stored = useSyncExternalStore(noSubscription, hasStoredSession, () => false);
  // Until Firebase's first report; only a browser with a stored session waits for one.
  const [reported, setReported] = useState(false);
  const loading = isConfigured && stored && !reported;
  const [error, setError] = useState<string | null>(isConfigured ? null : configurationMessage);
  const connection = useRef<{ ready: Promise<void>; unsubscribe?: () => void } | null>(null);

  /** Loads Firebase Auth once and follows its reports (idempotent). */
  const connect = useCallback(() => {
    if (connection.current) return connection.current.ready;
    const current: { ready: Promise<void>; unsubscribe?: () => void } = { ready: Promise.resolve() };
    current.ready = Promise.all([loadAuth(), import('firebase/auth')]).then(
      ([auth, sdk]) => {
        if (connection.current !== current) return;
        setTokenProvider(async () => (auth.currentUser ? auth.currentUser.getIdToken() : null));
        current.unsubscribe = sdk.onAuthStateChanged(auth, (next) => {
          setUser(toAuthUser(next));
          setError(null);
          setReported(true);
        });
      },
      (failure: unknown) => {
        if (connection.current !== current) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setReported(true);
      },
    );
    connection.current = current;
    return current.ready;
  }, []);

  useEffect(() => {
    if (!isConfigured) return;
    // A stored session: Firebase (about 45 kB) is fetched once the page has painted, so it never competes
    // with the page's own code. No session: nothing to fetch until the visitor signs in.
    const stored = hasStoredSession();
    const idle = stored ? window.requestIdleCallback?.(() => void connect(), { timeout: 1500 }) : undefined;
    const timer = stored && idle === undefined ? window.setTimeout(() => void connect(), 50) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      connection.current?.unsubscribe?.();
      connection.current = null;
    };
  }, [isConfigured, connect]);

  // A prerendered page marks <html> with data-session when the browser holds one, which hides a sign-in notice
  // (prerender-plugin.ts): once Firebase has reported, or cannot, or no session is held, the notice is true.
  useEffect(() => {
    if (reported || !isConfigured || !hasStoredSession()) delete document.documentElement.dataset.session;
  }, [reported, isConfigured]);

  const withAuth = useCallback(
    async <T,>(
      action: (auth: Awaited<ReturnType<typeof loadAuth>>, sdk: typeof import('firebase/auth')) => Promise<T>,
    ) => {
      if (!isConfigured) throw new ConfigurationError();
      await connect();
      const [auth, sdk] = await Promise.all([loadAuth(), import('firebase/auth')]);
      return action(auth, sdk);
    },
    [isConfigured, connect],
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
          // The modal has already checked the rules of docs/product.md §5 (validateSignUp in @vuga/ui).
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
