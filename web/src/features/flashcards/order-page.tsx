import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';
import { ComingSoonMode } from '@/features/flashcards/components/mode-switcher';

/** Order mode, also the buy-credits page (spec §2 /order). */
export function OrderPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder title={t('pages.order.title')} description={t('pages.order.description')}>
      <ComingSoonMode />
    </PagePlaceholder>
  );
}
