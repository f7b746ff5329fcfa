import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { Failure } from '@/features/admin/console/paging';
import { useDateFormat } from '@/features/admin/console/use-date-format';
import {
  useContentHistory,
  useContentVersions,
  type ContentVersion,
} from '@/features/admin/content/content-api';
import { ContentFrame } from '@/features/admin/content/content-frame';
import { HistoryHeading, RecentSaves } from '@/features/admin/content/history-parts';
import { CuratedRecent, CuratedStoryHistory } from '@/features/admin/content/curated-history';
import { VersionView } from '@/features/admin/content/version-view';
import { useStoryLabels } from '@/features/admin/content/story-labels';
import { cn } from '@/lib/cn';

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

/** One version in a line: story, version, what happened, who, when, what changed. */
function VersionLine({ v, link }: { v: ContentVersion; link?: boolean }) {
  const labels = useStoryLabels();
  const format = useDateFormat();
  const name = `${v.title} · ${labels.languageName(v.language)} · ${labels.scenario(v.slug)}`;
  const changed = labels.changes(v);
  return (
    <span className="block min-w-0">
      {link ? (
        <Link
          to={`/content-history?language=${v.language}&slug=${v.slug}&v=${String(v.version)}`}
          className="block font-medium break-words text-brand hover:underline"
        >
          {name}
        </Link>
      ) : (
        <span className="block font-medium break-words">{v.title}</span>
      )}
      <span className="block text-sm break-words text-ink-muted">
        {labels.versionName(v.version)} · {labels.action(v)}
        {v.createdAt ? (
          <>
            {' · '}
            {v.authorEmail} ·{' '}
            <time dateTime={v.createdAt}>{format.format(new Date(v.createdAt))}</time>
          </>
        ) : null}
      </span>
      {changed ? <span className="block text-sm break-words">{changed}</span> : null}
      {v.note ? (
        <span className="block text-sm break-words text-ink-muted italic">“{v.note}”</span>
      ) : null}
    </span>
  );
}

function StoryHistory({ language, slug }: { language: string; slug: string }) {
  const { t } = useTranslation('authoring');
  const labels = useStoryLabels();
  const [params, setParams] = useSearchParams();
  const versions = useContentVersions(language, slug);
  if (versions.isPending) return <Spinner label={t('loading')} className="justify-start" />;
  if (versions.isError) return <Failure error={versions.error} />;
  const all = versions.data.stories;
  const newest = all[0];
  if (!newest) return <p className="text-ink-muted">{t('history.none')}</p>;
  const wanted = Number(params.get('v') ?? newest.version);
  const at = Math.max(
    0,
    all.findIndex((v) => v.version === wanted),
  );
  const shown = all[at] ?? newest;
  const select = (version: number) => {
    setParams({ language, slug, v: String(version) }, { replace: true });
  };

  return (
    <div className="flex flex-col gap-6">
      <HistoryHeading
        title={t('history.of', {
          scenario: labels.scenario(slug),
          language: labels.languageName(language),
        })}
      />
      <ol aria-label={t('history.versions')} className="flex flex-col gap-2">
        {all.map((v) => (
          <li key={v.version}>
            {/* Links, not buttons: each version has its address; the one shown is current. */}
            <Link
              replace
              to={`/content-history?language=${language}&slug=${slug}&v=${String(v.version)}`}
              aria-current={v.version === shown.version ? 'page' : undefined}
              className={cn(
                'block w-full rounded-2xl border px-4 py-3 text-left',
                v.version === shown.version
                  ? 'border-brand bg-brand-soft'
                  : 'border-line bg-surface hover:bg-surface-muted',
              )}
            >
              <VersionLine v={v} />
            </Link>
          </li>
        ))}
      </ol>
      <VersionView
        shown={shown}
        before={all[at + 1]}
        newest={newest}
        onRestored={(v) => {
          select(v.version);
        }}
      />
    </div>
  );
}
