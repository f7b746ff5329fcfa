import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Flashcard test mode (spec §2 /test). */
export function TestPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder title={t('pages.test.title')} description={t('pages.test.description')} />
  );
}
