import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';
import { ComingSoonMode } from '@/features/flashcards/components/mode-switcher';

/** Slideshow mode (spec §2 /slideshow). */
export function SlideshowPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('pages.slideshow.title')}
      description={t('pages.slideshow.description')}
    >
      <ComingSoonMode />
    </PagePlaceholder>
  );
}
