import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Map (spec §2 /map). */
export function MapPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.map.title')} description={t('pages.map.description')} />;
}
