import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useInsight, type InsightDays } from '@/features/admin/insight/api/get-insight';
import { Dashboard } from '@/features/admin/insight/dashboard';
import { SectionHeading } from '@/features/admin/console/paging';
import { panelClass } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const periods: { days: InsightDays; key: 'today' | 'days7' | 'days30' }[] = [
  { days: '1', key: 'today' },
  { days: '7', key: 'days7' },
  { days: '30', key: 'days30' },
];

/**
 * /admin/insight (product §8, decision 0012): who came, from where, what they did, what broke.
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
        <div role="alert" className={cn(panelClass, 'mt-8 p-6')}>
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
