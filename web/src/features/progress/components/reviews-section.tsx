import { useTranslation } from 'react-i18next';

import { BarChart } from '@/components/charts/bar-chart';
import { ChartTable } from '@/components/charts/chart-table';
import { cn } from '@/lib/cn';
import {
  type Progress,
  progressRanges,
  type ProgressRange,
} from '@/features/progress/api/get-progress';
import { Section } from '@/features/progress/components/section';
import { dayLabel } from '@/features/progress/utils/format';

/** Reviews per day over a range the learner picks (30 days by default). */
export function ReviewsSection({
  days,
  range,
  onRange,
}: {
  days: Progress['days'];
  range: ProgressRange;
  onRange: (range: ProgressRange) => void;
}) {
  const { t, i18n } = useTranslation('study', { keyPrefix: 'progress' });
  const lang = i18n.resolvedLanguage;
  const shown = days.slice(-range);
  const total = shown.reduce((sum, d) => sum + d.reviews, 0);
  const top = Math.max(0, ...shown.map((d) => d.reviews));
  const today = shown.at(-1)?.reviews ?? 0;
  return (
    <Section id="progress-reviews" title={t('reviews.title')}>
      <div role="group" aria-label={t('reviews.range')} className="mt-3 flex flex-wrap gap-2">
        {progressRanges.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={r === range}
            onClick={() => {
              onRange(r);
            }}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
              r === range ? 'border-brand bg-brand text-on-brand' : 'border-line bg-surface',
            )}
          >
            {t('reviews.days', { count: r })}
          </button>
        ))}
      </div>
      <BarChart
        className="mt-4"
        title={t('reviews.chart', { days: shown.length })}
        description={t('reviews.desc', { total, days: shown.length, top, today })}
        bars={shown.map((d) => ({
          key: d.day,
          value: d.reviews,
          label: `${dayLabel(d.day, lang)}: ${String(d.reviews)}`,
        }))}
      />
      <div className="mt-1 flex justify-between text-xs text-ink-muted" aria-hidden="true">
        <span>{shown[0] ? dayLabel(shown[0].day, lang) : ''}</span>
        <span>{shown.at(-1) ? dayLabel(shown.at(-1)?.day ?? '', lang) : ''}</span>
      </div>
      <ChartTable
        summary={t('showTable')}
        caption={t('reviews.chart', { days: shown.length })}
        head={[t('reviews.day'), t('reviews.reviews'), t('reviews.new'), t('reviews.minutes')]}
        rows={[...shown].reverse().map((d) => ({
          key: d.day,
          cells: [dayLabel(d.day, lang), d.reviews, d.new, d.minutes],
        }))}
      />
    </Section>
  );
}
