import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { InlineSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { PasswordStrengthHint } from '@/features/auth/components/password-strength';

interface PasswordField {
  value: string;
  error: string | undefined;
  change: (value: string) => void;
}

interface NewPasswordFormProps {
  password: PasswordField;
  repeat: PasswordField;
  busy: boolean;
  submit: (event: SyntheticEvent) => Promise<void>;
}

/** The new password, typed twice, with a hint of how strong it is. */
export function NewPasswordForm({ password, repeat, busy, submit }: NewPasswordFormProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mt-2 text-sm text-ink-muted">{t('pages.resetPassword.description')}</p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-6 flex flex-col gap-4"
      >
        <TextField
          label={t('resetPassword.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          value={password.value}
          onChange={(event) => {
            password.change(event.target.value);
          }}
          disabled={busy}
          error={password.error}
          hint={<PasswordStrengthHint password={password.value} />}
        />
        <TextField
          label={t('resetPassword.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={repeat.value}
          onChange={(event) => {
            repeat.change(event.target.value);
          }}
          disabled={busy}
          error={repeat.error}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
          {busy ? <InlineSpinner /> : null}
          {busy ? t('auth.busy') : t('resetPassword.submit')}
        </Button>
      </form>
    </>
  );
}
