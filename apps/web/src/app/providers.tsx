import { ThemeProvider } from '@vuga/ui';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context.tsx';
import { AuthModalProvider } from '../features/auth/components/auth-modal-context.tsx';
import { useSettings } from '../lib/settings.ts';

function SettingsTheme({ children }: { children: ReactNode }) {
  const { preferences } = useSettings();
  return (
    <ThemeProvider theme={preferences.theme} isRoot>
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SettingsTheme>
      <AuthProvider>
        <AuthModalProvider>{children}</AuthModalProvider>
      </AuthProvider>
    </SettingsTheme>
  );
}
