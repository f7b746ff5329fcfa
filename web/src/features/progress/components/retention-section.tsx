import { useTranslation } from 'react-i18next';

import { BarChart } from '@/components/charts/bar-chart';
import { ChartTable } from '@/components/charts/chart-table';
import type { Progress } from '@/features/progress/api/get-progress';
import { Section } from '@/features/progress/components/section';
import { monthLabel, percent } from '@/features/progress/utils/format';

/** True retention month by month: reviews of learnt cards passed (Hard or better). */
export function RetentionSection({ months }: { months: Progress['months'] }) {
  const { t } = useTranslation('study', { keyPrefix: 'progress' });
  const reviews = months.reduce((sum, m) => sum + m.reviews, 0);
  const passed = months.reduce((sum, m) => sum + m.passed, 0);
  return (
    <Section id="progress-retention" title={t('retention.title')}>
      <p className="mt-1 text-sm text-ink-muted">{t('retention.explain')}</p>
      {reviews === 0 ? (
        <p className="mt-4">{t('retention.empty')}</p>
      ) : (
        <RetentionChart months={months} reviews={reviews} passed={passed} />
      )}
    </Section>
  );
}

/** The months as bars, with their numbers in a table. */
function RetentionChart({
  months,
  reviews,
  passed,
}: {
  months: Progress['months'];
  reviews: number;
  passed: number;
}) {
  const { t, i18n } = useTranslation('study', { keyPrefix: 'progress' });
  const lang = i18n.resolvedLanguage;
  const rate = (m: { reviews: number; rate: number }) =>
    m.reviews > 0 ? percent(m.rate, lang) : t('retention.none');
  return (
    <>
      <BarChart
        className="mt-4"
        max={1}
        title={t('retention.chart')}
        description={t('retention.desc', {
          rate: rate({ reviews, rate: reviews > 0 ? passed / reviews : 0 }),
          reviews,
        })}
        bars={months.map((m) => ({
          key: m.month,
          value: m.rate,
          label: `${monthLabel(m.month, lang)}: ${rate(m)}`,
        }))}
      />
      <div className="mt-1 flex justify-between text-xs text-ink-muted" aria-hidden="true">
        <span>{months[0] ? monthLabel(months[0].month, lang) : ''}</span>
        <span>{monthLabel(months.at(-1)?.month ?? '2000-01', lang)}</span>
      </div>
      <ChartTable
        summary={t('showTable')}
        caption={t('retention.chart')}
        head={[
          t('retention.month'),
          t('retention.reviews'),
          t('retention.passed'),
          t('retention.rate'),
        ]}
        rows={[...months].reverse().map((m) => ({
          key: m.month,
          cells: [monthLabel(m.month, lang), m.reviews, m.passed, rate(m)],
        }))}
      />
    </>
  );
}
