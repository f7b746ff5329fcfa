import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Admin area (spec §2 /admin). */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder title={t('pages.admin.title')} description={t('pages.admin.description')} />
  );
}
