import { useTranslation } from 'react-i18next';

import { BarChart } from '@/components/charts/bar-chart';
import { ChartTable } from '@/components/charts/chart-table';
import type { Progress } from '@/features/progress/api/get-progress';
import { Section } from '@/features/progress/components/section';
import { dayLabel } from '@/features/progress/utils/format';

/** Cards due on each of the next 30 days; today holds the overdue ones too. */
export function ForecastSection({ forecast }: { forecast: Progress['forecast'] }) {
  const { t, i18n } = useTranslation('study', { keyPrefix: 'progress' });
  const lang = i18n.resolvedLanguage;
  const label = (day: string, i: number) => (i === 0 ? t('forecast.today') : dayLabel(day, lang));
  const total = forecast.reduce((sum, d) => sum + d.due, 0);
  return (
    <Section id="progress-forecast" title={t('forecast.title')}>
      <BarChart
        className="mt-4"
        title={t('forecast.chart')}
        description={t('forecast.desc', { total, today: forecast[0]?.due ?? 0 })}
        bars={forecast.map((d, i) => ({
          key: d.day,
          value: d.due,
          label: `${label(d.day, i)}: ${String(d.due)}`,
        }))}
      />
      <div className="mt-1 flex justify-between text-xs text-ink-muted" aria-hidden="true">
        <span>{t('forecast.today')}</span>
        <span>{dayLabel(forecast.at(-1)?.day ?? '2000-01-01', lang)}</span>
      </div>
      <ChartTable
        summary={t('showTable')}
        caption={t('forecast.chart')}
        head={[t('forecast.day'), t('forecast.due')]}
        rows={forecast.map((d, i) => ({ key: d.day, cells: [label(d.day, i), d.due] }))}
      />
    </Section>
  );
}
