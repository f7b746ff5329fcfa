import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Content creation (spec §2 /create-content). */
export function CreateContentPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('pages.createContent.title')}
      description={t('pages.createContent.description')}
    />
  );
}
