import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { type ProgressRange, useProgress } from '@/features/progress/api/get-progress';
import { CardsSection } from '@/features/progress/components/cards-section';
import { ForecastSection } from '@/features/progress/components/forecast-section';
import { RetentionSection } from '@/features/progress/components/retention-section';
import { ReviewsSection } from '@/features/progress/components/reviews-section';
import { TimeSection } from '@/features/progress/components/time-section';
import { WordsSection } from '@/features/progress/components/words-section';
import { useMe } from '@/lib/session/me';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * The progress page (product §19): reviews per day, true retention by
 * month, the 30-day forecast, cards by state, time studied and known words
 * over time, each chart with its numbers as a table. A guest's too.
 */
export function ProgressPage() {
  const { t } = useTranslation('study', { keyPrefix: 'progress' });
  usePageTitle(t('title'));
  const me = useMe();
  const session = me.data?.mode === 'guest' || me.data?.mode === 'user';
  const [range, setRange] = useState<ProgressRange>(30);
  const progress = useProgress(range, session);
  const data = progress.data;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('title')}
      </h1>
      <p className="mt-3 text-lg text-pretty text-ink-muted">{t('intro')}</p>
      {me.isPending || (session && progress.isPending) ? (
        <Spinner label={t('loading')} className="mt-10 justify-start" />
      ) : progress.isError ? (
        <p className="mt-8 text-danger" role="alert">
          {t('failed')}
        </p>
      ) : !data || data.reviews === 0 ? (
        <Card className="mt-8 p-6" role="status">
          <h2 className="font-display text-xl font-semibold">{t('empty.title')}</h2>
          <p className="mt-2 text-ink-muted">{t('empty.text')}</p>
          <Link to="/stories" className="mt-4 inline-block font-medium text-brand underline">
            {t('empty.link')}
          </Link>
        </Card>
      ) : (
        <>
          <TimeSection progress={data} />
          <ReviewsSection days={data.days} range={range} onRange={setRange} />
          <ForecastSection forecast={data.forecast} />
          <CardsSection cards={data.cards} />
          <RetentionSection months={data.months} />
          <WordsSection />
        </>
      )}
    </div>
  );
}
