import { useTranslation } from 'react-i18next';

import { CreditsCard } from '@/features/home/components/credits-card';
import { HomeToolbar } from '@/features/home/components/home-toolbar';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { StoryCard } from '@/features/home/components/story-card/story-card';
import { StudyCard } from '@/features/home/components/study-card';
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
          <div className="mt-6">
            <StoryCard me={me} />
          </div>
        </section>
        <div className="flex flex-col gap-6">
          <CreditsCard me={me} />
          <StudyCard />
        </div>
      </div>
      <HowItWorks />
    </div>
  );
}
