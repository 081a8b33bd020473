import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@vuga/ui';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme="auto">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
