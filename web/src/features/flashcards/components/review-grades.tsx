import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { formatInterval, type GradeIntervals } from '@/features/flashcards/utils/grade-intervals';
import { grades } from '@/features/flashcards/utils/review-state';

interface ReviewGradesProps {
  /** What each grade would schedule (absent for a local copy). */
  intervals: GradeIntervals | undefined;
  disabled: boolean;
  onGrade: (grade: number) => void;
}

/** Again/Hard/Good/Easy (keys 1–4), each with the interval it would schedule. */
export function ReviewGrades({ intervals, disabled, onGrade }: ReviewGradesProps) {
  const { t, i18n } = useTranslation('study');
  return (
    <div
      role="group"
      aria-label={t('review.grades')}
      // On a phone: one row of four at the bottom of the screen, under the thumb.
      className="mt-5 grid grid-cols-4 gap-2 max-sm:sticky max-sm:bottom-0 max-sm:-mx-5 max-sm:border-t max-sm:border-line max-sm:bg-surface max-sm:px-3 max-sm:py-3 sm:flex sm:flex-wrap"
    >
      {grades.map((g) => (
        <Button
          key={g.grade}
          variant={g.grade === 3 ? 'primary' : 'secondary'}
          aria-keyshortcuts={String(g.grade)}
          disabled={disabled}
          onClick={() => {
            onGrade(g.grade);
          }}
          className="h-auto min-h-10 px-2 py-1 sm:px-4"
        >
          <span className="flex flex-col items-center leading-tight">
            {t(`review.${g.key}`)}
            {intervals && (
              <span data-testid="grade-interval" className="text-xs font-normal">
                {formatInterval(intervals[g.key], i18n.language)}
              </span>
            )}
          </span>
          <kbd aria-hidden="true" className="hidden text-xs opacity-70 pointer-fine:inline">
            {g.grade}
          </kbd>
        </Button>
      ))}
    </div>
  );
}
