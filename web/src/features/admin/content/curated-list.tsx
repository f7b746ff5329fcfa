import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { Failure } from '@/features/admin/console/paging';
import { useCuratedStories, type CuratedVersion } from '@/features/admin/content/curated-api';
import { useStoryLabels } from '@/features/admin/content/story-labels';

/** Every curated story, each to edit or to trace through its versions. */
export function CuratedList({ onEdit }: { onEdit: (story: CuratedVersion) => void }) {
  const { t } = useTranslation('authoring');
  const labels = useStoryLabels();
  const stories = useCuratedStories();
  return (
    <section aria-labelledby="curated-list-title">
      <h3 id="curated-list-title" className="font-display text-xl font-semibold">
        {t('curated.list')}
      </h3>
      {stories.isPending ? (
        <Spinner label={t('loading')} className="mt-4 justify-start" />
      ) : stories.isError ? (
        <Failure error={stories.error} />
      ) : stories.data.stories.length === 0 ? (
        <EmptyState className="mt-4">{t('curated.none')}</EmptyState>
      ) : (
        <Card asChild className="mt-4 divide-y divide-line">
          <ul>
            {stories.data.stories.map((v) => (
              <li key={v.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words">{v.title}</span>
                  <span className="block text-sm text-ink-muted">
                    {labels.languageName(v.targetLanguage)} →{' '}
                    {labels.languageName(v.nativeLanguage)} · {labels.versionName(v.version)}
                  </span>
                </span>
                <span className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={t('curated.editStory', { title: v.title })}
                    onClick={() => {
                      onEdit(v);
                    }}
                  >
                    {t('list.edit')}
                  </Button>
                  <Button asChild variant="ghost">
                    <Link
                      to={`/content-history?curated=${v.id}`}
                      aria-label={t('curated.historyOf', { title: v.title })}
                    >
                      {t('list.history')}
                    </Link>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
