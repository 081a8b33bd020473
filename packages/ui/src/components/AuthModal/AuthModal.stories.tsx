import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { inDocsFrame } from '../../docs/frame.ts';
import { AuthModal } from './AuthModal.tsx';

const ok = () => Promise.resolve();

const meta = {
  title: 'Account/AuthModal',
  component: AuthModal,
  tags: ['autodocs'],
  // A modal covers the viewport: on the docs page each story gets its own frame, tall enough to read it whole.
  parameters: { docs: { story: { inline: false, height: '680px' } } },
  args: {
    open: true,
    // An app's own words: the kit has no title or provider of its own.
    title: 'Welcome to Vuga',
    description: 'Sign in to save your progress.',
    provider: { label: 'Continue with Google', onContinue: fn(ok) },
    onOpenChange: fn(),
    onTabChange: fn(),
    onSignIn: fn(ok),
    onSignUp: fn(ok),
    onResetPassword: fn(ok),
  },
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ userEvent, args }) => {
    if (inDocsFrame()) return;
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Vuga' });
    const form = within(dialog).getByRole('form', { name: 'Sign In' });
    const email = within(form).getByLabelText(/Email/);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await userEvent.type(email, 'learner@example.org');
    await userEvent.type(within(form).getByLabelText(/Password/), 'secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledWith({ email: 'learner@example.org', password: 'secret' });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    // Cleared on success.
    await expect(within(form).getByLabelText(/Email/)).toHaveValue('');
  },
};
export const SignUpMismatch: Story = {
  args: { defaultTab: 'signup' },
  play: async ({ userEvent, args }) => {
    if (inDocsFrame()) return;
    const form = await screen.findByRole('form', { name: 'Sign Up' });
    await userEvent.type(within(form).getByLabelText(/Name/), 'Ana');
    await userEvent.type(within(form).getByLabelText(/Email/), 'ana@example.org');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'secret1');
    await userEvent.type(within(form).getByLabelText(/Confirm password/), 'secret2');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};
export const ResetConfirmation: Story = {
  args: { defaultTab: 'forgot' },
  play: async ({ userEvent, args }) => {
    if (inDocsFrame()) return;
    const form = await screen.findByRole('form', { name: 'Reset Password' });
    await userEvent.type(within(form).getByLabelText(/Email/), 'ana@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Reset Email' }));
    await expect(args.onResetPassword).toHaveBeenCalledWith({ email: 'ana@example.org' });
    await expect(await screen.findByText(/ana@example.org, a link to reset/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'try again' }));
    await expect(screen.getByRole('button', { name: 'Send Reset Email' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Sign In' }));
    await expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('signin');
  },
};
export const WithProviderError: Story = {
  args: { error: 'Firebase: Error (auth/wrong-password).' },
  play: async () => {
    if (inDocsFrame()) return;
    await expect(await screen.findByRole('alert')).toHaveTextContent('auth/wrong-password');
  },
};
export const NotConfigured: Story = {
  args: {
    isConfigured: false,
    notConfiguredMessage: 'Firebase is not properly configured. Check your environment file.',
    labels: { notConfigured: 'Firebase configuration required' },
  },
  play: async () => {
    if (inDocsFrame()) return;
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Configuration Required');
    for (const name of ['Sign In', 'Continue with Google']) {
      const button = within(dialog).getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('title', 'Firebase configuration required');
    }
  },
};
/** Without a provider there is no 'or' and no provider button. */
export const WithoutProvider: Story = {
  args: { provider: undefined },
  play: async () => {
    if (inDocsFrame()) return;
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Vuga' });
    await expect(within(dialog).queryByText('or')).toBeNull();
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).not.toContain('Continue with Google');
  },
};
export const DarkTheme: Story = { args: { defaultTab: 'signup' }, globals: { theme: 'dark' } };
