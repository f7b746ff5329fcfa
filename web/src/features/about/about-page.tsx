import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Marketing page: how it works, pricing, contact (spec §2 /about). */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder title={t('pages.about.title')} description={t('pages.about.description')} />
  );
}
