import { useTranslation } from 'react-i18next';

import type { Progress } from '@/features/progress/api/get-progress';
import { Section } from '@/features/progress/components/section';

/** Time studied today, in the last 7 days and in all; reviews in all and the streak. */
export function TimeSection({ progress }: { progress: Progress }) {
  const { t, i18n } = useTranslation('study', { keyPrefix: 'progress' });
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const figures = [
    ['today', t('time.minutes', { count: progress.time.todayMinutes })],
    ['week', t('time.minutes', { count: progress.time.last7Minutes })],
    ['total', t('time.minutes', { count: progress.time.totalMinutes })],
    ['reviews', number.format(progress.reviews)],
    ['streak', number.format(progress.streak)],
  ] as const;
  return (
    <Section id="progress-time" title={t('time.title')}>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-xl bg-surface-muted p-3">
            <dt className="text-sm text-ink-muted">{t(`time.${key}`)}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
