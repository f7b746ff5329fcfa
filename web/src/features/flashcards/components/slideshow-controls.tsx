import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { SlideSource } from '@/features/flashcards/utils/slide-timing';
import { cn } from '@/lib/cn';

function PlayIcon({ playing }: { playing: boolean }) {
  return playing ? (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-6" fill="currentColor">
      <rect x="5" y="4" width="3.5" height="12" rx="1" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
    </svg>
  ) : (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-6" fill="currentColor">
      <path d="M6 4.5v11a1 1 0 0 0 1.5.9l9-5.5a1 1 0 0 0 0-1.8l-9-5.5A1 1 0 0 0 6 4.5Z" />
    </svg>
  );
}

interface SlideshowControlsProps {
  playing: boolean;
  /** What failed to play on this card, said above the buttons. */
  failed: SlideSource[];
  /** What the card plays now (after a failed video, maybe its audio). */
  active: SlideSource | null;
  /** Says how to start (on the first card's front, paused). */
  showStart: boolean;
  onPrevious: () => void;
  onToggle: () => void;
  onNext: () => void;
}

/** A media failure, previous, Play/Pause and next, and how to start. */
export function SlideshowControls({
  playing,
  failed,
  active,
  showStart,
  onPrevious,
  onToggle,
  onNext,
}: SlideshowControlsProps) {
  const { t } = useTranslation('study');
  const failure = failed.includes('audio')
    ? t('slideshow.audioFailed')
    : failed.includes('video')
      ? active === 'audio'
        ? t('slideshow.videoFailed')
        : t('slideshow.videoFailedSilent')
      : null;
  return (
    <>
      {failure && (
        <p role="status" className="mt-4 px-2 text-sm text-danger sm:px-0">
          {failure}
        </p>
      )}

      <div className="mt-6 flex items-center justify-center gap-3">
        <Button variant="ghost" aria-keyshortcuts="ArrowLeft" onClick={onPrevious}>
          <span aria-hidden="true">←</span>
          <span className="sr-only sm:not-sr-only">{t('slideshow.previous')}</span>
        </Button>
        <Button
          className={cn('h-14 gap-2 rounded-full px-6 text-lg', !playing && 'shadow-md')}
          aria-keyshortcuts="Space K"
          onClick={onToggle}
        >
          <PlayIcon playing={playing} />
          {playing ? t('slideshow.pause') : t('slideshow.play')}
        </Button>
        <Button variant="ghost" aria-keyshortcuts="ArrowRight" onClick={onNext}>
          <span className="sr-only sm:not-sr-only">{t('slideshow.next')}</span>
          <span aria-hidden="true">→</span>
        </Button>
      </div>
      {showStart && (
        <p className="mt-3 px-2 text-center text-sm text-ink-muted">{t('slideshow.start')}</p>
      )}
    </>
  );
}
