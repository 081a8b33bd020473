import { type FormEvent, type ReactNode, useState } from 'react';
import { Banner } from '../Banner/Banner.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AuthModal.css.ts';
import { type SignUpValues, signUpMessages, validateSignUp } from './validation.ts';

export const authTabs = ['signin', 'signup', 'forgot'] as const;
export type AuthTab = (typeof authTabs)[number];

export interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab?: AuthTab;
  defaultTab?: AuthTab;
  onTabChange?: (tab: AuthTab) => void;
  onSignIn: (values: { email: string; password: string }) => Promise<void>;
  onSignUp: (values: SignUpValues) => Promise<void>;
  onResetPassword: (values: { email: string }) => Promise<void>;
  onContinueWithProvider: () => Promise<void>;
  /** False when sign-in cannot work (e.g. missing configuration): every sign-in button is disabled. */
  isConfigured?: boolean;
  /** Tooltip of the disabled buttons, and the banner's text, when not configured. */
  notConfiguredTitle?: string;
  notConfiguredMessage?: ReactNode;
  /** Error text from the caller (e.g. the provider's message), shown in the modal. */
  error?: ReactNode;
  labels?: Partial<typeof defaultLabels>;
}

const defaultLabels = {
  title: 'Welcome to Vuga',
  description: 'Sign in to save your progress.',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  reset: 'Reset Password',
  provider: 'Continue with Google',
  or: 'or',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  createAccount: 'Create Account',
  sendReset: 'Send Reset Email',
  resetSent: 'Check your email',
  resetSentText: 'If an account exists for {email}, a link to reset the password is on its way.',
  tryAgain: 'try again',
  didNotArrive: 'Did not get it?',
  backToSignIn: 'Back to Sign In',
  configurationRequired: 'Configuration Required',
  tabsLabel: 'Account',
};

const emptyForm = { name: '', email: '', password: '', confirmPassword: '' };

/**
 * Sign in, sign up and password reset in one modal. It knows nothing of the auth provider: it calls the given
 * async callbacks, shows the error text it is given (and its own sign-up checks), closes and clears on success,
 * and after a reset request shows a confirmation with 'try again' and 'Back to Sign In'.
 */
export function AuthModal({
  open,
  onOpenChange,
  tab,
  defaultTab = 'signin',
  onTabChange,
  onSignIn,
  onSignUp,
  onResetPassword,
  onContinueWithProvider,
  isConfigured = true,
  notConfiguredTitle = 'Authentication configuration required',
  notConfiguredMessage = 'Sign-in is not available because authentication is not configured.',
  error,
  labels,
}: AuthModalProps) {
  const text = { ...defaultLabels, ...labels };
  const [innerTab, setInnerTab] = useState<AuthTab>(defaultTab);
  const currentTab = tab ?? innerTab;
  const [form, setForm] = useState(emptyForm);
  const [localError, setLocalError] = useState<string | null>(null);
  const [pending, setPending] = useState<AuthTab | 'provider' | null>(null);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);

  const setTab = (next: AuthTab) => {
    setInnerTab(next);
    setLocalError(null);
    onTabChange?.(next);
  };
  const clear = () => {
    setForm(emptyForm);
    setLocalError(null);
    setResetSentTo(null);
  };
  const field = (name: keyof typeof emptyForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [name]: event.target.value })),
  });
  const disabledProps = isConfigured ? {} : { disabled: true, title: notConfiguredTitle };

  const run = async (which: AuthTab | 'provider', action: () => Promise<void>, after: () => void) => {
    setPending(which);
    try {
      await action();
      after();
    } catch {
      // The caller reports failures through `error`; the form keeps what was typed.
    } finally {
      setPending(null);
    }
  };
  const closeOnSuccess = () => {
    clear();
    onOpenChange(false);
  };
  const submit = (which: AuthTab) => (event: FormEvent) => {
    event.preventDefault();
    if (!isConfigured) return;
    if (which === 'signin')
      void run(which, () => onSignIn({ email: form.email, password: form.password }), closeOnSuccess);
    if (which === 'signup') {
      const problem = validateSignUp(form, signUpMessages);
      setLocalError(problem);
      if (!problem) void run(which, () => onSignUp(form), closeOnSuccess);
    }
    if (which === 'forgot') {
      const email = form.email;
      void run(
        which,
        () => onResetPassword({ email }),
        () => setResetSentTo(email),
      );
    }
  };

  const providerButton = (
    <>
      <div className={styles.divider}>{text.or}</div>
      <Button
        variant="secondary"
        isFullWidth
        isLoading={pending === 'provider'}
        onClick={() => void run('provider', onContinueWithProvider, closeOnSuccess)}
        {...disabledProps}
      >
        {text.provider}
      </Button>
    </>
  );

  const emailField = (
    <TextField
      label={text.email}
      type="email"
      name="email"
      autoComplete="email"
      required
      {...field('email')}
    />
  );
  const passwordField = (name: 'password' | 'confirmPassword', label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      required
      {...field(name)}
    />
  );
  const submitButton = (which: AuthTab, label: string) => (
    <Button type="submit" isFullWidth isLoading={pending === which} {...disabledProps}>
      {label}
    </Button>
  );

  const signInForm = (
    <form className={styles.form} onSubmit={submit('signin')} aria-label={text.signIn}>
      {emailField}
      {passwordField('password', text.password, 'current-password')}
      {submitButton('signin', text.signIn)}
      {providerButton}
    </form>
  );
  const signUpForm = (
    <form className={styles.form} onSubmit={submit('signup')} aria-label={text.signUp}>
      <TextField label={text.name} name="name" autoComplete="name" required {...field('name')} />
      {emailField}
      {passwordField('password', text.password, 'new-password')}
      {passwordField('confirmPassword', text.confirmPassword, 'new-password')}
      {submitButton('signup', text.createAccount)}
      {providerButton}
    </form>
  );
  const resetForm = resetSentTo ? (
    <div className={styles.confirmation} data-state="reset-sent">
      <Banner tone="success" title={text.resetSent}>
        {text.resetSentText.replace('{email}', resetSentTo)}
      </Banner>
      <p className={styles.confirmationText}>
        {text.didNotArrive}{' '}
        <Button variant="ghost" size="sm" onClick={() => setResetSentTo(null)}>
          {text.tryAgain}
        </Button>
      </p>
      <Button
        variant="secondary"
        onClick={() => {
          clear();
          setTab('signin');
        }}
      >
        {text.backToSignIn}
      </Button>
    </div>
  ) : (
    <form className={styles.form} onSubmit={submit('forgot')} aria-label={text.reset}>
      <TextField
        label={text.email}
        type="email"
        name="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <Button type="submit" isFullWidth isLoading={pending === 'forgot'} {...disabledProps}>
        {text.sendReset}
      </Button>
    </form>
  );

  const shownError = localError ?? error;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) clear();
        onOpenChange(next);
      }}
      title={text.title}
      description={text.description}
      size="sm"
    >
      <div data-component="AuthModal" data-state={currentTab} className={styles.root()}>
        {!isConfigured && (
          <Banner tone="warning" title={text.configurationRequired}>
            {notConfiguredMessage}
          </Banner>
        )}
        {shownError && <Banner tone="critical">{shownError}</Banner>}
        <Tabs
          label={text.tabsLabel}
          value={currentTab}
          onValueChange={(next) => setTab(next as AuthTab)}
          items={[
            { value: 'signin', label: text.signIn, content: signInForm },
            { value: 'signup', label: text.signUp, content: signUpForm },
            { value: 'forgot', label: text.reset, content: resetForm },
          ]}
        />
      </div>
    </Dialog>
  );
}
