import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { Failure } from '@/features/admin/console/paging';
import { useContentVersions } from '@/features/admin/content/content-api';
import { HistoryHeading } from '@/features/admin/content/history-parts';
import { useStoryLabels } from '@/features/admin/content/story-labels';
import { VersionLine } from '@/features/admin/content/version-line';
import { VersionView } from '@/features/admin/content/version-view';
import { cn } from '@/lib/cn';

/** One quick story's versions, the chosen one beside the one before it, to restore. */
export function StoryHistory({ language, slug }: { language: string; slug: string }) {
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
