import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PagePlaceholder } from '@/components/page-placeholder';

/**
 * My Stories (spec §2 /stories). Accepts ?publicShare={id}&autoAccept=true,
 * the redirect target after signing in from a public share link.
 */
export function StoriesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const publicShare = params.get('publicShare');
  const autoAccept = params.get('autoAccept') === 'true';
  return (
    <PagePlaceholder title={t('pages.stories.title')} description={t('pages.stories.description')}>
      {publicShare && autoAccept ? (
        <p className="mt-6 rounded-xl border border-line bg-brand-soft px-4 py-3 text-sm">
          {t('pages.stories.sharedNotice', { id: publicShare })}
        </p>
      ) : null}
    </PagePlaceholder>
  );
}
