import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { BrandMark } from '@/components/brand-mark';
import { Spinner } from '@/components/ui/spinner';
import { NewPasswordForm } from '@/features/auth/reset-password/new-password-form';
import { ResetOutcome } from '@/features/auth/reset-password/reset-outcome';
import { useResetPassword } from '@/features/auth/reset-password/use-reset-password';
import { usePageTitle } from '@/lib/use-page-title';

/** Target of the password reset link (product §3 /reset-password?token=…). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.resetPassword.title'));
  const [params] = useSearchParams();
  const { shown, busy, submit, password, repeat } = useResetPassword(params.get('token') ?? '');

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-brand/5 sm:p-8">
        <BrandMark className="size-10" />
        <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight">
          {t('pages.resetPassword.title')}
        </h1>
        {shown === 'checking' ? (
          <Spinner label={t('common.loading')} className="justify-start py-6" />
        ) : shown === 'form' ? (
          <NewPasswordForm password={password} repeat={repeat} busy={busy} submit={submit} />
        ) : (
          <ResetOutcome outcome={shown} />
        )}
      </div>
    </div>
  );
}
