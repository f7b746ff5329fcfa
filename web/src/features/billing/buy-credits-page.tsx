import { useTranslation } from 'react-i18next';

import { PackList } from '@/components/billing/pack-list';
import { Spinner } from '@/components/ui/spinner';
import { Purchases } from '@/features/billing/components/purchases';
import { useMeta } from '@/lib/api/meta';
import { useMe } from '@/lib/session/me';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /order without a lesson (product §12): the buy-credits page. Both packs with
 * price per credit and captions, the equation hint, every way to get
 * credits, and a user's purchases.
 */
export function BuyCreditsPage() {
  const { t, i18n } = useTranslation('billing');
  const { t: tc } = useTranslation();
  usePageTitle(t('page.title'));
  const me = useMe();
  const earning = useMeta().data?.earning;
  if (!me.data) return <Spinner label={tc('common.loading')} className="py-16" />;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const ways = [
    t('ways.start', { credits: number.format(300) }),
    t('ways.signUp'),
    earning
      ? t('ways.earn', {
          goal: earning.goal,
          credits: earning.goalCredits,
          days: earning.streakDays,
          bonus: earning.streakCredits,
        })
      : null,
    t('ways.buy'),
  ].filter((w): w is string => w !== null);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {t('page.title')}
      </h1>
      <p className="mt-3 max-w-prose text-lg text-pretty text-ink-muted">{t('page.intro')}</p>
      {me.data.mode !== 'visitor' ? (
        <p className="mt-4 inline-flex rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand">
          {t('page.balance', { credits: number.format(me.data.credits) })}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-ink-muted">{t('credits.equation')}</p>
      <section aria-labelledby="packs-title" className="mt-10">
        <h2 id="packs-title" className="font-display text-2xl font-semibold tracking-tight">
          {t('credits.buyTitle')}
        </h2>
        <div className="mt-6">
          <PackList me={me.data} />
        </div>
      </section>
      <section aria-labelledby="ways-title" className="mt-12">
        <h2 id="ways-title" className="font-display text-2xl font-semibold tracking-tight">
          {t('credits.orderLink')}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-ink">
          {ways.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ol>
      </section>
      {me.data.mode === 'user' ? <Purchases /> : null}
    </div>
  );
}
