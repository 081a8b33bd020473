import { ThemeProvider } from '@vuga/ui';
import type { ReactNode } from 'react';
import { AuthModalProvider } from '../components/auth/auth-modal-context.tsx';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
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
