import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Terms of service (spec §2 /terms-of-service). */
export function TermsOfServicePage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('pages.termsOfService.title')}
      description={t('pages.termsOfService.description')}
    />
  );
}
