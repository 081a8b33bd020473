import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@vuga/ui';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context.tsx';
import { AuthModalProvider } from '../features/auth/components/auth-modal-context.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useSettings } from '../lib/settings.ts';

function SettingsTheme({ children }: { children: ReactNode }) {
  const { preferences } = useSettings();
  return <ThemeProvider theme={preferences.theme}>{children}</ThemeProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SettingsTheme>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AuthModalProvider>{children}</AuthModalProvider>
        </AuthProvider>
      </QueryClientProvider>
    </SettingsTheme>
  );
}
