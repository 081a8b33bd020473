import { applyTheme } from '@vuga/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Layout } from '../components/layout/layout.tsx';
import { getSettings } from '../lib/settings.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Apply the stored theme before React renders, so a dark-mode learner never sees a light flash.
applyTheme(getSettings().preferences.theme);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <Layout>
        <AppRoutes />
      </Layout>
    </AppProviders>
  </StrictMode>,
);
