import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { EarnProgress } from '@/lib/api/earned-credits';

/**
 * A user's study goal for today as a bar, with the streak (product §12):
 * shown on the today panel and, before a first lesson, on the earn card.
 */
export function GoalProgress({ progress: p }: { progress: EarnProgress }) {
  const { t } = useTranslation('billing');
  const labelId = useId();
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span id={labelId} className="font-medium">
          {p.goalMet
            ? t('earn.goalMet', { credits: p.earnedToday })
            : t('earn.progress', { answered: p.answered, goal: p.goal })}
        </span>
        <span data-testid="home-streak" className="text-ink-muted tabular-nums">
          {t('earn.streak', { days: p.streak })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={p.goal}
        aria-valuenow={p.answered}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width]"
          style={{
            width: `${Math.round((100 * Math.min(p.answered, p.goal)) / Math.max(1, p.goal))}%`,
          }}
        />
      </div>
    </div>
  );
}
