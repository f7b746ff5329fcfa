import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { exportHref } from '@/features/stories/api/stories-api';

/** The title of My Stories, its count, and the export of every ready lesson. */
export function StoriesHeader({ count, anyReady }: { count: number; anyReady: boolean }) {
  const { t } = useTranslation('stories');
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {t('title')}
        </h1>
        <p className="mt-1 text-ink-muted">{t('subtitle', { count })}</p>
        <p className="mt-1">
          <Link to="/library" className="text-accent underline underline-offset-2">
            {t('library')}
          </Link>
        </p>
      </div>
      {anyReady ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" asChild>
            <a href={exportHref('apkg')} download>
              {t('export.all')}
            </a>
          </Button>
          <Button variant="ghost" asChild>
            <a href={exportHref('csv')} download>
              {t('export.allCsv')}
            </a>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
