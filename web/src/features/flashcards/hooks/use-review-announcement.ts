import { useTranslation } from 'react-i18next';

import { currentCard, grades, type ReviewState } from '@/features/flashcards/utils/review-state';
import type { CardWay } from '@/features/flashcards/utils/study-direction';
import { backLine } from '@/lib/card-back';

/**
 * What screen readers hear: the answer shown, or the grade saved and the card
 * shown — as it is asked (decision 0051): native → target says the
 * translation first and the sentence as the answer; listening first says
 * no text until the answer.
 */
export function useReviewAnnouncement(state: ReviewState, way: CardWay): string {
  const { t } = useTranslation('study');
  const card = currentCard(state);
  const { index, items } = state.round;
  if (card && state.flipped) {
    const back = backLine(card) || t('review.noTranslation');
    const answer =
      way.ask === 'native' ? card.front : way.ask === 'listen' ? `${card.front} ${back}` : back;
    return t('review.answerShown', { answer });
  }
  const shown =
    way.ask === 'native' ? card?.back : way.ask === 'listen' ? t('direction.listen') : card?.front;
  const gradeName = (value: number) =>
    t(`review.${grades.find((g) => g.grade === value)?.key ?? 'good'}`);
  return [
    state.lastGrade !== null ? t('review.graded', { grade: gradeName(state.lastGrade) }) : '',
    card && state.moved
      ? t('review.cardShown', { n: index + 1, m: items.length, text: shown })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}
