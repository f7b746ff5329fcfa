import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useStudySettings } from '@/features/account/api/study-settings';
import { FitStatus } from '@/features/account/fit-status';
import { RetentionControl } from '@/features/account/retention-control';

/**
 * How Storyglot schedules the learner's cards (product §7): the desired
 * retention, what it costs in reviews a day, and the fit of the memory model
 * to their own reviews. Guests have it too.
 */
export function MemorySection() {
  const { t } = useTranslation('account');
  const settings = useStudySettings();
  return (
    <Card asChild className="mt-8 p-6">
      <section aria-labelledby="memory-title">
        <h2 id="memory-title" className="font-display text-xl font-semibold">
          {t('memory.title')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('memory.text')}</p>
        {settings.isError ? (
          <p className="mt-4 text-danger">{t('memory.failed')}</p>
        ) : settings.data ? (
          <>
            <RetentionControl settings={settings.data} />
            <FitStatus settings={settings.data} />
          </>
        ) : (
          <Spinner label={t('loading')} className="mt-4 justify-start" />
        )}
      </section>
    </Card>
  );
}
