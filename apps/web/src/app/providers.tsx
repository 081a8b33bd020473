import '../locales/catalogs.ts';
import { ThemeProvider } from '@vuga/ui';
import { Fragment, type ReactNode, useEffect } from 'react';
import { AuthModalProvider } from '../components/auth/auth-modal-context.tsx';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { setLanguage, useLanguage } from '../lib/i18n.ts';
import { useSettings } from '../lib/settings.ts';

function SettingsTheme({ children }: { children: ReactNode }) {
  const { preferences } = useSettings();
  return (
    <ThemeProvider theme={preferences.theme} isRoot>
      {children}
    </ThemeProvider>
  );
}

/**
 * The chosen language, applied once the page is on screen (a prerendered page is English, and hydrates as
 * English first). The pages are drawn anew when it changes, since they read their words as they render.
 */
function SettingsLanguage({ children }: { children: ReactNode }) {
  const { language } = useSettings().preferences;
  const shown = useLanguage();
  useEffect(() => {
    // A catalog that cannot load (offline on a first visit) leaves the interface in English; the next page
    // load tries again.
    setLanguage(language).catch(() => undefined);
  }, [language]);
  return <Fragment key={shown}>{children}</Fragment>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SettingsTheme>
      <AuthProvider>
        <AuthModalProvider>
          <SettingsLanguage>{children}</SettingsLanguage>
        </AuthModalProvider>
      </AuthProvider>
    </SettingsTheme>
  );
}
