import { useTranslation } from 'react-i18next';

import { minStoryLength } from '@/features/home/utils/rules';

interface StoryCounterProps {
  id: string;
  /** The id of the reason Generate is off, when it is. */
  reasonId: string;
  cost: number;
  credits: number;
  shortfall: number;
  limit: number;
  over: number;
  blank: boolean;
  waiting: boolean;
}

/** The story's cost in credits, and what stops Generate (too long, too few credits, blank). */
export function StoryCounter({
  id,
  reasonId,
  cost,
  credits,
  shortfall,
  limit,
  over,
  blank,
  waiting,
}: StoryCounterProps) {
  const { t } = useTranslation('lesson');
  return (
    <div id={id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span
        data-testid="story-counter"
        className={
          (shortfall > 0 || over > 0) && !waiting ? 'font-semibold text-danger' : 'text-ink-muted'
        }
      >
        {t('card.counter', { count: cost, credits })}
      </span>
      {over > 0 && !waiting ? (
        <span id={reasonId} role="alert" className="font-semibold text-danger">
          {t('card.tooLong', { limit, over })}
        </span>
      ) : shortfall > 0 && !waiting ? (
        <span id={reasonId} role="alert" className="font-semibold text-danger">
          {t('card.shortfall', { amount: shortfall })}
        </span>
      ) : blank ? (
        // Why Generate is off: never a disabled button without a reason.
        <span id={reasonId} className="text-ink-muted">
          {t('card.blankReason', { count: minStoryLength })}
        </span>
      ) : (
        <span className="text-ink-muted">{t('card.costHint')}</span>
      )}
    </div>
  );
}
