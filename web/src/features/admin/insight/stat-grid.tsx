import { useTranslation } from 'react-i18next';

import type { Insight } from '@/features/admin/insight/api/get-insight';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';
import { panelClass } from '@/components/ui/card';

function Stat({
  label,
  value,
  note,
  danger,
}: {
  label: string;
  value: string;
  note?: string;
  danger?: boolean;
}) {
  return (
    <div className={cn(panelClass, 'p-4')}>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className={cn('mt-1 text-2xl font-semibold tabular-nums', danger && 'text-danger')}>
        {value}
      </dd>
      {note && <dd className="mt-1 text-xs text-ink-muted">{note}</dd>}
    </div>
  );
}

/** The period's figures at a glance: visitors, visits, lessons, errors, revenue… */
export function StatGrid({ data }: { data: Insight }) {
  const { t, i18n } = useTranslation('insight');
  const lang = i18n.resolvedLanguage ?? 'en';
  const n = new Intl.NumberFormat(lang);
  const avg = data.visits > 0 ? Math.round(data.visitSeconds / data.visits) : 0;
  const stats = [
    {
      label: t('visitors'),
      value: data.visitors,
      note: t('privateViews', { count: data.privatePageViews }),
    },
    { label: t('pageViews'), value: data.pageViews },
    {
      label: t('visits'),
      value: data.visits,
      note: t('avgVisit', { duration: t('seconds', { count: avg }) }),
    },
    { label: t('guests'), value: data.guests },
    { label: t('signUps'), value: data.signUps },
    { label: t('lessonsMade'), value: data.lessonsMade },
    { label: t('lessonsFailed'), value: data.lessonsFailed, danger: data.lessonsFailed > 0 },
    { label: t('reviews'), value: data.reviews },
    { label: t('errors'), value: data.errors, danger: data.errors > 0 },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {stats.map((s) => (
        <Stat
          key={s.label}
          label={s.label}
          value={n.format(s.value)}
          note={s.note}
          danger={s.danger}
        />
      ))}
      <Stat
        label={t('revenue')}
        value={formatMoney(data.revenueCents, data.currency || 'usd', lang)}
        note={t('orders', { count: data.orders })}
      />
    </dl>
  );
}
