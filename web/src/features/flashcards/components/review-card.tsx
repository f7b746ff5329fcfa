import { useTranslation } from 'react-i18next';

import { CardBack } from '@/components/card-back/card-back';
import { Button } from '@/components/ui/button';
import { HintList } from '@/features/flashcards/components/hint-list';
import { ReviewCardFront } from '@/features/flashcards/components/review-card-front';
import { ReviewGrades } from '@/features/flashcards/components/review-grades';
import { SaveError } from '@/features/flashcards/components/save-error';
import { useCardSwipe } from '@/features/flashcards/hooks/use-card-swipe';
import type { AudioHandle } from '@/features/flashcards/components/audio-button';
import type { GradeIntervals } from '@/features/flashcards/utils/grade-intervals';
import type { ReviewCard as Card } from '@/features/flashcards/utils/review-state';
import type { Ref } from 'react';

interface ReviewCardProps {
  card: Card;
  /** The card's place in the round (from 0). */
  index: number;
  flipped: boolean;
  intervals: GradeIntervals | undefined;
  /** A grade is being saved. */
  saving: boolean;
  saveFailed: boolean;
  cardRef: Ref<HTMLDivElement>;
  audioRef: Ref<AudioHandle>;
  onShow: () => void;
  onGrade: (grade: number) => void;
  onGo: (index: number) => void;
  targetLanguage: string;
  nativeLanguage: string;
  showPronunciation: boolean;
  onTogglePronunciation: () => void;
  /** The lesson is kept only in this browser: its words have no statuses to keep. */
  local?: boolean;
}

/** The card under review: its front, then its back and the grades; previous and next. */
export function ReviewCard({
  card,
  index,
  flipped,
  intervals,
  saving,
  saveFailed,
  cardRef,
  audioRef,
  onShow,
  onGrade,
  onGo,
  targetLanguage,
  nativeLanguage,
  showPronunciation,
  onTogglePronunciation,
  local = false,
}: ReviewCardProps) {
  const { t } = useTranslation('study');
  const front = card.targetLanguage ?? targetLanguage;
  const back = card.nativeLanguage ?? nativeLanguage;
  const swipe = useCardSwipe({
    onTap: flipped ? null : onShow,
    onSwipe: (by) => {
      onGo(index + by);
    },
  });

  return (
    <div
      ref={cardRef}
      // Focus comes here after a flip or a new card, so it is never lost
      // with the button that went away, and the keys go on working.
      tabIndex={-1}
      className="mt-5 touch-pan-y outline-none"
      {...swipe}
    >
      <ReviewCardFront
        card={card}
        lang={front}
        audioRef={audioRef}
        showPronunciation={showPronunciation}
        onTogglePronunciation={onTogglePronunciation}
        tappable={flipped ? { storyId: local ? null : card.storyId, nativeLanguage: back } : null}
      />

      {flipped ? (
        <div className="mt-5 border-t border-line pt-5">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('review.back')}
          </p>
          <CardBack card={card} targetLanguage={front} nativeLanguage={back} own large />
          <HintList hints={card.hints} targetLanguage={front} nativeLanguage={back} />
          <ReviewGrades intervals={intervals} disabled={saving} onGrade={onGrade} />
        </div>
      ) : (
        <Button className="mt-5" aria-keyshortcuts="Space" onClick={onShow}>
          {t('review.showAnswer')}
        </Button>
      )}
      {saveFailed && <SaveError className="mt-3" />}
      <div className="mt-5 flex justify-between">
        <Button
          variant="ghost"
          aria-keyshortcuts="ArrowLeft"
          disabled={index === 0}
          onClick={() => {
            onGo(index - 1);
          }}
        >
          ← {t('review.previous')}
        </Button>
        <Button
          variant="ghost"
          aria-keyshortcuts="ArrowRight"
          onClick={() => {
            onGo(index + 1);
          }}
        >
          {t('review.next')} →
        </Button>
      </div>
    </div>
  );
}
