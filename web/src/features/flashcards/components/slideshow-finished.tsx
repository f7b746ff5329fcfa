import { useTranslation } from 'react-i18next';
import type { Ref } from 'react';

import { Button } from '@/components/ui/button';

interface SlideshowFinishedProps {
  restartRef: Ref<HTMLButtonElement>;
  onRestart: () => void;
  onPrevious: () => void;
}

/** The end of the slideshow: Restart, or back to the last card. */
export function SlideshowFinished({ restartRef, onRestart, onPrevious }: SlideshowFinishedProps) {
  const { t } = useTranslation('study');
  return (
    <div className="px-2 py-10 text-center">
      <h2 className="text-xl font-semibold">{t('slideshow.finishedTitle')}</h2>
      <p className="mt-2 text-ink-muted">{t('slideshow.finished')}</p>
      <div className="mt-5 flex justify-center gap-3">
        <Button ref={restartRef} onClick={onRestart}>
          {t('slideshow.restart')}
        </Button>
        <Button variant="ghost" aria-keyshortcuts="ArrowLeft" onClick={onPrevious}>
          <span aria-hidden="true">←</span> {t('slideshow.previous')}
        </Button>
      </div>
    </div>
  );
}
