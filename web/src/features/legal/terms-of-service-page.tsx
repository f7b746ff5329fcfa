import { useTranslation } from 'react-i18next';

import { LegalPage } from '@/features/legal/legal-page';
import { termsSections } from '@/features/legal/sections';

/** The rules of using this site (product §14 /terms-of-service). */
export function TermsOfServicePage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      doc="terms"
      sections={termsSections}
      path="/terms-of-service"
      pageTitle={t('pages.termsOfService.title')}
    />
  );
}
