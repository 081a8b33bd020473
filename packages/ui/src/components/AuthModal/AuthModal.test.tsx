import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthModal, type AuthModalProps } from './AuthModal.tsx';
import type { SignUpValues } from './validation.ts';

function setup(props: Partial<AuthModalProps> = {}) {
  const handlers = {
    onOpenChange: vi.fn(),
    onSignIn: vi.fn(() => Promise.resolve()),
    onSignUp: vi.fn(() => Promise.resolve()),
    onResetPassword: vi.fn(() => Promise.resolve()),
  };
  const merged = {
    title: 'Welcome',
    provider: { label: 'Continue with Google', onContinue: vi.fn(() => Promise.resolve()) },
    ...handlers,
    ...props,
  };
  render(<AuthModal open {...merged} />);
  return merged;
}

/** Fills in the sign-up form and submits it. */
async function signUp(values: SignUpValues) {
  const form = screen.getByRole('form', { name: 'Sign Up' });
  await userEvent.type(within(form).getByLabelText(/Name/), values.name);
  await userEvent.type(within(form).getByLabelText(/Email/), values.email);
  await userEvent.type(within(form).getByLabelText(/^Password/), values.password);
  await userEvent.type(within(form).getByLabelText(/Confirm/), values.confirmPassword);
  await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
  return form;
}

describe('AuthModal', () => {
  it('keeps what was typed when sign-in fails, and shows the given error', async () => {
    const { onSignIn, onOpenChange } = setup({
      onSignIn: vi.fn(() => Promise.reject(new Error('nope'))),
      error: 'Wrong password',
    });
    const form = screen.getByRole('form', { name: 'Sign In' });
    await userEvent.type(within(form).getByLabelText(/Email/), 'a@b.co');
    await userEvent.type(within(form).getByLabelText(/Password/), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalled();
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false),
    );
    expect(within(form).getByLabelText(/Email/)).toHaveProperty('value', 'a@b.co');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Wrong password');
  });

  it("shows its sign-up errors and close button's name from labels", async () => {
    const { onSignUp } = setup({
      defaultTab: 'signup',
      labels: { passwordMismatch: 'Amagambo ntahura', close: 'Funga' },
    });
    await signUp({ name: 'Ana', email: 'a@b.co', password: 'pw', confirmPassword: 'px' });
    expect(screen.getByRole('alert').textContent).toContain('Amagambo ntahura');
    expect(onSignUp).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Funga' })).toBeTruthy();
  });

  it('signs up with the form values after the checks pass, then closes', async () => {
    const { onSignUp, onOpenChange } = setup({ defaultTab: 'signup' });
    const form = await signUp({
      name: ' A ',
      email: 'a@b.co',
      password: 'secret',
      confirmPassword: 'secret',
    });
    expect(screen.getByRole('alert').textContent).toContain('Name must be at least 2 characters');
    expect(onSignUp).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText(/Name/), 'na');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(onSignUp).toHaveBeenCalledWith({
      name: ' A na',
      email: 'a@b.co',
      password: 'secret',
      confirmPassword: 'secret',
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('tells the minimum password length before sign-up, and checks it', async () => {
    const { onSignUp } = setup({ defaultTab: 'signup', minPasswordLength: 8 });
    const form = screen.getByRole('form', { name: 'Sign Up' });
    const password = within(form).getByLabelText(/^Password/);
    expect(password.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(password.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe('At least 8 characters');
    expect(
      within(form)
        .getByLabelText(/Confirm/)
        .getAttribute('aria-describedby'),
    ).toBeNull();
    await signUp({ name: 'Ana', email: 'a@b.co', password: 'secret', confirmPassword: 'secret' });
    expect(screen.getByRole('alert').textContent).toContain('Password must be at least 8 characters');
    expect(onSignUp).not.toHaveBeenCalled();
  });

  it('disables every sign-in button with a title when not configured', () => {
    setup({ isConfigured: false, labels: { notConfigured: 'Configuration required' } });
    for (const name of ['Sign In', 'Continue with Google']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('title')).toBe('Configuration required');
    }
  });
});
