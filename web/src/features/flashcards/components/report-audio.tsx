import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useReportAudio } from '@/features/flashcards/api/report-audio';

/**
 * "Audio wrong?" under a card of the learner's own lesson: reports it to the
 * audio fix queue (the owner and the admins see it), then offers the fix.
 */
export function ReportAudio({
  storyId,
  cardId,
  front,
}: {
  storyId: string;
  cardId: string;
  front: string;
}) {
  const { t } = useTranslation('lesson');
  const report = useReportAudio(storyId);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {report.isSuccess ? (
        <>
          <span role="status" className="font-medium text-ink">
            {t('review.reported')}
          </span>
          <Link
            to={`/audio-fix?story=${encodeURIComponent(storyId)}`}
            className="font-medium text-brand underline underline-offset-2"
          >
            {t('review.fixNow')}
          </Link>
        </>
      ) : (
        <>
          <button
            type="button"
            disabled={report.isPending}
            onClick={() => {
              report.mutate(cardId);
            }}
            className="rounded-lg font-medium text-ink-muted underline underline-offset-2 hover:text-ink disabled:opacity-50"
          >
            {t('review.reportAudio')}
            <span className="sr-only"> {front}</span>
          </button>
          {report.isError ? (
            <span role="alert" className="text-danger">
              {t('review.reportFailed')}
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}
