import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Flashcard review (spec §2 /flashcards). */
export function ReviewPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('pages.flashcards.title')}
      description={t('pages.flashcards.description')}
    />
  );
}
