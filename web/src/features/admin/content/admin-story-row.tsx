import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/features/admin/console/use-date-format';
import { Badge } from '@/features/admin/console/users-section';
import type { ContentVersion } from '@/features/admin/content/content-api';
import { useStoryLabels } from '@/features/admin/content/story-labels';

/** One quick story of the admin list: its facts, and the ways to edit, trace, retire or bring it back. */
export function AdminStoryRow({
  story: s,
  busy,
  onRetire,
  onBringBack,
}: {
  story: ContentVersion;
  busy: boolean;
  onRetire: () => void;
  onBringBack: () => void;
}) {
  const { t } = useTranslation('authoring');
  const labels = useStoryLabels();
  const format = useDateFormat();
  const key = `language=${s.language}&slug=${s.slug}`;
  return (
    <li className="flex flex-col gap-2 px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words">{s.title}</span>
        {s.retired ? <Badge tone="danger">{t('list.retired')}</Badge> : null}
      </div>
      <p className="text-sm break-words text-ink-muted">
        {labels.languageName(s.language)} · {labels.scenario(s.slug)} · {s.level} ·{' '}
        {labels.versionName(s.version)}
        {s.createdAt ? (
          <>
            {' · '}
            {s.authorEmail} ·{' '}
            <time dateTime={s.createdAt}>{format.format(new Date(s.createdAt))}</time>
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <Link
            to={`/create-content?${key}`}
            aria-label={t('list.editStory', {
              title: s.title,
              language: labels.languageName(s.language),
            })}
          >
            {t('list.edit')}
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link
            to={`/content-history?${key}`}
            aria-label={t('list.historyOf', {
              title: s.title,
              language: labels.languageName(s.language),
            })}
          >
            {t('list.history')}
          </Link>
        </Button>
        {s.retired ? (
          <Button variant="secondary" disabled={busy} onClick={onBringBack}>
            {t('list.bringBack')}
          </Button>
        ) : (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={onRetire}
            aria-label={t('list.retireStory', {
              title: s.title,
              language: labels.languageName(s.language),
            })}
          >
            {t('list.retire')}
          </Button>
        )}
      </div>
    </li>
  );
}
