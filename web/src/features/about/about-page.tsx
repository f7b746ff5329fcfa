import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Audiences } from '@/features/about/audiences';
import { useMeta } from '@/lib/api/meta';
import { queryKeys } from '@/lib/api/query-keys';
import { defaultPacks } from '@/lib/default-packs';
import { useAuthDialog } from '@/lib/auth-dialog';
import { formatMoney } from '@/lib/format-money';
import { usePageMeta } from '@/lib/page-meta';
import { useMe } from '@/lib/session/me';
import { Card } from '@/components/ui/card';

const steps = ['one', 'two', 'three'] as const;

/** Marketing page (product §14 /about): what Storyglot does, how, what it costs. */
export function AboutPage() {
  const { t } = useTranslation('site');
  const { t: tCommon } = useTranslation();
  usePageMeta(tCommon('pages.about.title'), '/about');
  // Only what this server makes: an AI story where a provider can write one.
  const ai = useMeta().data?.aiStories ?? false;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">
        {t('about.eyebrow')}
      </p>
      <h1 className="mt-3 max-w-3xl font-display text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
        {t('about.title')}
      </h1>
      <p className="mt-4 max-w-prose text-lg text-pretty text-ink-muted">{t('about.intro')}</p>
      <CallsToAction />

      <section aria-labelledby="how-title" className="mt-14">
        <h2 id="how-title" className="font-display text-2xl font-semibold tracking-tight">
          {t('about.howTitle')}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {steps.map((step, i) => (
            <Card asChild key={step} className="p-5">
              <li>
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-brand-soft font-display text-lg font-semibold text-brand"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 font-display text-lg font-semibold">
                  {t(`about.steps.${step}.title`)}
                </h3>
                <p className="mt-1 text-ink-muted">
                  {t(ai && step === 'one' ? 'about.steps.one.textAI' : `about.steps.${step}.text`)}
                </p>
              </li>
            </Card>
          ))}
        </ol>
      </section>

      <Audiences />
      <Pricing />
    </div>
  );
}

function CallsToAction() {
  const { t } = useTranslation('site');
  const { openAuthDialog } = useAuthDialog();
  const me = useMe();
  const visitor = !me.data || me.data.mode === 'visitor';
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {visitor ? (
        <>
          <Button
            size="lg"
            onClick={() => {
              openAuthDialog({ tab: 'register' });
            }}
          >
            {t('about.signUp')}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            onClick={() => {
              openAuthDialog({ tab: 'login' });
            }}
          >
            {t('about.logIn')}
          </Button>
        </>
      ) : (
        <Button size="lg" asChild>
          <Link to="/">{t('about.start')}</Link>
        </Button>
      )}
      <Button size="lg" variant="ghost" asChild>
        <Link to="/contact">{t('about.contact')}</Link>
      </Button>
    </div>
  );
}

function Pricing() {
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
                : 'rounded-2xl border border-line bg-surface p-5 shadow-sm'
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
