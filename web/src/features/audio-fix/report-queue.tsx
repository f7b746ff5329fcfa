import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAudioReports } from '@/features/audio-fix/audio-fix-api';
import { Card } from '@/components/ui/card';

/**
 * The open reports of wrong audio, oldest first: of the learner's own
 * lessons, or of every lesson for an admin. Opening one shows its lesson
 * below, where the card's (or the lesson's) audio is made again, which
 * closes the report.
 */
export function ReportQueue({
  isAdmin,
  onOpen,
}: {
  isAdmin: boolean;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('media');
  const reports = useAudioReports(isAdmin);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section aria-labelledby="fix-reports" className="mt-8">
      <h2 id="fix-reports" className="font-display text-2xl font-semibold">
        {isAdmin ? t('audioFix.reportsAll') : t('audioFix.reportsMine')}
      </h2>
      {reports.isPending ? (
        <Spinner label={t('loading')} className="mt-4 justify-start" />
      ) : reports.isError ? (
        <p role="alert" className="mt-3 text-danger">
          {t('audioFix.reportsFailed')}
        </p>
      ) : reports.data.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('audioFix.reportsNone')}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {reports.data.map((r) => (
            <Card
              asChild
              key={r.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
            >
              <li>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{r.storyTitle}</p>
                  <p className="break-words" lang={r.targetLanguage}>
                    {t('audioFix.reportCard', { number: r.position + 1 })} {r.front}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {date.format(new Date(r.createdAt))}
                    {r.note ? ` · ${r.note}` : ''}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => {
                    onOpen(r.storyId);
                  }}
                >
                  {t('audioFix.openReport')}
                  <span className="sr-only"> {r.front}</span>
                </Button>
              </li>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
