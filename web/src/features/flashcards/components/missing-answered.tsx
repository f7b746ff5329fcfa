import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { AudioButton, type AudioHandle } from '@/features/flashcards/components/audio-button';
import { NextButton } from '@/features/flashcards/components/next-button';
import { PlaybackRateToggle } from '@/features/flashcards/components/playback-rate-toggle';
import type { Flashcard } from '@/lib/api/lesson-types';

interface MissingAnsweredProps {
  card: Flashcard;
  nextRef: Ref<HTMLButtonElement>;
  /** The whole sentence's audio: played on the answer, and by P. */
  audioRef: Ref<AudioHandle>;
  last: boolean;
  onNext: () => void;
}

/** Once answered: Next (or Finish), and the sentence to hear again at the chosen speed. */
export function MissingAnswered({ card, nextRef, audioRef, last, onNext }: MissingAnsweredProps) {
  const { t } = useTranslation('study');
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <NextButton
        ref={nextRef}
        label={last ? t('missing.finish') : t('missing.next')}
        onNext={onNext}
      />
      {card.audioUrl && (
        <AudioButton key={card.id} ref={audioRef} src={card.audioUrl} label={t('missing.listen')} />
      )}
      {card.audioUrl && <PlaybackRateToggle />}
    </div>
  );
}
