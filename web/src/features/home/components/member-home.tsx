import { useTranslation } from 'react-i18next';

import { CreditsCard } from '@/features/home/components/credits-card';
import { HomeToolbar } from '@/features/home/components/home-toolbar';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { Icon } from '@/features/home/components/icons';
import type { Me } from '@/lib/session/me';

/** Home for a guest or a signed-in user (spec §2). */
export function MemberHome({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      <HomeToolbar me={me} />
      <h1 className="sr-only">{t('app.name')}</h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_340px] lg:items-start">
        <section
          aria-labelledby="transform-title"
          className="rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-brand/5 sm:p-8"
        >
          <h2
            id="transform-title"
            className="font-display text-3xl font-semibold tracking-tight sm:text-4xl"
          >
            {t('home.transformTitle')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('home.transformText')}</p>
          <div className="mt-6 flex min-h-56 flex-col items-center justify-center gap-4 rounded-2xl border-2 border-dashed border-line bg-surface-muted/50 p-6 text-center">
            <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand">
              <Icon name="book" className="size-7" />
            </div>
            <p className="max-w-sm text-sm text-ink-muted">{t('home.storyCardSoon')}</p>
            <span className="inline-flex items-center rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent uppercase">
              {t('common.comingSoon')}
            </span>
          </div>
        </section>
        <CreditsCard me={me} />
      </div>
      <HowItWorks />
    </div>
  );
}
