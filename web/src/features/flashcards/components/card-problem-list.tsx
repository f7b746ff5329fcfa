import { useTranslation } from 'react-i18next';

import { describeProblem } from '@/features/flashcards/utils/card-problems';
import type { Flashcard } from '@/lib/api/lesson-types';

/** What went wrong making a card (its audio, picture...), said in the review list. */
export function CardProblemList({ problems: byCap }: { problems: Flashcard['problems'] }) {
  const { t } = useTranslation('lesson');
  const problems = Object.entries(byCap ?? {});
  if (problems.length === 0) return null;
  return (
    <div className="mt-4 rounded-xl bg-surface-muted px-4 py-3 text-sm">
      <p className="font-medium">{t('review.problems')}</p>
      <ul className="mt-1 list-disc pl-5 text-ink-muted">
        {problems.map(([cap, reason]) => (
          <li key={cap}>{describeProblem(t, cap, reason)}</li>
        ))}
      </ul>
    </div>
  );
}
