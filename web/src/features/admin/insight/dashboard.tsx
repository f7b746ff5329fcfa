import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import type { Insight } from '@/features/admin/insight/api/get-insight';
import { ErrorTypes } from '@/features/admin/insight/error-types';
import { FunnelBars } from '@/features/admin/insight/funnel-bars';
import { SourcesTable } from '@/features/admin/insight/sources-table';
import { StatGrid } from '@/features/admin/insight/stat-grid';
import { panelClass } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const DailyChart = lazy(async () => ({
  default: (await import('@/features/admin/insight/daily-chart')).DailyChart,
}));

/** One period's insight: its figures, the funnel, the days, the sources and the errors. */
export function Dashboard({ data }: { data: Insight }) {
  const { t, i18n } = useTranslation('insight');
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return (
    <div className="mt-6 space-y-10">
      <p className="text-sm text-ink-muted">
        {t('sinceLabel', { date: date.format(new Date(data.since)) })}
      </p>
      <StatGrid data={data} />

      <section aria-labelledby="insight-funnel">
        <h3 id="insight-funnel" className="font-display text-xl font-semibold">
          {t('funnelTitle')}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{t('funnelText')}</p>
        <FunnelBars funnel={data.funnel} />
      </section>

      <section aria-labelledby="insight-daily">
        <h3 id="insight-daily" className="font-display text-xl font-semibold">
          {t('dailyTitle')}
        </h3>
        <div className={cn(panelClass, 'mt-4 p-3')}>
          <Suspense fallback={<div className="h-[220px]" />}>
            <DailyChart
              daily={data.daily}
              label={t('chartLabel')}
              visitorsLabel={t('visitors')}
              pageViewsLabel={t('pageViews')}
            />
          </Suspense>
        </div>
      </section>

      <SourcesTable sources={data.sources} />
      <ErrorTypes errorTypes={data.errorTypes} />
    </div>
  );
}
