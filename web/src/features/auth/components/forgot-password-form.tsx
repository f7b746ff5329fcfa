import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface ForgotPasswordFormProps {
  emailField: ReactNode;
  submitButton: ReactNode;
  busy: boolean;
  onSubmit: () => void;
  onBack: () => void;
}

/** The dialog's 'Forgot Password?' view (product §4): an address, a link by mail. */
export function ForgotPasswordForm({
  emailField,
  submitButton,
  busy,
  onSubmit,
  onBack,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      className="flex flex-col"
    >
      <BrandMark className="size-10" />
      <DialogTitle className="mt-4">{t('auth.forgot.title')}</DialogTitle>
      <DialogDescription>{t('auth.forgot.text')}</DialogDescription>
      <div className="mt-6 flex flex-col gap-4">
        {emailField}
        {submitButton}
        <Button variant="ghost" disabled={busy} onClick={onBack}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M19 12H5M11 6l-6 6 6 6" />
          </svg>
          {t('auth.forgot.back')}
        </Button>
      </div>
    </form>
  );
}
