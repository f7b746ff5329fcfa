import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { exportHref } from '@/features/stories/api/stories-api';
import { useLanguageName } from '@/lib/use-language-name';
import { cn } from '@/lib/cn';
import type { Story } from '@/lib/api/lesson-types';

const modes = [
  ['review', '/flashcards'],
  ['test', '/test'],
  ['missing', '/missing'],
  ['order', '/order'],
  ['slideshow', '/slideshow'],
] as const;

export interface StoryRowData {
  story: Story;
  /** Kept only in this browser (a guest's lesson whose session is gone). */
  local: boolean;
  cards: number;
  due?: { due: number; new: number } | undefined;
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
  onDelete,
  onShare,
  onCorrect,
  highlight,
}: StoryRowProps) {
  const { t, i18n } = useTranslation('stories');
  const { t: ts } = useTranslation('study');
  const name = useLanguageName();
  const ready = story.status === 'completed';
  const query = `?story=${encodeURIComponent(story.id)}`;
  const titleId = `story-${story.id}`;
  const date = new Date(story.createdAt);
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5',
        highlight && 'border-brand ring-2 ring-brand/30',
      )}
    >
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
      {ready || local ? (
        <nav aria-label={t('studyIn', { title: story.title })} className="mt-3">
          <ul className="flex flex-wrap gap-1.5">
            {modes.map(([mode, path]) => (
              <li key={mode}>
                <Link
                  to={`${path}${query}`}
                  className="inline-flex h-9 items-center rounded-lg bg-surface-muted px-3 text-sm font-medium hover:bg-brand-soft hover:text-brand"
                >
                  {ts(`modes.${mode}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">
        {ready && !local ? (
          <>
            <Button variant="secondary" className="h-9" onClick={onShare}>
              {t('share.button')}
            </Button>
            <Button variant="secondary" className="h-9" onClick={onCorrect}>
              {t('correct.button')}
            </Button>
            <Button variant="secondary" className="h-9" asChild>
              <a href={exportHref('apkg', story.id)} download>
                {t('export.anki')}
              </a>
            </Button>
            <Button variant="secondary" className="h-9" asChild>
              <a href={exportHref('csv', story.id)} download>
                {t('export.csv')}
              </a>
            </Button>
          </>
        ) : null}
        <Button
          variant="ghost"
          className="h-9 text-danger! hover:bg-danger-soft"
          onClick={onDelete}
        >
          {t('delete.button')}
        </Button>
      </div>
    </li>
  );
}
