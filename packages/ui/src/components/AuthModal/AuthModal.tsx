import { type FormEvent, type ReactNode, useState } from 'react';
import { Banner } from '../Banner/Banner.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import * as styles from './AuthModal.css.ts';
import {
  type AuthAction,
  AuthModalContext,
  type AuthModalState,
  type AuthTab,
  emptyAuthForm,
} from './context.ts';
import { type AuthModalLabels, authModalLabels } from './labels.ts';
import { ResetPasswordForm, SignInForm, SignUpForm } from './parts.tsx';
import { type SignUpValues, validateSignUp } from './validation.ts';

export interface AuthModalProps {
  /** Whether the modal is open (controlled). */
  open: boolean;
  /** Called with `false` when the learner closes it (Escape, the close button, outside click). */
  onOpenChange: (open: boolean) => void;
  /** The modal's heading: the app's welcome (e.g. "Welcome to Vuga"). */
  title: ReactNode;
  /** A line under the heading, e.g. why to sign in. */
  description?: ReactNode;
  /** The shown form when the caller controls it: `signin`, `signup` or `forgot`. */
  tab?: AuthTab;
  /** The form shown first when uncontrolled; `signin` by default. */
  defaultTab?: AuthTab;
  /** Called with the form the learner switches to. */
  onTabChange?: (tab: AuthTab) => void;
  /** Signs in with the email and password; a rejected promise's message is shown in the modal. */
  onSignIn: (values: { email: string; password: string }) => Promise<void>;
  /** Creates an account with the sign-up form's values; a rejected promise's message is shown. */
  onSignUp: (values: SignUpValues) => Promise<void>;
  /** Sends a password-reset email; a rejected promise's message is shown. */
  onResetPassword: (values: { email: string }) => Promise<void>;
  /** An identity provider's button ("Continue with …") under the sign-in and sign-up forms; none when absent. */
  provider?: { label: string; onContinue: () => Promise<void> };
  /** False when sign-in cannot work (e.g. missing configuration): every sign-in button is disabled. */
  isConfigured?: boolean;
  /** The banner's content when `isConfigured` is false (richer than words, e.g. with a link); `labels.notConfiguredMessage` by default. */
  notConfiguredMessage?: ReactNode;
  /** Error text from the caller (e.g. the provider's message), shown in the modal. */
  error?: ReactNode;
  /** The words of the modal's own controls (generic English by default). */
  labels?: Partial<AuthModalLabels>;
  /** The shortest password the provider accepts, shown under a new password and checked before sign-up. */
  minPasswordLength?: number;
}

/**
 * Sign in, sign up and password reset in one modal. It knows nothing of the auth provider: it calls the given
 * async callbacks, shows the error text it is given (and its own sign-up checks), closes and clears on success,
 * and after a reset request shows a confirmation with 'try again' and 'Back to Sign In'. This holds the state;
 * the forms and their fields are parts (parts.tsx) that share it through context (context.ts).
 */
export function AuthModal({
  open,
  onOpenChange,
  title,
  description,
  tab,
  defaultTab = 'signin',
  onTabChange,
  onSignIn,
  onSignUp,
  onResetPassword,
  provider,
  isConfigured = true,
  notConfiguredMessage,
  error,
  labels,
  minPasswordLength = 6,
}: AuthModalProps) {
  const text = { ...authModalLabels, ...labels };
  const [innerTab, setInnerTab] = useState<AuthTab>(defaultTab);
  const currentTab = tab ?? innerTab;
  const [form, setForm] = useState(emptyAuthForm);
  const [localError, setLocalError] = useState<string | null>(null);
  const [pending, setPending] = useState<AuthAction | null>(null);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);

  const setTab = (next: AuthTab) => {
    setInnerTab(next);
    setLocalError(null);
    onTabChange?.(next);
  };
  const clear = () => {
    setForm(emptyAuthForm);
    setLocalError(null);
    setResetSentTo(null);
  };
  const run = async (which: AuthAction, action: () => Promise<void>, after: () => void) => {
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
      const problem = validateSignUp(form, text, 2, minPasswordLength);
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

  const state: AuthModalState = {
    text,
    minPasswordLength,
    form,
    setField: (name, value) => setForm((f) => ({ ...f, [name]: value })),
    pending,
    disabledProps: isConfigured ? {} : { disabled: true, title: text.notConfigured },
    submit,
    ...(provider && {
      continueWithProvider: {
        label: provider.label,
        onClick: () => void run('provider', provider.onContinue, closeOnSuccess),
      },
    }),
    resetSentTo,
    retryReset: () => setResetSentTo(null),
    backToSignIn: () => {
      clear();
      setTab('signin');
    },
  };

  const shownError = localError ?? error;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) clear();
        onOpenChange(next);
      }}
      title={title}
      description={description}
      labels={{ close: text.close }}
      size="sm"
    >
      <AuthModalContext.Provider value={state}>
        <div data-component="AuthModal" data-state={currentTab} className={styles.root()}>
          {!isConfigured && (
            <Banner tone="warning" title={text.configurationRequired}>
              {notConfiguredMessage ?? text.notConfiguredMessage}
            </Banner>
          )}
          {shownError && <Banner tone="critical">{shownError}</Banner>}
          <Tabs
            label={text.tabsLabel}
            value={currentTab}
            onValueChange={(next) => setTab(next as AuthTab)}
            items={[
              { value: 'signin', label: text.signIn, content: <SignInForm /> },
              { value: 'signup', label: text.signUp, content: <SignUpForm /> },
              { value: 'forgot', label: text.reset, content: <ResetPasswordForm /> },
            ]}
          />
        </div>
      </AuthModalContext.Provider>
    </Dialog>
  );
}

export { type AuthTab, authTabs } from './context.ts';
