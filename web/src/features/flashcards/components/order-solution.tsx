import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { AudioButton, type AudioHandle } from '@/features/flashcards/components/audio-button';
import { NextButton } from '@/features/flashcards/components/next-button';
import { PlaybackRateToggle } from '@/features/flashcards/components/playback-rate-toggle';
import type { Flashcard } from '@/lib/api/lesson-types';
import { SaveError } from '@/features/flashcards/components/save-error';

interface OrderSolutionProps {
  /** The sentence's audio: played after Check, and by P. */
  audioRef: Ref<AudioHandle>;
  nextRef: Ref<HTMLButtonElement>;
  card: Flashcard;
  targetLanguage: string;
  dir: 'rtl' | undefined;
  /** The answer could not be saved. */
  saveFailed: boolean;
  nextLabel: string;
  onNext: () => void;
}

/** After Check: the right sentence with its audio, and Next. */
export function OrderSolution({
  audioRef,
  nextRef,
  card,
  targetLanguage,
  dir,
  saveFailed,
  nextLabel,
  onNext,
}: OrderSolutionProps) {
  const { t } = useTranslation('study');
  return (
    <div className="mt-3 border-t border-line pt-4">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('order.solution')}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <p
          lang={targetLanguage}
          dir={dir}
          className="font-display text-2xl font-semibold text-balance"
        >
          {card.front}
        </p>
        {card.audioUrl && (
          <span className="flex items-center gap-2">
            <AudioButton key={card.id} ref={audioRef} src={card.audioUrl} label={t('order.play')} />
            <PlaybackRateToggle />
          </span>
        )}
      </div>
      {saveFailed && <SaveError className="mt-3" />}
      <NextButton ref={nextRef} className="mt-5" label={nextLabel} onNext={onNext} />
    </div>
  );
}
