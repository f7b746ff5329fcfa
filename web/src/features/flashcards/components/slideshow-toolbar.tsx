import { useTranslation } from 'react-i18next';

import { PlaybackRateToggle } from '@/features/flashcards/components/playback-rate-toggle';
import { ShortcutsButton } from '@/features/flashcards/components/shortcuts-dialog';
import { cn } from '@/lib/cn';

interface SlideshowToolbarProps {
  shown: number;
  count: number;
  showVideo: boolean;
  onToggleVideo: () => void;
  onHelp: () => void;
}

/** Above the slideshow: where it is, the speed, the video switch (V) and the shortcuts. */
export function SlideshowToolbar({
  shown,
  count,
  showVideo,
  onToggleVideo,
  onHelp,
}: SlideshowToolbarProps) {
  const { t } = useTranslation('study');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-2 text-sm text-ink-muted sm:px-0">
      <p>{t('slideshow.progress', { n: shown, m: count })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <PlaybackRateToggle />
        <button
          type="button"
          aria-pressed={showVideo}
          aria-keyshortcuts="V"
          onClick={onToggleVideo}
          className={cn(
            'rounded-xl px-2.5 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ring',
            showVideo ? 'bg-brand text-on-brand' : 'bg-surface-muted text-ink-muted hover:text-ink',
          )}
        >
          {t('slideshow.showVideo')}
        </button>
        <ShortcutsButton label={t('slideshow.shortcuts')} onOpen={onHelp} />
      </div>
    </div>
  );
}
