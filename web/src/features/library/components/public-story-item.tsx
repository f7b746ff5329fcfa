import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { BackBadge } from '@/components/back-badge';
import { KnownBadge } from '@/components/known-badge';
import { Button } from '@/components/ui/button';
import { useAddPublicStory } from '@/features/library/api/add-public-story';
import type { PublicStory } from '@/features/library/api/list-public-stories';
import { PublicStoryPreview } from '@/features/library/components/public-story-preview';
import { problemText } from '@/lib/api/problem-text';
import { toastError, toastSuccess } from '@/lib/toast';
import { Card } from '@/components/ui/card';

interface PublicStoryItemProps {
  story: PublicStory;
  languageName: (code: string) => string;
}

/** One curated story: its title, pair, size and back, Preview, and "Add to my stories" (or Study once added). */
export function PublicStoryItem({ story, languageName }: PublicStoryItemProps) {
  const { t } = useTranslation('builtin');
  const titleId = `public-story-${story.id}`;

  return (
    <Card
      asChild
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <li aria-labelledby={titleId}>
        <div className="min-w-0">
          <h2
            id={titleId}
            lang={story.targetLanguage}
            className="text-lg font-semibold break-words"
          >
            {story.title}
          </h2>
          {story.titleNative ? (
            <p lang={story.nativeLanguage} className="mt-0.5 text-sm break-words text-ink-muted">
              {story.titleNative}
            </p>
          ) : null}
          <p className="mt-2 text-xs font-medium text-ink-muted">
            {t('library.pair', {
              target: languageName(story.targetLanguage),
              native: languageName(story.nativeLanguage),
            })}
            {' · '}
            {t('library.cards', { count: story.cards })}
          </p>
          <BackBadge back={story.back} className="mt-1 block" />
          <KnownBadge known={story.known} className="mt-0.5 block" />
        </div>
        <div className="flex shrink-0 flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          {story.myStoryId ? null : (
            <PublicStoryPreview story={story} action={<AddOrStudy story={story} />} />
          )}
          <AddOrStudy story={story} />
        </div>
      </li>
    </Card>
  );
}

/** "Add to my stories", or Study once added. */
function AddOrStudy({ story }: { story: PublicStory }) {
  const { t } = useTranslation('builtin');
  const { t: tCommon } = useTranslation();
  const add = useAddPublicStory();
  if (story.myStoryId) {
    return (
      <>
        <span className="text-sm text-ink-muted">{t('library.inYourStories')}</span>
        <Button asChild>
          <Link to={`/flashcards?story=${encodeURIComponent(story.myStoryId)}`}>
            {t('library.study')}
          </Link>
        </Button>
      </>
    );
  }
  return (
    <Button
      className="w-full sm:w-auto"
      disabled={add.isPending}
      aria-busy={add.isPending}
      onClick={() => {
        add.mutate(story.id, {
          onSuccess: () => {
            toastSuccess(t('library.addedTitle'), t('library.addedText', { title: story.title }));
          },
          onError: (error) => {
            const text = problemText(tCommon, error, {
              title: t('library.addErrorTitle'),
              description: t('library.addErrorText'),
            });
            toastError(text.title, text.description);
          },
        });
      }}
    >
      {add.isPending ? t('library.adding') : t('library.add')}
    </Button>
  );
}
