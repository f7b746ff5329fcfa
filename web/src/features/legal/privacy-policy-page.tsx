import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Privacy policy (spec §2 /privacy-policy). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('pages.privacyPolicy.title')}
      description={t('pages.privacyPolicy.description')}
    />
  );
}
