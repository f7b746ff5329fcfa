import { useTranslation } from 'react-i18next';

import type { StudySettings } from '@/features/account/api/study-settings';

/** Whether the learner's memory model is fitted to their reviews, and when it will be. */
export function FitStatus({ settings }: { settings: StudySettings }) {
  const { t, i18n } = useTranslation('account');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  let text: string;
  if (!settings.fittingAvailable) {
    text = t('memory.fitUnavailable');
  } else if (settings.fitted) {
    const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      day: 'numeric',
      month: 'short',
    }).format(new Date(settings.fitted.at));
    text = t('memory.fitted', {
      count: settings.fitted.reviews,
      reviews: number.format(settings.fitted.reviews),
      date,
    });
  } else if (settings.reviewsToFirstFit > 0) {
    text = t('memory.fitLater', {
      count: settings.reviewsToFirstFit,
      left: number.format(settings.reviewsToFirstFit),
      first: number.format(settings.reviewsForFirstFit),
    });
  } else {
    text = t('memory.fitting');
  }
  return (
    <p className="mt-4 border-t border-line pt-4 text-ink-muted" data-testid="fit-status">
      {text}
    </p>
  );
}
