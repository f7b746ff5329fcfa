import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { PagePlaceholder } from '@/components/page-placeholder';

/** A publicly shared story (spec §2 /shared/{publicShareId}). */
export function SharedStoryPage() {
  const { t } = useTranslation();
  const { publicShareId = '' } = useParams();
  return (
    <PagePlaceholder
      title={t('pages.sharedStory.title')}
      description={t('pages.sharedStory.description')}
    >
      <p className="mt-6 font-mono text-sm break-all text-ink-muted">
        {t('pages.sharedStory.shareId', { id: publicShareId })}
      </p>
    </PagePlaceholder>
  );
}
