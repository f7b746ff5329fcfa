import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

/** The credit packs of spec §9. */
const packs = [
  {
    id: 'small',
    credits: 50,
    price: 0.99,
    perCredit: 0.0198,
    caption: 'credits.packs.smallCaption',
    best: false,
  },
  {
    id: 'large',
    credits: 300,
    price: 4.99,
    perCredit: 0.0166,
    caption: 'credits.packs.largeCaption',
    best: true,
  },
] as const;

/** 'Buy Credits' (spec §2 credits card): the two packs; paying arrives with card payments. */
export function BuyCreditsDialog() {
  const { t, i18n } = useTranslation();
  const noteId = useId();
  const money = (digits: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="lg" className="w-full">
          {t('credits.buy')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t('credits.buyTitle')}</DialogTitle>
        <DialogDescription>{t('credits.buyText')}</DialogDescription>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {packs.map((pack) => (
            <li
              key={pack.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-surface p-5',
                pack.best ? 'border-brand shadow-lg shadow-brand/10' : 'border-line',
              )}
            >
              {pack.best ? (
                <span className="absolute -top-3 right-4 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-on-brand">
                  {t('credits.packs.bestValue')}
                </span>
              ) : null}
              <h3 className="font-display text-xl font-semibold">
                {t('credits.packs.credits', { credits: pack.credits })}
              </h3>
              <p className="mt-1 text-sm text-ink-muted">{t(pack.caption)}</p>
              <p className="mt-4 font-display text-3xl font-semibold tabular-nums">
                {money(2).format(pack.price)}
              </p>
              <p className="text-xs text-ink-muted tabular-nums">
                {t('credits.packs.perCredit', { price: money(4).format(pack.perCredit) })}
              </p>
              <Button
                className="mt-5 w-full"
                variant={pack.best ? 'primary' : 'secondary'}
                disabled
                aria-describedby={noteId}
              >
                {t('credits.packs.buyPack', { credits: pack.credits })}
              </Button>
            </li>
          ))}
        </ul>
        <p
          id={noteId}
          className="mt-5 flex items-start gap-2 rounded-xl bg-accent-soft px-4 py-3 text-sm text-ink"
        >
          <span aria-hidden="true">ℹ️</span>
          {t('credits.paymentsUnavailable')}
        </p>
        <p className="mt-4 text-sm">
          <Link to="/order" className="font-semibold text-brand underline-offset-4 hover:underline">
            {t('credits.orderPage')}
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
