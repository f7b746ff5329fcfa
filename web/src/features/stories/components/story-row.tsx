import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Card } from '@/components/ui/card';
import { StoryActions } from '@/features/stories/components/story-actions';
import { StudyModeLinks } from '@/features/stories/components/study-mode-links';
import { useLanguageName } from '@/lib/use-language-name';
import { cn } from '@/lib/cn';
import type { Story } from '@/lib/api/lesson-types';

export interface StoryRowData {
  story: Story;
  /** Kept only in this browser (a guest's lesson whose session is gone). */
  local: boolean;
  cards: number;
  due?: { due: number; new: number } | undefined;
  /** The share of its words the learner knows (a finished lesson on the server). */
  known?: { percent: number; words: number; new: number } | undefined;
}

interface StoryRowProps extends StoryRowData {
  onDelete: () => void;
  onShare: () => void;
  onCorrect: () => void;
  /** The story just added from a share link. */
  highlight?: boolean;
}

const statusClass: Record<string, string> = {
  queued: 'bg-surface-muted text-ink-muted',
  processing: 'bg-accent-soft text-accent',
  completed: 'bg-brand-soft text-brand',
  failed: 'bg-danger-soft text-danger',
};

/** One lesson of My Stories: what it is, what is due, and what can be done with it. */
export function StoryRow({
  story,
  local,
  cards,
  due,
  known,
  onDelete,
  onShare,
  onCorrect,
  highlight,
}: StoryRowProps) {
  const { t, i18n } = useTranslation('stories');
  const name = useLanguageName();
  const ready = story.status === 'completed';
  const query = `?story=${encodeURIComponent(story.id)}`;
  const titleId = `story-${story.id}`;
  const date = new Date(story.createdAt);
  return (
    <Card asChild className={cn('p-4 sm:p-5', highlight && 'border-brand ring-2 ring-brand/30')}>
      <li aria-labelledby={titleId}>
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="min-w-0 text-base font-semibold break-words">
            {ready || local ? (
              <Link to={`/flashcards${query}`} className="hover:underline">
                {story.title}
              </Link>
            ) : (
              story.title
            )}
          </h2>
          <span
            className={cn(
              'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
              statusClass[story.status],
            )}
          >
            {t(`status.${story.status}`)}
          </span>
        </div>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span>
            {t('pair', { target: name(story.targetLanguage), native: name(story.nativeLanguage) })}
          </span>
          <span>
            <time dateTime={story.createdAt}>
              {Number.isNaN(date.getTime())
                ? ''
                : date.toLocaleDateString(i18n.language, { dateStyle: 'medium' })}
            </time>
          </span>
          <span>{t('cards', { count: cards })}</span>
          {known && known.words > 0 ? (
            <span data-testid="story-known">
              {t('known', { percent: known.percent, count: known.new })}
            </span>
          ) : null}
          {local ? <span>{t('localOnly')}</span> : null}
        </p>
        {story.status === 'failed' ? (
          <p className="mt-2 text-sm text-danger">
            {story.creditsRefunded > 0
              ? t('failedRefund', { credits: story.creditsRefunded })
              : t('failed')}
          </p>
        ) : null}
        {due && ready ? (
          <p className="mt-2 text-sm" data-testid="story-due">
            {t('due', { due: due.due, new: due.new })}
          </p>
        ) : null}
        {ready || local ? <StudyModeLinks story={story} /> : null}
        <StoryActions
          storyId={story.id}
          shareable={ready && !local}
          onDelete={onDelete}
          onShare={onShare}
          onCorrect={onCorrect}
        />
      </li>
    </Card>
  );
}
