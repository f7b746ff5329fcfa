import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';
import { ComingSoonMode } from '@/features/flashcards/components/mode-switcher';

/** Fill-in-the-missing-word mode (spec §2 /missing). */
export function MissingPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder title={t('pages.missing.title')} description={t('pages.missing.description')}>
      <ComingSoonMode />
    </PagePlaceholder>
  );
}
