import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { playExclusively, usePlaybackRate } from '@/features/flashcards/utils/playback';
import { PlaybackRateToggle } from '@/features/flashcards/components/playback-rate-toggle';
import { SlideText } from '@/features/flashcards/components/slide-text';
import { SlideshowControls } from '@/features/flashcards/components/slideshow-controls';
import { SlideshowFinished } from '@/features/flashcards/components/slideshow-finished';
import { SlideshowProgress } from '@/features/flashcards/components/slideshow-progress';
import { backLine } from '@/lib/card-back';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { isControl } from '@/features/flashcards/utils/key-targets';
import { useSlideshow, type SlideSource } from '@/features/flashcards/hooks/use-slideshow';
import { useStudyShortcuts } from '@/features/flashcards/hooks/use-study-shortcuts';
import { cn } from '@/lib/cn';
import type { Flashcard } from '@/lib/api/lesson-types';

interface SlideshowPlayerProps {
  /** The cards in the order shown (the lesson's order). */
  cards: Flashcard[];
  targetLanguage: string;
  nativeLanguage: string;
}

const shortcuts = [
  ['Space · K', 'keyPlay'],
  ['← →', 'keyArrows'],
  ['V', 'keyVideo'],
  ['?', 'keyHelp'],
] as const;

/**
 * Slideshow mode (product §7 /slideshow): the cards go on by themselves, each
 * front with its audio, a pause, then its back. Play/Pause (Space, K),
 * previous/next (←/→), speed, and the card's video (product §9: 337 px wide,
 * 600 px tall, 416 px under 768 px) in place of the audio when chosen.
 * Passive: nothing is graded or recorded.
 */
export function SlideshowPlayer({ cards, targetLanguage, nativeLanguage }: SlideshowPlayerProps) {
  const { t } = useTranslation('study');
  const rate = usePlaybackRate();
  const [showVideo, setShowVideo] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  const sectionRef = useRef<HTMLElement>(null);

  const element = (source: SlideSource): HTMLMediaElement | null =>
    source === 'video' ? videoRef.current : audioRef.current;

  const show = useSlideshow({
    cards,
    rate,
    sources: (i) => {
      const c = cards[i];
      if (!c) return [];
      const list: SlideSource[] = [];
      if (showVideo && c.videoUrl) list.push('video');
      if (c.audioUrl) list.push('audio');
      return list;
    },
    media: {
      play: (source, fromStart) => {
        const el = element(source);
        if (!el) return Promise.reject(new Error(`no ${source} element`));
        return playExclusively(el, fromStart);
      },
      pause: (source) => {
        element(source)?.pause();
      },
    },
  });
  const { index, count, side, playing, done, active, failed } = show;
  const card = cards[index];

  useStudyShortcuts({
    '?': () => {
      setHelpOpen(true);
    },
    // Space on a button presses it.
    ' ': (event) => {
      if (isControl(event.target)) return false;
      show.toggle();
    },
    k: () => {
      show.toggle();
    },
    ArrowLeft: () => {
      show.previous();
    },
    ArrowRight: () => {
      show.next();
    },
    v: () => {
      setShowVideo((v) => !v);
    },
  });

  // At the end, Restart takes the focus unless the learner is elsewhere on the page.
  useEffect(() => {
    if (!done) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || sectionRef.current?.contains(focused)) {
      restartRef.current?.focus();
    }
  }, [done]);

  const shown = Math.min(index + 1, count);
  const announcement = done
    ? t('slideshow.finishedTitle')
    : card
      ? side === 'back'
        ? t('slideshow.backShown', { text: backLine(card) || t('slideshow.noTranslation') })
        : t('slideshow.frontShown', { n: shown, m: count, text: card.front })
      : '';

  const failure = failed.includes('audio')
    ? t('slideshow.audioFailed')
    : failed.includes('video')
      ? active === 'audio'
        ? t('slideshow.videoFailed')
        : t('slideshow.videoFailedSilent')
      : null;
  const onMediaError = (source: SlideSource) => () => {
    show.mediaFailed(source);
  };

  // Under the card; beside a video, under the text (so it stays in view on a desktop).
  const controls = (
    <SlideshowControls
      playing={playing}
      failure={failure}
      showStart={!playing && index === 0 && side === 'front'}
      onPrevious={show.previous}
      onToggle={show.toggle}
      onNext={show.next}
    />
  );

  return (
    <section
      ref={sectionRef}
      aria-label={t('slideshow.label')}
      className="mt-6 rounded-3xl border border-line bg-surface px-2 py-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 px-2 text-sm text-ink-muted sm:px-0">
        <p>{t('slideshow.progress', { n: shown, m: count })}</p>
        <div className="flex flex-wrap items-center gap-2">
          <PlaybackRateToggle />
          <button
            type="button"
            aria-pressed={showVideo}
            aria-keyshortcuts="V"
            onClick={() => {
              setShowVideo((v) => !v);
            }}
            className={cn(
              'rounded-xl px-2.5 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ring',
              showVideo
                ? 'bg-brand text-on-brand'
                : 'bg-surface-muted text-ink-muted hover:text-ink',
            )}
          >
            {t('slideshow.showVideo')}
          </button>
          <ShortcutsButton
            label={t('slideshow.shortcuts')}
            onOpen={() => {
              setHelpOpen(true);
            }}
          />
        </div>
      </div>

      <SlideshowProgress index={index} count={count} done={done} />

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {done || !card ? (
        <SlideshowFinished
          restartRef={restartRef}
          onRestart={show.restart}
          onPrevious={show.previous}
        />
      ) : (
        <>
          <div
            className={cn(
              'mt-6 flex flex-col items-center gap-6',
              showVideo && 'md:flex-row md:items-start',
            )}
          >
            {active === 'video' && (
              <video
                key={card.id}
                ref={videoRef}
                src={card.videoUrl}
                preload="auto"
                playsInline
                aria-label={t('slideshow.video', { text: card.front })}
                onEnded={show.mediaEnded}
                onError={onMediaError('video')}
                className="h-[416px] w-[337px] shrink-0 rounded-2xl bg-black object-contain md:h-[600px]"
              />
            )}
            <div className="w-full min-w-0 px-2 sm:px-0">
              <SlideText
                card={card}
                targetLanguage={targetLanguage}
                nativeLanguage={nativeLanguage}
                back={side === 'back'}
                noImage={showVideo}
              />
              {showVideo && controls}
            </div>
          </div>

          {active === 'audio' && card.audioUrl && (
            <audio
              key={card.id}
              ref={audioRef}
              src={card.audioUrl}
              preload="auto"
              onEnded={show.mediaEnded}
              onError={onMediaError('audio')}
            />
          )}

          {!showVideo && controls}
        </>
      )}

      <ShortcutsDialog
        open={helpOpen}
        onOpenChange={setHelpOpen}
        title={t('slideshow.shortcuts')}
        shortcuts={shortcuts.map(([keys, label]) => [keys, t(`slideshow.${label}`)] as const)}
      />
    </section>
  );
}
