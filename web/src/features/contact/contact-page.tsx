import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Contact form and FAQ (spec §2 /contact). */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('pages.contact.title')}
      description={t('pages.contact.description')}
    />
  );
}
