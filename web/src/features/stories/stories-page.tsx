import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PagePlaceholder } from '@/components/page-placeholder';
import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useMe } from '@/lib/session/me';

/**
 * My Stories (spec §2 /stories). Accepts ?publicShare={id}&autoAccept=true,
 * the redirect target after signing in from a public share link.
 */
export function StoriesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const me = useMe();
  const { openAuthDialog } = useAuthDialog();
  const publicShare = params.get('publicShare');
  const autoAccept = params.get('autoAccept') === 'true';
  const signedIn = me.data?.mode === 'user';
  return (
    <PagePlaceholder title={t('pages.stories.title')} description={t('pages.stories.description')}>
      {publicShare && autoAccept ? (
        <p className="mt-6 rounded-xl border border-line bg-brand-soft px-4 py-3 text-sm">
          {t('pages.stories.sharedNotice', { id: publicShare })}
        </p>
      ) : null}
      {publicShare && me.data && !signedIn ? (
        <Button
          className="mt-4"
          onClick={() => {
            openAuthDialog({ shareId: publicShare });
          }}
        >
          {t('pages.stories.loginForShare')}
        </Button>
      ) : null}
    </PagePlaceholder>
  );
}
