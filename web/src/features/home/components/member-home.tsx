import { useTranslation } from 'react-i18next';

import { CreditsCard } from '@/features/home/components/credits-card';
import { EarnCard } from '@/features/home/components/earn-card';
import { HomeToolbar } from '@/features/home/components/home-toolbar';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { StoryCard } from '@/features/home/components/story-card/story-card';
import { StudyCard } from '@/features/home/components/study-card';
import { TodayPanel } from '@/features/home/components/today-panel';
import { useDueToday } from '@/lib/due-today';
import type { Me } from '@/lib/session/me';

/**
 * Home for a guest or a signed-in user (product §3). A returning learner (one
 * with a lesson) sees what is due today first, the form for a new story
 * below it; a first-timer starts with the form.
 */
export function MemberHome({ me }: { me: Me }) {
  const { t } = useTranslation();
  const due = useDueToday(true).data;
  const returning = due !== undefined && due.stories.length > 0;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-8">
      <HomeToolbar me={me} />
      <h1 className="sr-only">{t('app.name')}</h1>
      {returning && (
        <div className="mt-4 sm:mt-8">
          <TodayPanel me={me} due={due} />
        </div>
      )}
      <div className="mt-4 grid grid-cols-1 gap-6 sm:mt-8 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
        <section
          aria-labelledby="transform-title"
          className="min-w-0 rounded-3xl border border-line bg-surface p-4 shadow-xl shadow-brand/5 sm:p-8"
        >
          <h2
            id="transform-title"
            className="font-display text-2xl font-semibold tracking-tight sm:text-4xl"
          >
            {t('home.transformTitle')}
          </h2>
          <div className="mt-4 sm:mt-6">
            <StoryCard me={me} />
          </div>
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <CreditsCard me={me} />
          <EarnCard me={me} progressShown={returning} />
          {returning && <StudyCard due={due} />}
        </div>
      </div>
      <HowItWorks />
    </div>
  );
}
