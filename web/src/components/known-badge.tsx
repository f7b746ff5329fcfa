import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

interface KnownBadgeProps {
  known: { percent: number; words: number; new: number } | undefined;
  className?: string;
}

/**
 * One short line beside a story: the share of its words the learner knows
 * and how many are new (product §18), so they can pick one at their level.
 * Nothing when the server did not say (a visitor, or no words).
 */
export function KnownBadge({ known, className }: KnownBadgeProps) {
  const { t } = useTranslation('lesson');
  if (!known || known.words === 0) return null;
  return (
    <span data-testid="known-badge" className={cn('text-xs text-ink-muted', className)}>
      {t('known.badge', { percent: known.percent, count: known.new })}
    </span>
  );
}
