import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import type { AdminStory, useStoryActions } from '@/features/admin/api/admin-stories';
import { useDateFormat } from '@/features/admin/console/use-date-format';
import { Badge } from '@/features/admin/console/users-section';

type Actions = ReturnType<typeof useStoryActions>;

interface AdminStoryItemProps {
  story: AdminStory;
  publish: Actions['publish'];
  unpublish: Actions['unpublish'];
}

/** One story of the console's list: its title, owner, pair, cards and date; publish or unpublish it. */
export function AdminStoryItem({ story: s, publish, unpublish }: AdminStoryItemProps) {
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <Link
          to={`/admin/stories/${encodeURIComponent(s.id)}`}
          className="font-medium break-words text-brand hover:underline"
        >
          {s.title}
        </Link>
        <p className="text-sm break-all text-ink-muted">
          {s.ownerEmail || t('stories.guest')} · {s.targetLanguage} → {s.nativeLanguage} ·{' '}
          {t('stories.cards', { count: s.cards })} ·{' '}
          <time dateTime={s.createdAt}>{format.format(new Date(s.createdAt))}</time>
        </p>
      </div>
      <div className="flex items-center gap-2">
        {s.public ? <Badge>{t('stories.public')}</Badge> : null}
        {s.public ? (
          <Button
            variant="secondary"
            disabled={unpublish.isPending}
            onClick={() => {
              unpublish.mutate(s.id);
            }}
          >
            {t('stories.unpublish')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={publish.isPending || s.status !== 'completed'}
            onClick={() => {
              publish.mutate(s.id);
            }}
          >
            {t('stories.publish')}
          </Button>
        )}
      </div>
    </li>
  );
}
