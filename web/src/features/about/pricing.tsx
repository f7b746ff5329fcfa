import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Card, cardClass } from '@/components/ui/card';
import { useMeta } from '@/lib/api/meta';
import { queryKeys } from '@/lib/api/query-keys';
import { cn } from '@/lib/cn';
import { defaultPacks } from '@/lib/default-packs';
import { formatMoney } from '@/lib/format-money';

/** What it costs: the free start, then the credit packs (the best value marked). */
export function Pricing() {
  const { t, i18n } = useTranslation('site');
  const meta = useMeta();
  const queryClient = useQueryClient();
  // Prerendered, the page states the default packs until GET /meta answers
  // (a server with other prices does not serve that HTML).
  const prerendered = queryClient.getQueryData<boolean>(queryKeys.prerenderedPacks) === true;
  const packs = meta.data?.packs ?? (prerendered ? defaultPacks : []);
  const ai = meta.data?.aiStories ?? false;
  const zero = formatMoney(0, packs[0]?.currency ?? 'usd', i18n.resolvedLanguage);
  return (
    <section aria-labelledby="pricing-title" className="mt-14">
      <h2 id="pricing-title" className="font-display text-2xl font-semibold tracking-tight">
        {t('about.pricingTitle')}
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">{t('about.pricingIntro')}</p>
      {/* Three cards' room is kept while the packs load, so nothing below moves. */}
      <ul className="mt-6 grid min-h-[13rem] gap-4 sm:grid-cols-3">
        <Card asChild className="p-5">
          <li>
            <h3 className="font-display text-lg font-semibold">{t('about.freeTitle')}</h3>
            <p className="mt-2 font-display text-3xl font-semibold tabular-nums">{zero}</p>
            <p className="mt-2 text-ink-muted">{t(ai ? 'about.freeTextAI' : 'about.freeText')}</p>
          </li>
        </Card>
        {packs.map((pack) => (
          <li
            key={pack.id}
            className={
              pack.bestValue
                ? 'relative rounded-2xl border-2 border-brand bg-surface p-5 shadow-sm'
                : cn(cardClass, 'p-5')
            }
          >
            <h3 className="font-display text-lg font-semibold">
              {t('about.packTitle', { credits: pack.credits })}
            </h3>
            {pack.bestValue ? (
              <span className="absolute top-4 right-4 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
                {t('about.bestValue')}
              </span>
            ) : null}
            <p className="mt-2 font-display text-3xl font-semibold tabular-nums">
              {formatMoney(pack.priceCents, pack.currency, i18n.resolvedLanguage)}
            </p>
            <p className="mt-2 text-ink-muted">{t('about.packText')}</p>
          </li>
        ))}
        {meta.isError ? (
          <li role="status" className="self-center text-ink-muted sm:col-span-2">
            {t('about.packsUnavailable')}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
