import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useAdminStory, useStoryActions } from '@/features/admin/api/admin-stories';
import { ConfirmButton } from '@/features/admin/console/confirm-button';
import { Failure } from '@/features/admin/console/paging';
import { Card } from '@/components/ui/card';

/** One story read as its cards, with delete (the owner's own delete path). */
export function StoryDetail() {
  const { t } = useTranslation('admin');
  const id = useParams().id ?? '';
  const story = useAdminStory(id);
  const { remove } = useStoryActions();
  const navigate = useNavigate();

  return (
    <section aria-labelledby="story-title">
      <Link to="/admin/stories" className="text-sm font-medium text-brand hover:underline">
        {t('stories.back')}
      </Link>
      {story.isPending ? (
        <Spinner label={t('loading')} className="mt-6 justify-start" />
      ) : story.isError ? (
        <Failure error={story.error} />
      ) : (
        <>
          <h2 id="story-title" className="mt-2 font-display text-2xl font-semibold break-words">
            {story.data.story.title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {story.data.story.targetLanguage} → {story.data.story.nativeLanguage} ·{' '}
            {story.data.story.status}
          </p>
          <p className="mt-4 max-w-prose whitespace-pre-wrap">{story.data.story.content}</p>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <ConfirmButton
              label={t('stories.delete')}
              question={t('stories.deleteConfirm')}
              yes={t('stories.deleteYes')}
              busy={remove.isPending}
              onConfirm={() => {
                remove.mutate(id, { onSuccess: () => void navigate('/admin/stories') });
              }}
            />
          </div>
          {remove.error ? <Failure error={remove.error} /> : null}
          <h3 className="mt-8 font-display text-xl font-semibold">
            {t('stories.cardsTitle', { count: story.data.flashcards.length })}
          </h3>
          <Card asChild className="mt-3 divide-y divide-line">
            <ol>
              {story.data.flashcards.map((c) => (
                <li key={c.id} className="px-4 py-3">
                  <p className="font-medium break-words">{c.front}</p>
                  <p className="text-sm break-words text-ink-muted">{c.back}</p>
                </li>
              ))}
            </ol>
          </Card>
        </>
      )}
    </section>
  );
}
