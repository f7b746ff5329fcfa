import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  useInsight,
  type Insight,
  type InsightDays,
} from '@/features/admin/insight/api/get-insight';
import { FunnelBars } from '@/features/admin/insight/funnel-bars';
import { SectionHeading } from '@/features/admin/console/paging';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';

const DailyChart = lazy(async () => ({
  default: (await import('@/features/admin/insight/daily-chart')).DailyChart,
}));

const periods: { days: InsightDays; key: 'today' | 'days7' | 'days30' }[] = [
  { days: '1', key: 'today' },
  { days: '7', key: 'days7' },
  { days: '30', key: 'days30' },
];

/**
 * /admin/insight (issue 16): who came, from where, what they did, what broke.
 * A section of the admin console: AdminGate lets only admins reach it, and
 * AdminLayout gives it the console's navigation.
 */
export function InsightPage() {
  const { t } = useTranslation('insight');
  const [days, setDays] = useState<InsightDays>('7');
  const insight = useInsight(days, true);

  return (
    <section aria-labelledby="insight-title">
      <SectionHeading id="insight-title" title={t('title')} text={t('description')} />
      <div role="group" aria-label={t('period')} className="mt-6 flex flex-wrap gap-2">
        {periods.map((p) => (
          <Button
            key={p.days}
            variant={p.days === days ? 'primary' : 'secondary'}
            aria-pressed={p.days === days}
            onClick={() => {
              setDays(p.days);
            }}
          >
            {t(p.key)}
          </Button>
        ))}
      </div>
      {insight.isPending ? (
        <Spinner label={t('title')} className="mt-10 justify-start" />
      ) : insight.isError ? (
        <div role="alert" className="mt-8 rounded-2xl border border-line bg-surface p-6">
          <p>{t('loadError')}</p>
          <Button className="mt-4" variant="secondary" onClick={() => void insight.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <Dashboard data={insight.data} />
      )}
    </section>
  );
}

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
    <div className="rounded-2xl border border-line bg-surface p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className={cn('mt-1 text-2xl font-semibold tabular-nums', danger && 'text-danger')}>
        {value}
      </dd>
      {note && <dd className="mt-1 text-xs text-ink-muted">{note}</dd>}
    </div>
  );
}

function Dashboard({ data }: { data: Insight }) {
  const { t, i18n } = useTranslation('insight');
  const lang = i18n.resolvedLanguage ?? 'en';
  const n = new Intl.NumberFormat(lang);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
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
    <div className="mt-6 space-y-10">
      <p className="text-sm text-ink-muted">
        {t('sinceLabel', { date: date.format(new Date(data.since)) })}
      </p>
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
        <div className="mt-4 rounded-2xl border border-line bg-surface p-3">
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

      <SourcesTable data={data} />

      <section aria-labelledby="insight-errors">
        <h3 id="insight-errors" className="font-display text-xl font-semibold">
          {t('errorTypesTitle')}
        </h3>
        {data.errorTypes.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t('noErrors')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface">
            {data.errorTypes.map((e) => (
              <li key={e.type} className="flex justify-between gap-3 px-4 py-2 text-sm">
                <code className="break-all">{e.type}</code>
                <span className="tabular-nums">{n.format(e.count)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SourcesTable({ data }: { data: Insight }) {
  const { t, i18n } = useTranslation('insight');
  const n = new Intl.NumberFormat(i18n.resolvedLanguage);
  const cols = [
    t('stepVisitor'),
    t('stepGuest'),
    t('stepLesson'),
    t('stepSignUp'),
    t('stepPurchase'),
  ];
  return (
    <section aria-labelledby="insight-sources">
      <h3 id="insight-sources" className="font-display text-xl font-semibold">
        {t('sourcesTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('sourcesText')}</p>
      {data.sources.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('noSources')}</p>
      ) : (
        <div
          tabIndex={0}
          className="mt-3 overflow-x-auto rounded-2xl border border-line bg-surface"
        >
          <table className="w-full text-sm">
            <thead className="text-left text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('source')}
                </th>
                {cols.map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 text-right font-medium">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.sources.map((s) => (
                <tr key={s.source}>
                  <th scope="row" className="px-3 py-2 text-left font-medium break-all">
                    {s.source || t('direct')}
                  </th>
                  {[s.visitors, s.guests, s.firstLesson, s.signUps, s.purchases].map((v, i) => (
                    <td key={cols[i]} className="px-3 py-2 text-right tabular-nums">
                      {n.format(v)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
