import { useTranslation } from 'react-i18next';

import {
  playbackRates,
  setPlaybackRate,
  usePlaybackRate,
} from '@/features/flashcards/utils/playback';
import { cn } from '@/lib/cn';

/** The audio speed: 0.5×, 0.75×, 1× or 1.25×, kept in this browser. */
export function PlaybackRateToggle({ className }: { className?: string }) {
  const { t } = useTranslation('study');
  const rate = usePlaybackRate();
  return (
    <div
      role="group"
      aria-label={t('audio.speed')}
      className={cn('inline-flex rounded-xl bg-surface-muted p-0.5 text-sm', className)}
    >
      {playbackRates.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={rate === value}
          onClick={() => {
            setPlaybackRate(value);
          }}
          className={cn(
            'rounded-lg px-2.5 py-1 font-semibold focus-visible:outline-2 focus-visible:outline-ring',
            rate === value ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
          )}
        >
          {t('audio.rate', { rate: value })}
        </button>
      ))}
    </div>
  );
}
