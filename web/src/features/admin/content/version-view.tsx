import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Failure } from '@/features/admin/console/paging';
import { useContentActions, type ContentVersion } from '@/features/admin/content/content-api';
import { compare, type CompareRow } from '@/features/admin/content/compare-versions';
import { useStoryLabels } from '@/features/admin/content/story-labels';
import { cn } from '@/lib/cn';
import { Card } from '@/components/ui/card';

/**
 * One version beside the one before it (one column on a phone, two on a
 * wider screen), changed parts marked in words as well as colour; and the
 * button that makes it current again (as a new version).
 */
export function VersionView({
  shown,
  before,
  newest,
  onRestored,
}: {
  shown: ContentVersion;
  before: ContentVersion | undefined;
  newest: ContentVersion;
  onRestored: (v: ContentVersion) => void;
}) {
  const { t } = useTranslation('authoring');
  const labels = useStoryLabels();
  const { restore } = useContentActions();
  const rows = compare(before, shown);
  const isCurrent = shown.version === newest.version && !newest.retired;
  const beforeName = before ? labels.versionName(before.version) : t('compare.nothing');
  const label = (r: CompareRow) => {
    switch (r.label.kind) {
      case 'title':
        return t('compare.title');
      case 'level':
        return t('compare.level');
      case 'sentence':
        return t('compare.sentence', { n: r.label.n ?? 0 });
      case 'translation':
        return t('compare.translation', {
          n: r.label.n ?? 0,
          language: labels.languageName(r.label.language ?? ''),
        });
    }
  };

  return (
    <section aria-labelledby="version-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="version-title" className="font-display text-xl font-semibold">
          {t('compare.heading', {
            version: labels.versionName(shown.version),
            before: beforeName,
          })}
        </h3>
        {isCurrent ? (
          <p className="text-sm font-medium text-brand">{t('compare.current')}</p>
        ) : shown.retired ? null : (
          <Button
            disabled={restore.isPending}
            onClick={() => {
              restore.mutate(
                {
                  language: shown.language,
                  slug: shown.slug,
                  version: shown.version,
                  baseVersion: newest.version,
                },
                { onSuccess: onRestored },
              );
            }}
          >
            {t('compare.restore', { version: labels.versionName(shown.version) })}
          </Button>
        )}
      </div>
      {restore.error ? <Failure error={restore.error} /> : null}
      {shown.retired ? <p className="text-sm text-danger">{t('compare.retired')}</p> : null}
      <Card asChild className="divide-y divide-line">
        <dl>
          {rows.map((r) => (
            <div key={r.key} className={cn('px-4 py-3', r.changed && 'bg-brand-soft/40')}>
              <dt className="text-sm font-semibold">
                {label(r)}
                {r.changed ? (
                  <span className="ml-2 rounded-full bg-brand-soft px-2 py-0.5 text-xs text-brand">
                    {t('compare.changed')}
                  </span>
                ) : null}
              </dt>
              <dd className="mt-1 grid gap-2 text-sm sm:grid-cols-2">
                <span className="block break-words">
                  <span className="block text-xs text-ink-muted">{beforeName}</span>
                  {r.before || <span className="text-ink-muted">—</span>}
                </span>
                <span className="block break-words">
                  <span className="block text-xs text-ink-muted">
                    {labels.versionName(shown.version)}
                  </span>
                  {r.after || <span className="text-ink-muted">—</span>}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
