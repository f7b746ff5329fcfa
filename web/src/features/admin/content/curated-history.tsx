import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { Failure } from '@/features/admin/console/paging';
import { useDateFormat } from '@/features/admin/console/use-date-format';
import {
  useCuratedHistory,
  useCuratedVersions,
  type CuratedVersion,
} from '@/features/admin/content/curated-api';
import { HistoryHeading, RecentSaves } from '@/features/admin/content/history-parts';
import { useStoryLabels } from '@/features/admin/content/story-labels';
import { Card } from '@/components/ui/card';

/** The latest saves of curated stories, each linking to its versions. */
export function CuratedRecent() {
  const { t } = useTranslation('authoring');
  return (
    <RecentSaves
      title={t('curated.recent')}
      none={t('curated.noneSaved')}
      query={useCuratedHistory()}
      keyOf={(v) => `${v.id}/${String(v.version)}`}
      line={(v) => <CuratedLine v={v} link />}
    />
  );
}

/** One version: title, pair, version, who, when, what changed. */
function CuratedLine({ v, link }: { v: CuratedVersion; link?: boolean }) {
  const { t } = useTranslation('authoring');
  const labels = useStoryLabels();
  const format = useDateFormat();
  const names: Record<string, string> = {
    written: t('curated.change.written'),
    title: t('curated.change.title'),
    text: t('curated.change.text'),
  };
  const changed = v.changes.map((c) => names[c.field] ?? c.field).join(', ');
  return (
    <span className="block min-w-0">
      {link ? (
        <Link
          to={`/content-history?curated=${v.id}`}
          className="block font-medium break-words text-brand hover:underline"
        >
          {v.title} · {labels.languageName(v.targetLanguage)}
        </Link>
      ) : (
        <span className="block font-medium break-words">{v.title}</span>
      )}
      <span className="block text-sm break-words text-ink-muted">
        {labels.versionName(v.version)} · {v.authorEmail} ·{' '}
        <time dateTime={v.createdAt}>{format.format(new Date(v.createdAt))}</time>
      </span>
      {changed ? (
        <span className="block text-sm break-words">{t('changed', { list: changed })}</span>
      ) : null}
    </span>
  );
}

/** Every version of one curated story, newest first, each with its text. */
export function CuratedStoryHistory({ id }: { id: string }) {
  const { t } = useTranslation('authoring');
  const versions = useCuratedVersions(id);
  if (versions.isPending) return <Spinner label={t('loading')} className="justify-start" />;
  if (versions.isError) return <Failure error={versions.error} />;
  const all = versions.data.stories;
  return (
    <div className="flex flex-col gap-6">
      <HistoryHeading title={t('curated.historyTitle', { title: all[0]?.title ?? '' })} />
      <ol aria-label={t('history.versions')} className="flex flex-col gap-3">
        {all.map((v) => (
          <Card asChild key={v.version} className="p-4">
            <li>
              <CuratedLine v={v} />
              <p className="mt-2 text-sm break-words whitespace-pre-wrap">{v.text}</p>
            </li>
          </Card>
        ))}
      </ol>
    </div>
  );
}
