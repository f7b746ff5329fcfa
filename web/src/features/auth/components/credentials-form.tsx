import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { StayLoggedIn } from '@/features/auth/components/stay-logged-in';
import { PasswordStrengthHint } from '@/features/auth/components/password-strength';
import { TextField } from '@/components/ui/text-field';

interface CredentialsFormProps {
  mode: 'login' | 'register';
  emailField: ReactNode;
  submitButton: ReactNode;
  passwordRef: Ref<HTMLInputElement>;
  password: string;
  passwordError: string | undefined;
  stayLoggedIn: boolean;
  busy: boolean;
  onPassword: (password: string) => void;
  onStayLoggedIn: (stay: boolean) => void;
  onForgot: () => void;
  onSubmit: () => void;
}

/** One tab's form: address, password (with the sign-up's strength hint), 'Stay logged in'. */
export function CredentialsForm({
  mode,
  emailField,
  submitButton,
  passwordRef,
  password,
  passwordError,
  stayLoggedIn,
  busy,
  onPassword,
  onStayLoggedIn,
  onForgot,
  onSubmit,
}: CredentialsFormProps) {
  const { t } = useTranslation();
  const forgot = (
    <button
      type="button"
      className="rounded text-xs font-semibold text-brand hover:underline disabled:opacity-50"
      disabled={busy}
      onClick={onForgot}
    >
      {t('auth.forgotLink')}
    </button>
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      {emailField}
      <TextField
        ref={passwordRef}
        label={t('auth.fields.password')}
        type="password"
        name={mode === 'login' ? 'password' : 'new-password'}
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        value={password}
        onChange={(event) => {
          onPassword(event.target.value);
        }}
        disabled={busy}
        {...(mode === 'login'
          ? { labelAside: forgot }
          : { error: passwordError, hint: <PasswordStrengthHint password={password} /> })}
      />
      <StayLoggedIn checked={stayLoggedIn} disabled={busy} onChange={onStayLoggedIn} />
      {submitButton}
    </form>
  );
}
