// Opens the sign-in modal from anywhere (header, sign-in notices, home buttons). The modal itself is loaded only
// when first opened, so pages that never sign anyone in do not download it.

import type { AuthTab } from '@vuga/ui';
import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useMemo, useState } from 'react';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { configurationMessage } from '../../lib/firebase.ts';

export type { AuthTab };

interface AuthModalContextValue {
  openAuthModal(tab?: AuthTab): void;
}

const AuthModalContext = createContext<AuthModalContextValue | null>(null);

const AuthDialog = lazy(() => import('./auth-dialog.tsx'));

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const { isConfigured } = useAuth();
  const [tab, setTab] = useState<AuthTab>('signin');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const openAuthModal = useCallback(
    (next: AuthTab = 'signin') => {
      if (!isConfigured) window.alert(configurationMessage);
      setTab(next);
      setOpen(true);
      setLoaded(true);
    },
    [isConfigured],
  );

  const value = useMemo(() => ({ openAuthModal }), [openAuthModal]);

  return (
    <AuthModalContext value={value}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <AuthDialog open={open} onOpenChange={setOpen} tab={tab} onTabChange={setTab} />
        </Suspense>
      )}
    </AuthModalContext>
  );
}

export function useAuthModal(): AuthModalContextValue {
  const value = use(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside <AuthModalProvider>.');
  return value;
}
