import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card';
import type { AdminUserDetail } from '@/features/admin/api/admin-users';
import { useDateFormat } from '@/features/admin/console/use-date-format';

/** The account's credit ledger: each change with its reason, the balance after it, and when. */
export function CreditLedger({ ledger }: { ledger: AdminUserDetail['ledger'] }) {
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  return (
    <>
      <h3 className="mt-8 font-display text-xl font-semibold">{t('users.ledger')}</h3>
      {ledger.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('users.ledgerEmpty')}</p>
      ) : (
        <Card asChild className="mt-3 divide-y divide-line text-sm">
          <ul>
            {ledger.map((e) => (
              <li
                key={e.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2.5"
              >
                <span className="min-w-0 break-words">
                  <span className="font-medium">{e.reason}</span>
                  {e.reference ? <span className="text-ink-muted"> — {e.reference}</span> : null}
                </span>
                <span className="flex gap-3 tabular-nums">
                  <span
                    className={
                      e.delta < 0 ? 'text-danger' : 'text-emerald-700 dark:text-emerald-400'
                    }
                  >
                    {e.delta > 0 ? `+${e.delta}` : e.delta}
                  </span>
                  <span className="text-ink-muted">= {e.balanceAfter}</span>
                  <time className="text-ink-muted" dateTime={e.createdAt}>
                    {format.format(new Date(e.createdAt))}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
