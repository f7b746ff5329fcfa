import { useTranslation } from 'react-i18next';

import { backLine } from '@/lib/card-back';
import type { Flashcard } from '@/lib/api/lesson-types';

interface SlideshowAnnouncerProps {
  card: Flashcard | undefined;
  back: boolean;
  done: boolean;
  /** The shown card's number (1-based) and the card count. */
  shown: number;
  count: number;
}

/** Tells a screen reader what the slideshow shows: a front, a back, the end. */
export function SlideshowAnnouncer({ card, back, done, shown, count }: SlideshowAnnouncerProps) {
  const { t } = useTranslation('study');
  const announcement = done
    ? t('slideshow.finishedTitle')
    : card
      ? back
        ? t('slideshow.backShown', { text: backLine(card) || t('slideshow.noTranslation') })
        : t('slideshow.frontShown', { n: shown, m: count, text: card.front })
      : '';
  return (
    <p aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );
}
