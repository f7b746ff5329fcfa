import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { BuyCreditsDialog } from '@/features/home/components/buy-credits-dialog';
import { Icon } from '@/features/home/components/icons';
import { minStoryCredits, OutOfCredits } from '@/features/home/components/out-of-credits';
import type { Me } from '@/lib/session/me';

/** The credits card of product §3, §5: balance, equation hint, welcome line and Buy Credits. */
export function CreditsCard({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('billing');
  const name = me.mode === 'guest' ? t('credits.guestName') : me.displayName || me.email;
  const credits = new Intl.NumberFormat(i18n.resolvedLanguage).format(me.credits);
  return (
    <section
      aria-labelledby="credits-title"
      className="flex flex-col rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-brand/5 sm:p-7"
    >
      <p className="text-sm font-medium text-ink-muted">{t('credits.welcome', { name })}</p>
      <h2 id="credits-title" className="mt-4 flex items-center gap-2 text-sm font-semibold">
        <span className="flex size-8 items-center justify-center rounded-lg bg-accent-soft text-accent">
          <Icon name="coins" className="size-4.5" />
        </span>
        {t('credits.title')}
      </h2>
      <p className="mt-3 flex items-baseline gap-2">
        <span className="font-display text-5xl font-semibold tracking-tight tabular-nums">
          {credits}
        </span>
        <span className="text-ink-muted">{t('credits.available')}</span>
      </p>
      <p className="mt-3 inline-flex self-start rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand">
        {t('credits.equation')}
      </p>
      {me.credits < minStoryCredits ? <OutOfCredits me={me} /> : null}
      <div className="mt-6 flex flex-col gap-2">
        <BuyCreditsDialog me={me} />
        <Link
          to="/order"
          className="self-center rounded text-sm font-medium text-ink-muted underline-offset-4 hover:text-ink hover:underline"
        >
          {t('credits.orderLink')}
        </Link>
      </div>
    </section>
  );
}
