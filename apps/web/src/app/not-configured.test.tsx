// Without the six Firebase values (the test build has none) the app still runs: docs/product.md §4 and §8's
// "Configuration Required" state — banner with the message, sign-in buttons disabled with their title, an
// alert when the modal is opened anyway, and every authentication action failing with the configuration
// error.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthModal } from '../components/auth/auth-modal-context.tsx';
import { Layout } from '../components/layout/layout.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';
import { configurationMessage } from '../lib/firebase.ts';
import { AppProviders } from './providers.tsx';

let auth: ReturnType<typeof useAuth> | null = null;
let modal: ReturnType<typeof useAuthModal> | null = null;

function Probe() {
  auth = useAuth();
  modal = useAuthModal();
  return <h1>Page</h1>;
}

function renderApp() {
  return render(
    <AppProviders>
      <MemoryRouter>
        <Layout>
          <Probe />
        </Layout>
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the app without Firebase configuration', () => {
  it('shows the Configuration Required banner and disables sign-in with its title', async () => {
    renderApp();
    // The banner is code of its own, loaded only when it is needed.
    expect(await screen.findByText('Configuration Required')).toBeTruthy();
    expect(screen.getByText(configurationMessage)).toBeTruthy();
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn).toHaveProperty('disabled', true);
    expect(signIn.getAttribute('title')).toBe('Firebase configuration required');
    // Loading ends at once, so the page itself renders.
    expect(auth?.loading).toBe(false);
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
  });

  it('alerts when the modal is opened and fails every authentication action with the configuration error', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderApp();
    act(() => modal?.openAuthModal('signin'));
    expect(alert).toHaveBeenCalledWith(configurationMessage);
    await expect(auth?.signIn('learner@vuga.test', 'x')).rejects.toThrow(configurationMessage);
    await expect(auth?.resetPassword('learner@vuga.test')).rejects.toThrow(configurationMessage);
  });
});
