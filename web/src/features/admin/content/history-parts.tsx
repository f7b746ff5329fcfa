import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';

import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { Failure } from '@/features/admin/console/paging';
import { Card } from '@/components/ui/card';

/**
 * What the content history's two kinds of story (quick and curated) show
 * alike: the list of latest saves, and the heading of one story's versions.
 */

/** The latest saves: loading, a failure, none yet, or one line each. */
export function RecentSaves<T>({
  title,
  none,
  query,
  keyOf,
  line,
}: {
  title: string;
  none: string;
  query: UseQueryResult<{ stories: T[] }>;
  keyOf: (v: T) => string;
  line: (v: T) => ReactNode;
}) {
  const { t } = useTranslation('authoring');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 first:mt-0">
      <h3 id={headingId} className="font-display text-xl font-semibold">
        {title}
      </h3>
      {query.isPending ? (
        <Spinner label={t('loading')} className="mt-4 justify-start" />
      ) : query.isError ? (
        <Failure error={query.error} />
      ) : query.data.stories.length === 0 ? (
        <EmptyState className="mt-4">{none}</EmptyState>
      ) : (
        <Card asChild className="mt-4 divide-y divide-line">
          <ul>
            {query.data.stories.map((v) => (
              <li key={keyOf(v)} className="px-4 py-3">
                {line(v)}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

/** The heading of one story's versions, with the way back to every edit. */
export function HistoryHeading({ title }: { title: string }) {
  const { t } = useTranslation('authoring');
  return (
    <div>
      <h3 className="font-display text-xl font-semibold break-words">{title}</h3>
      <p className="mt-1 text-sm">
        <Link to="/content-history" className="text-brand hover:underline">
          {t('history.allEdits')}
        </Link>
      </p>
    </div>
  );
}
