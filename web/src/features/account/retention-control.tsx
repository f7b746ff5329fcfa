import { useTranslation } from 'react-i18next';

import {
  maxRetentionPercent,
  minRetentionPercent,
  type StudySettings,
} from '@/features/account/api/study-settings';
import { reviewsAt } from '@/features/account/reviews-at';
import { useRetentionDraft } from '@/features/account/use-retention-draft';
import { ApiError } from '@/lib/api/client';

/** The desired-retention slider, what it costs in reviews a day, and whether it was saved. */
export function RetentionControl({ settings }: { settings: StudySettings }) {
  const { t, i18n } = useTranslation('account');
  const { percent, change, status, error } = useRetentionDraft(settings.desiredRetention);
  const reviews = settings.studiedCards > 0 ? reviewsAt(settings.estimates, percent / 100) : null;
  const format = new Intl.NumberFormat(i18n.resolvedLanguage, {
    // A few studied cards ask for a fraction of a review a day: still not nothing.
    maximumFractionDigits: reviews === null || reviews >= 10 ? 0 : reviews >= 1 ? 1 : 2,
  });
  const percentOf = (p: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent' }).format(p / 100);
  return (
    <div className="mt-4">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor="desired-retention" className="font-semibold">
          {t('memory.retentionLabel')}
        </label>
        <output htmlFor="desired-retention" className="font-display text-2xl font-semibold">
          {percentOf(percent)}
        </output>
      </div>
      <input
        id="desired-retention"
        type="range"
        min={minRetentionPercent}
        max={maxRetentionPercent}
        step={1}
        value={percent}
        aria-valuetext={percentOf(percent)}
        aria-describedby="retention-cost"
        onChange={(e) => {
          change(Number(e.target.value));
        }}
        className="mt-3 h-11 w-full cursor-pointer accent-brand"
      />
      <div className="flex justify-between text-sm text-ink-muted" aria-hidden="true">
        <span>{percentOf(minRetentionPercent)}</span>
        <span>{percentOf(maxRetentionPercent)}</span>
      </div>
      <p id="retention-cost" className="mt-3" data-testid="retention-cost">
        {reviews === null
          ? t('memory.noEstimate')
          : t('memory.cost', {
              count: reviews,
              reviews: format.format(reviews),
              percent: percentOf(percent),
            })}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{t('memory.costNote')}</p>
      {status === 'error' ? (
        <p role="alert" className="mt-2 text-danger">
          {t('memory.saveFailed', {
            reason: error instanceof ApiError && error.problem?.detail ? error.problem.detail : '',
          })}
        </p>
      ) : (
        <p role="status" className="mt-2 min-h-6 text-sm text-ink-muted">
          {status === 'success'
            ? t('memory.saved')
            : status === 'pending'
              ? t('memory.saving')
              : ''}
        </p>
      )}
    </div>
  );
}
