import { useTranslation } from 'react-i18next';

import type { OrderScore } from '@/features/flashcards/utils/score-order';
import { cn } from '@/lib/cn';

/** After Check: every word right, or how many. */
export function OrderVerdict({ checked }: { checked: OrderScore | null }) {
  const { t } = useTranslation('study');
  const allRight = checked !== null && checked.correct === checked.total;
  return (
    <div role="status" className="mt-4 min-h-6">
      {checked && (
        <p className={cn('font-semibold', allRight ? 'text-success' : '')}>
          {allRight
            ? t('order.allRight')
            : t('order.result', { correct: checked.correct, total: checked.total })}
        </p>
      )}
    </div>
  );
}
