import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { PagePlaceholder } from '@/components/page-placeholder';
import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useMe } from '@/lib/session/me';

/** A publicly shared story (spec §2 /shared/{publicShareId}). */
export function SharedStoryPage() {
  const { t } = useTranslation();
  const { publicShareId = '' } = useParams();
  const me = useMe();
  const { openAuthDialog } = useAuthDialog();
  return (
    <PagePlaceholder
      title={t('pages.sharedStory.title')}
      description={t('pages.sharedStory.description')}
    >
      <p className="mt-6 font-mono text-sm break-all text-ink-muted">
        {t('pages.sharedStory.shareId', { id: publicShareId })}
      </p>
      {me.data && me.data.mode !== 'user' ? (
        <Button
          className="mt-6"
          onClick={() => {
            openAuthDialog({ shareId: publicShareId });
          }}
        >
          {t('pages.sharedStory.loginToSave')}
        </Button>
      ) : null}
    </PagePlaceholder>
  );
}
