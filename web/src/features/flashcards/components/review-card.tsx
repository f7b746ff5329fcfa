import { useTranslation } from 'react-i18next';

import { CardBack } from '@/components/card-back/card-back';
import { Button } from '@/components/ui/button';
import { DirectionNote } from '@/features/flashcards/components/direction-note';
import { HintList } from '@/features/flashcards/components/hint-list';
import { NativePrompt } from '@/features/flashcards/components/native-prompt';
import { ReviewCardFront } from '@/features/flashcards/components/review-card-front';
import { ReviewGrades } from '@/features/flashcards/components/review-grades';
import { ReviewNav } from '@/features/flashcards/components/review-nav';
import { SaveError } from '@/features/flashcards/components/save-error';
import { useCardSwipe } from '@/features/flashcards/hooks/use-card-swipe';
import type { AudioHandle } from '@/features/flashcards/components/audio-button';
import type { GradeIntervals } from '@/features/flashcards/utils/grade-intervals';
import type { ReviewCard as Card } from '@/features/flashcards/utils/review-state';
import type { CardWay } from '@/features/flashcards/utils/study-direction';
import type { Ref } from 'react';

interface ReviewCardProps {
  card: Card;
  /** The card's place in the round (from 0). */
  index: number;
  flipped: boolean;
  /** How the card is asked (decision 0051), and whether the browser refused to play it. */
  way: CardWay;
  blocked: boolean;
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

/**
 * The card under review: what is asked first (the sentence, its translation,
 * or its audio with the text hidden), then the answer and the grades;
 * previous and next.
 */
export function ReviewCard(props: ReviewCardProps) {
  const { card, index, flipped, way, intervals, cardRef, onShow, onGo } = props;
  const { t } = useTranslation('study');
  const front = card.targetLanguage ?? props.targetLanguage;
  const back = card.nativeLanguage ?? props.nativeLanguage;
  const swipe = useCardSwipe({
    onTap: flipped ? null : onShow,
    onSwipe: (by) => {
      onGo(index + by);
    },
  });
  const native = way.ask === 'native';
  const target = (heading?: string) => (
    <ReviewCardFront
      card={card}
      lang={front}
      audioRef={props.audioRef}
      showPronunciation={props.showPronunciation}
      onTogglePronunciation={props.onTogglePronunciation}
      tappable={
        flipped ? { storyId: props.local ? null : card.storyId, nativeLanguage: back } : null
      }
      listening={way.ask === 'listen' && !flipped ? { blocked: props.blocked } : null}
      {...(heading ? { heading } : {})}
    />
  );

  return (
    <div
      ref={cardRef}
      // Focus comes here after a flip or a new card, so it is never lost
      // with the button that went away, and the keys go on working.
      tabIndex={-1}
      className="mt-5 touch-pan-y outline-none"
      {...swipe}
    >
      <DirectionNote way={way} targetLanguage={front} />
      {native ? (
        <NativePrompt card={card} targetLanguage={front} nativeLanguage={back} />
      ) : (
        target()
      )}

      {flipped ? (
        <div className="mt-5 border-t border-line pt-5">
          {native ? (
            target(t('review.back'))
          ) : (
            <>
              <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {t('review.back')}
              </p>
              <CardBack card={card} targetLanguage={front} nativeLanguage={back} own large />
            </>
          )}
          <HintList hints={card.hints} targetLanguage={front} nativeLanguage={back} />
          <ReviewGrades intervals={intervals} disabled={props.saving} onGrade={props.onGrade} />
        </div>
      ) : (
        <Button className="mt-5" aria-keyshortcuts="Space" onClick={onShow}>
          {t('review.showAnswer')}
        </Button>
      )}
      {props.saveFailed && <SaveError className="mt-3" />}
      <ReviewNav index={index} onGo={onGo} />
    </div>
  );
}
