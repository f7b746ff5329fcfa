import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SlideshowControls } from '@/features/flashcards/components/slideshow-controls';
import { SlideshowFinished } from '@/features/flashcards/components/slideshow-finished';
import { SlideshowProgress } from '@/features/flashcards/components/slideshow-progress';
import { SlideshowStage } from '@/features/flashcards/components/slideshow-stage';
import { SlideshowToolbar } from '@/features/flashcards/components/slideshow-toolbar';
import { SlideshowAnnouncer } from '@/features/flashcards/components/slideshow-announcer';
import { ShortcutsDialog } from '@/features/flashcards/components/shortcuts-dialog';
import { useRestartFocus } from '@/features/flashcards/hooks/use-restart-focus';
import { useSlideshowMedia } from '@/features/flashcards/hooks/use-slideshow-media';
import {
  slideshowShortcuts,
  useSlideshowKeys,
} from '@/features/flashcards/hooks/use-slideshow-keys';
import type { Flashcard } from '@/lib/api/lesson-types';

interface SlideshowPlayerProps {
  /** The cards in the order shown (the lesson's order). */
  cards: Flashcard[];
  targetLanguage: string;
  nativeLanguage: string;
}

/**
 * Slideshow mode (product §7 /slideshow): the cards go on by themselves, each
 * front with its audio, a pause, then its back. Play/Pause (Space, K),
 * previous/next (←/→), speed, and the card's video in place of the audio
 * when chosen. Passive: nothing is graded or recorded.
 */
export function SlideshowPlayer({ cards, targetLanguage, nativeLanguage }: SlideshowPlayerProps) {
  const { t } = useTranslation('study');
  const [showVideo, setShowVideo] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const { show, audioRef, videoRef } = useSlideshowMedia(cards, showVideo);
  const { index, count, side, playing, done, active, failed } = show;
  const card = cards[index];
  const { sectionRef, restartRef } = useRestartFocus(done);
  const toggleVideo = () => {
    setShowVideo((v) => !v);
  };

  const help = () => {
    setHelpOpen(true);
  };
  useSlideshowKeys({
    toggle: show.toggle,
    previous: show.previous,
    next: show.next,
    toggleVideo,
    help,
  });

  const shown = Math.min(index + 1, count);

  return (
    <section
      ref={sectionRef}
      aria-label={t('slideshow.label')}
      className="mt-6 rounded-3xl border border-line bg-surface px-2 py-5 shadow-sm sm:p-8"
    >
      <SlideshowToolbar
        shown={shown}
        count={count}
        showVideo={showVideo}
        onToggleVideo={toggleVideo}
        onHelp={help}
      />
      <SlideshowProgress index={index} count={count} done={done} />
      <SlideshowAnnouncer
        card={card}
        back={side === 'back'}
        done={done}
        shown={shown}
        count={count}
      />
      {done || !card ? (
        <SlideshowFinished
          restartRef={restartRef}
          onRestart={show.restart}
          onPrevious={show.previous}
        />
      ) : (
        <SlideshowStage
          card={card}
          targetLanguage={targetLanguage}
          nativeLanguage={nativeLanguage}
          back={side === 'back'}
          showVideo={showVideo}
          active={active}
          audioRef={audioRef}
          videoRef={videoRef}
          onEnded={show.mediaEnded}
          onError={show.mediaFailed}
          controls={
            <SlideshowControls
              playing={playing}
              failed={failed}
              active={active}
              showStart={!playing && index === 0 && side === 'front'}
              onPrevious={show.previous}
              onToggle={show.toggle}
              onNext={show.next}
            />
          }
        />
      )}
      <ShortcutsDialog
        open={helpOpen}
        onOpenChange={setHelpOpen}
        title={t('slideshow.shortcuts')}
        shortcuts={slideshowShortcuts.map(
          ([keys, label]) => [keys, t(`slideshow.${label}`)] as const,
        )}
      />
    </section>
  );
}
