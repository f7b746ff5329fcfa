import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useContentHistory } from '@/features/admin/content/content-api';
import { ContentFrame } from '@/features/admin/content/content-frame';
import { CuratedRecent, CuratedStoryHistory } from '@/features/admin/content/curated-history';
import { RecentSaves } from '@/features/admin/content/history-parts';
import { StoryHistory } from '@/features/admin/content/story-history';
import { VersionLine } from '@/features/admin/content/version-line';

/**
 * Content history (product §16 /content-history): the newest edits of every
 * story; for one story, its versions, each beside the one before, and
 * restoring one.
 */
export function ContentHistoryPage() {
  const { t } = useTranslation('authoring');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const language = params.get('language') ?? '';
  const slug = params.get('slug') ?? '';
  const curated = params.get('curated') ?? '';
  return (
    <ContentFrame title={tc('pages.contentHistory.title')} intro={t('history.intro')}>
      {curated ? (
        <CuratedStoryHistory id={curated} />
      ) : language && slug ? (
        <StoryHistory language={language} slug={slug} />
      ) : (
        <>
          <RecentEdits />
          <CuratedRecent />
        </>
      )}
    </ContentFrame>
  );
}

function RecentEdits() {
  const { t } = useTranslation('authoring');
  return (
    <RecentSaves
      title={t('history.recent')}
      none={t('history.none')}
      query={useContentHistory()}
      keyOf={(v) => `${v.language}/${v.slug}/${String(v.version)}`}
      line={(v) => <VersionLine v={v} link />}
    />
  );
}
