// The sign-in modal's parts: the fields and buttons each form is built from, and the three forms. Each reads the
// modal's shared state (context.ts), so a field is written once and used wherever it is needed.
import { Banner } from '../Banner/Banner.tsx';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AuthModal.css.ts';
import { type AuthFormField, type AuthTab, useAuthModal } from './context.ts';

function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
}: {
  name: AuthFormField;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: string;
}) {
  const { form, setField } = useAuthModal();
  return (
    <TextField
      label={label}
      hint={hint}
      type={type}
      name={name}
      autoComplete={autoComplete}
      required
      value={form[name]}
      onChange={(event) => setField(name, event.target.value)}
    />
  );
}

export function EmailField() {
  const { text } = useAuthModal();
  return <Field name="email" label={text.email} type="email" autoComplete="email" />;
}

export function PasswordField({
  isNew = false,
  isConfirmation = false,
}: {
  isNew?: boolean;
  isConfirmation?: boolean;
}) {
  const { text, minPasswordLength } = useAuthModal();
  const hint =
    isNew && !isConfirmation && minPasswordLength > 0
      ? text.passwordHint.replace('{min}', String(minPasswordLength))
      : undefined;
  return (
    <Field
      name={isConfirmation ? 'confirmPassword' : 'password'}
      hint={hint}
      label={isConfirmation ? text.confirmPassword : text.password}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
    />
  );
}

export function SubmitButton({ action, label }: { action: AuthTab; label: string }) {
  const { pending, disabledProps } = useAuthModal();
  return (
    <Button type="submit" isFullWidth isLoading={pending === action} {...disabledProps}>
      {label}
    </Button>
  );
}

/** 'or' and the identity provider's button, when the app gives one. */
export function ProviderButton() {
  const { text, pending, disabledProps, continueWithProvider } = useAuthModal();
  if (!continueWithProvider) return null;
  return (
    <>
      <div className={styles.divider}>{text.or}</div>
      <Button
        variant="secondary"
        isFullWidth
        isLoading={pending === 'provider'}
        onClick={continueWithProvider.onClick}
        {...disabledProps}
      >
        {continueWithProvider.label}
      </Button>
    </>
  );
}

export function SignInForm() {
  const { text, submit } = useAuthModal();
  return (
    <form className={styles.form} onSubmit={submit('signin')} aria-label={text.signIn}>
      <EmailField />
      <PasswordField />
      <SubmitButton action="signin" label={text.signIn} />
      <ProviderButton />
    </form>
  );
}

export function SignUpForm() {
  const { text, submit } = useAuthModal();
  return (
    <form className={styles.form} onSubmit={submit('signup')} aria-label={text.signUp}>
      <Field name="name" label={text.name} autoComplete="name" />
      <EmailField />
      <PasswordField isNew />
      <PasswordField isNew isConfirmation />
      <SubmitButton action="signup" label={text.createAccount} />
      <ProviderButton />
    </form>
  );
}

/** The reset request, then (once sent) its confirmation with 'try again' and 'Back to Sign In'. */
export function ResetPasswordForm() {
  const { text, submit, resetSentTo, retryReset, backToSignIn } = useAuthModal();
  if (resetSentTo) {
    return (
      <div className={styles.confirmation} data-state="reset-sent">
        <Banner tone="success" title={text.resetSent}>
          {text.resetSentText.replace('{email}', resetSentTo)}
        </Banner>
        <p className={styles.confirmationText}>
          {text.didNotArrive}{' '}
          <Button variant="ghost" size="sm" onClick={retryReset}>
            {text.tryAgain}
          </Button>
        </p>
        <Button variant="secondary" onClick={backToSignIn}>
          {text.backToSignIn}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit('forgot')} aria-label={text.reset}>
      <EmailField />
      <SubmitButton action="forgot" label={text.sendReset} />
    </form>
  );
}
