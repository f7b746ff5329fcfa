import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Admin stories (spec §2 /create-content/stories). */
export function AdminStoriesPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('pages.adminStories.title')}
      description={t('pages.adminStories.description')}
    />
  );
}
