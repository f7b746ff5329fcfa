import { useTranslation } from 'react-i18next';

import { formatMoney } from '@/lib/format-money';
import { useOrders, type Order } from '@/lib/api/payments';

const statusKeys = {
  pending: 'purchases.status.pending',
  paid: 'purchases.status.paid',
  partially_refunded: 'purchases.status.partiallyRefunded',
  refunded: 'purchases.status.refunded',
} as const;

/** 'Purchases': the user's orders of credit packs, newest first. */
export function Purchases() {
  const { t, i18n } = useTranslation('billing');
  const orders = useOrders(true);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="purchases-title" className="mt-12">
      <h2 id="purchases-title" className="font-display text-2xl font-semibold tracking-tight">
        {t('purchases.title')}
      </h2>
      {orders.isPending ? (
        <p className="mt-3 text-ink-muted">{t('purchases.loading')}</p>
      ) : orders.isError ? (
        <p className="mt-3 text-danger">{t('purchases.error')}</p>
      ) : orders.data.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('purchases.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface">
          {orders.data.map((o: Order) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div>
                <p className="font-medium">{t('packs.credits', { credits: o.credits })}</p>
                <p className="text-sm text-ink-muted">
                  {date.format(new Date(o.createdAt))} ·{' '}
                  {formatMoney(o.amountCents, o.currency, i18n.resolvedLanguage)}
                </p>
                {o.creditsUnrecovered > 0 ? (
                  <p className="text-sm text-ink-muted">
                    {t('purchases.unrecovered', {
                      revoked: o.creditsRevoked,
                      unrecovered: o.creditsUnrecovered,
                    })}
                  </p>
                ) : null}
              </div>
              <span className="rounded-full bg-surface-muted px-3 py-1 text-xs font-semibold">
                {t(statusKeys[o.status])}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
