import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { Pronunciation } from '@/components/pronunciation';
import { TappableSentence } from '@/components/word-reader/tappable-sentence';
import { WordReader } from '@/components/word-reader/word-reader';
import { AudioButton, type AudioHandle } from '@/features/flashcards/components/audio-button';
import { ListeningNote } from '@/features/flashcards/components/direction-note';
import { usableImage } from '@/features/flashcards/utils/card-problems';
import type { ReviewCard } from '@/features/flashcards/utils/review-state';

interface ReviewCardFrontProps {
  card: ReviewCard;
  /** The card's target language. */
  lang: string;
  audioRef: Ref<AudioHandle>;
  /** The pronunciation is shown (the learner's choice, kept from card to card). */
  showPronunciation: boolean;
  onTogglePronunciation: () => void;
  /**
   * Its words can be tapped (product §18): only once the card is turned, so
   * that no gloss gives the answer away. storyId null: a lesson kept only in
   * this browser (no statuses, no new cards).
   */
  tappable?: { storyId: string | null; nativeLanguage: string } | null;
  /** Listening first, not yet answered: the audio only, the text hidden (decision 0051). */
  listening?: { blocked: boolean } | null;
  /** Its heading: 'Front' unless it is the answer (native → target). */
  heading?: string;
}

/** A review card's front: its lesson (Random), text, pronunciation on demand, audio, image. */
export function ReviewCardFront({
  card,
  lang,
  audioRef,
  showPronunciation,
  onTogglePronunciation,
  tappable = null,
  listening = null,
  heading,
}: ReviewCardFrontProps) {
  const { t } = useTranslation('study');
  const sentences = useMemo(() => [card], [card]);
  const frontClass = 'mt-1 font-display text-2xl font-semibold text-balance sm:text-3xl';
  const words = tappable && card.kind === 'sentence' && (card.glosses ?? []).length > 0;
  return (
    <>
      {card.storyTitle && !listening && (
        <p className="mb-3 text-sm text-ink-muted">
          {t('random.from')} <span lang={lang}>{card.storyTitle}</span>
        </p>
      )}
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {heading ?? t('review.front')}
          </p>
          {listening ? (
            <ListeningNote blocked={listening.blocked} />
          ) : words ? (
            <WordReader
              storyId={tappable.storyId}
              targetLanguage={lang}
              nativeLanguage={tappable.nativeLanguage}
              sentences={sentences}
              playAudio={(src, label, text) => (
                <AudioButton src={src} label={label} speech={{ text, lang }} />
              )}
            >
              <TappableSentence id={card.id} className={frontClass} />
            </WordReader>
          ) : (
            <p lang={lang} className={frontClass}>
              {card.front}
            </p>
          )}
          {card.pronunciation && !listening && (
            <div className="mt-2">
              <button
                type="button"
                aria-expanded={showPronunciation}
                onClick={onTogglePronunciation}
                className="text-sm font-medium text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {showPronunciation ? t('review.hidePronunciation') : t('review.showPronunciation')}
              </button>
              {showPronunciation && (
                <p className="mt-1 text-base">
                  <Pronunciation text={card.pronunciation} />
                </p>
              )}
            </div>
          )}
        </div>
        {card.audioUrl && (
          <AudioButton
            key={card.id}
            ref={audioRef}
            src={card.audioUrl}
            label={t('review.play')}
            speech={{ text: card.front, lang }}
          />
        )}
      </div>
      {usableImage(card.imageUrl) && !listening && (
        <img
          src={card.imageUrl}
          alt={t('review.image', { text: card.front })}
          className="mt-4 max-h-64 rounded-xl object-cover"
        />
      )}
    </>
  );
}
