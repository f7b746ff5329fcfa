import { useTranslation } from 'react-i18next';

import { LegalPage } from '@/features/legal/legal-page';
import { CookieList, StorageList } from '@/features/legal/privacy-lists';
import { privacySections } from '@/features/legal/sections';

/** What this software stores and why (product §14 /privacy-policy). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      doc="privacy"
      sections={privacySections}
      path="/privacy-policy"
      pageTitle={t('pages.privacyPolicy.title')}
      after={{ cookies: <CookieList />, browser: <StorageList /> }}
    />
  );
}
