import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Target of the password reset link (spec §2 /reset-password). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('pages.resetPassword.title')}
      description={t('pages.resetPassword.description')}
    />
  );
}
