import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '@/lib/format-money';
import { Button } from '@/components/ui/button';
import { useBuyPack } from '@/components/billing/use-buy-pack';
import { useMeta } from '@/lib/api/meta';
import { cn } from '@/lib/cn';
import type { Me } from '@/lib/session/me';

const captions = {
  small: 'packs.smallCaption',
  large: 'packs.largeCaption',
} as const;

/**
 * The credit packs of product §5 with their prices from the server: Buy opens
 * Stripe Checkout for a user, the sign-up dialog for a guest, and says why
 * when card payments are not set up.
 */
export function PackList({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('billing');
  const meta = useMeta();
  const noteId = useId();
  const packs = meta.data?.packs ?? [];
  const payments = meta.data?.payments ?? false;
  const member = me.mode === 'user';
  const { buying, buy } = useBuyPack(member);

  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {packs.map((pack) => {
          const id = pack.id;
          const perCredit = pack.priceCents / pack.credits;
          const pending = buying === id;
          return (
            <li
              key={pack.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-surface p-5',
                pack.bestValue ? 'border-brand shadow-lg shadow-brand/10' : 'border-line',
              )}
            >
              {pack.bestValue ? (
                <span className="absolute -top-3 right-4 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-on-brand">
                  {t('packs.bestValue')}
                </span>
              ) : null}
              <h3 className="font-display text-xl font-semibold">
                {t('packs.credits', { credits: pack.credits })}
              </h3>
              <p className="mt-1 text-sm text-ink-muted">{t(captions[id])}</p>
              <p className="mt-4 font-display text-3xl font-semibold tabular-nums">
                {formatMoney(pack.priceCents, pack.currency, i18n.resolvedLanguage)}
              </p>
              <p className="text-xs text-ink-muted tabular-nums">
                {t('packs.perCredit', {
                  price: formatMoney(perCredit, pack.currency, i18n.resolvedLanguage, 4),
                })}
              </p>
              <Button
                className="mt-5 w-full"
                variant={pack.bestValue ? 'primary' : 'secondary'}
                disabled={!payments || buying !== null}
                aria-describedby={noteId}
                aria-busy={pending}
                onClick={() => {
                  buy(id);
                }}
              >
                {pending
                  ? t('checkout.redirecting')
                  : member
                    ? t('packs.buy', { credits: pack.credits })
                    : t('packs.signUpToBuy', { credits: pack.credits })}
              </Button>
            </li>
          );
        })}
      </ul>
      <p
        id={noteId}
        className="mt-5 flex items-start gap-2 rounded-xl bg-accent-soft px-4 py-3 text-sm text-ink"
      >
        <span aria-hidden="true">ℹ️</span>
        {!payments ? t('packs.unavailable') : member ? t('packs.secure') : t('packs.accountNeeded')}
      </p>
    </div>
  );
}
