import { useTranslation } from 'react-i18next';

import { CardBack } from '@/components/card-back/card-back';
import { Pronunciation } from '@/components/pronunciation';
import { HintList } from '@/features/flashcards/components/hint-list';
import { usableImage } from '@/features/flashcards/utils/card-problems';
import type { Flashcard } from '@/lib/api/lesson-types';

interface SlideTextProps {
  card: Flashcard;
  targetLanguage: string;
  nativeLanguage: string;
  /** The back is revealed. */
  back: boolean;
  /** The image is left out (the video is shown instead). */
  noImage: boolean;
}

/** A slide's text: the front with its pronunciation and image, then the back. */
export function SlideText({ card, targetLanguage, nativeLanguage, back, noImage }: SlideTextProps) {
  const { t } = useTranslation('study');
  return (
    <>
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('slideshow.front')}
      </p>
      <p
        lang={targetLanguage}
        className="mt-1 font-display text-2xl font-semibold text-balance sm:text-3xl"
      >
        {card.front}
      </p>
      {card.pronunciation && (
        <p className="mt-2 text-base text-ink-muted">
          <span className="sr-only">{t('slideshow.pronunciation')}: </span>
          <Pronunciation text={card.pronunciation} />
        </p>
      )}
      {!noImage && usableImage(card.imageUrl) && (
        <img
          src={card.imageUrl}
          alt={t('slideshow.image', { text: card.front })}
          className="mt-4 max-h-64 rounded-xl object-cover"
        />
      )}
      {back && (
        <div className="mt-5 border-t border-line pt-5">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('slideshow.back')}
          </p>
          <CardBack
            card={card}
            targetLanguage={targetLanguage}
            nativeLanguage={nativeLanguage}
            large
          />
          <HintList
            hints={card.hints}
            targetLanguage={targetLanguage}
            nativeLanguage={nativeLanguage}
          />
        </div>
      )}
    </>
  );
}
