import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { InlineSpinner, Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useResetLinkWorks } from '@/features/auth/api/check-password-reset';
import { useConfirmPasswordReset } from '@/features/auth/api/confirm-password-reset';
import { PasswordStrengthHint } from '@/features/auth/components/password-strength';
import { usePasswordMessages } from '@/features/auth/hooks/use-password-problems';
import { ApiError } from '@/lib/api/client';
import { problemText } from '@/lib/api/problem-text';
import { useAuthDialog } from '@/lib/auth-dialog';
import { toastError, toastSuccess } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

type Outcome = 'form' | 'done' | 'invalid';

/** Target of the password reset link (product §3 /reset-password?token=…). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.resetPassword.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { openAuthDialog } = useAuthDialog();
  const confirm = useConfirmPasswordReset();
  const passwordMessages = usePasswordMessages();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [repeatError, setRepeatError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid');
  const busy = confirm.isPending;
  // A used or bogus link is said at once, not after a new password is typed.
  const works = useResetLinkWorks(outcome === 'form' ? token : '');
  const shown: Outcome | 'checking' =
    outcome === 'form' && works.data === false
      ? 'invalid'
      : outcome === 'form' && works.isPending
        ? 'checking'
        : outcome;

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const problems = password ? passwordMessages(password) : [t('resetPassword.required')];
    setPasswordError(problems.length > 0 ? problems.join('\n') : undefined);
    const mismatch = problems.length === 0 && password !== repeat;
    setRepeatError(mismatch ? t('resetPassword.mismatch') : undefined);
    if (problems.length > 0 || mismatch) return;
    try {
      await confirm.mutateAsync({ token, password });
      setOutcome('done');
      toastSuccess(t('resetPassword.successTitle'), t('resetPassword.successText'));
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        error.problem?.title === 'Invalid Link'
      ) {
        setOutcome('invalid');
        return;
      }
      const text = problemText(t, error, {
        title: t('messages.passwordResetErrorTitle'),
        description: t('resetPassword.errorFallback'),
      });
      toastError(text.title, text.description);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-brand/5 sm:p-8">
        <BrandMark className="size-10" />
        <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight">
          {t('pages.resetPassword.title')}
        </h1>

        {shown === 'checking' ? (
          <Spinner label={t('common.loading')} className="justify-start py-6" />
        ) : null}

        {shown === 'form' ? (
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
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordError(undefined);
                }}
                disabled={busy}
                error={passwordError}
                hint={<PasswordStrengthHint password={password} />}
              />
              <TextField
                label={t('resetPassword.confirmPassword')}
                type="password"
                autoComplete="new-password"
                value={repeat}
                onChange={(event) => {
                  setRepeat(event.target.value);
                  setRepeatError(undefined);
                }}
                disabled={busy}
                error={repeatError}
              />
              <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
                {busy ? <InlineSpinner /> : null}
                {busy ? t('auth.busy') : t('resetPassword.submit')}
              </Button>
            </form>
          </>
        ) : null}

        {shown === 'done' ? (
          <div role="status" className="mt-4">
            <p className="text-ink-muted">{t('resetPassword.successText')}</p>
            <Button
              size="lg"
              className="mt-6 w-full"
              onClick={() => {
                openAuthDialog({ tab: 'login' });
              }}
            >
              {t('resetPassword.logIn')}
            </Button>
          </div>
        ) : null}

        {shown === 'invalid' ? (
          <div role="alert" className="mt-4">
            <div className="rounded-2xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm">
              <p className="font-semibold text-danger">{t('messages.invalidLinkTitle')}</p>
              <p className="mt-1 text-ink">{t('messages.invalidLink')}</p>
            </div>
            <Button
              size="lg"
              className="mt-6 w-full"
              onClick={() => {
                openAuthDialog({ view: 'forgot' });
              }}
            >
              {t('resetPassword.requestNew')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
