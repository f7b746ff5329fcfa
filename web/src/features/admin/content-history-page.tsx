import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Content history (spec §2 /content-history). */
export function ContentHistoryPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('pages.contentHistory.title')}
      description={t('pages.contentHistory.description')}
    />
  );
}
