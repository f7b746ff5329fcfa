import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';
import { ComingSoonMode } from '@/features/flashcards/components/mode-switcher';

/** Random mode (spec §2 /random). */
export function RandomPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder title={t('pages.random.title')} description={t('pages.random.description')}>
      <ComingSoonMode />
    </PagePlaceholder>
  );
}
