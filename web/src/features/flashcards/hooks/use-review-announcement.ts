import { useTranslation } from 'react-i18next';

import { currentCard, grades, type ReviewState } from '@/features/flashcards/utils/review-state';
import { backLine } from '@/lib/card-back';

/** What screen readers hear: the answer shown, or the grade saved and the card shown. */
export function useReviewAnnouncement(state: ReviewState): string {
  const { t } = useTranslation('study');
  const card = currentCard(state);
  const { index, items } = state.round;
  if (card && state.flipped) {
    return t('review.answerShown', { answer: backLine(card) || t('review.noTranslation') });
  }
  const gradeName = (value: number) =>
    t(`review.${grades.find((g) => g.grade === value)?.key ?? 'good'}`);
  return [
    state.lastGrade !== null ? t('review.graded', { grade: gradeName(state.lastGrade) }) : '',
    card && state.moved
      ? t('review.cardShown', { n: index + 1, m: items.length, text: card.front })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}
