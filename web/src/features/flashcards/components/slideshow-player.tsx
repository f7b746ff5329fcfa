import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { usableImage } from '@/features/flashcards/utils/card-problems';
import { playExclusively, usePlaybackRate } from '@/features/flashcards/utils/playback';
import { PlaybackRateToggle } from '@/features/flashcards/components/playback-rate-toggle';
import { HintList } from '@/features/flashcards/components/hint-list';
import { CardBack } from '@/components/card-back/card-back';
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
import { Pronunciation } from '@/components/pronunciation';

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
    <>
      {failure && (
        <p role="status" className="mt-4 px-2 text-sm text-danger sm:px-0">
          {failure}
        </p>
      )}

      <div className="mt-6 flex items-center justify-center gap-3">
        <Button
          variant="ghost"
          aria-keyshortcuts="ArrowLeft"
          onClick={() => {
            show.previous();
          }}
        >
          <span aria-hidden="true">←</span>
          <span className="sr-only sm:not-sr-only">{t('slideshow.previous')}</span>
        </Button>
        <Button
          className={cn('h-14 gap-2 rounded-full px-6 text-lg', !playing && 'shadow-md')}
          aria-keyshortcuts="Space K"
          onClick={() => {
            show.toggle();
          }}
        >
          <PlayIcon playing={playing} />
          {playing ? t('slideshow.pause') : t('slideshow.play')}
        </Button>
        <Button
          variant="ghost"
          aria-keyshortcuts="ArrowRight"
          onClick={() => {
            show.next();
          }}
        >
          <span className="sr-only sm:not-sr-only">{t('slideshow.next')}</span>
          <span aria-hidden="true">→</span>
        </Button>
      </div>
      {!playing && index === 0 && side === 'front' && (
        <p className="mt-3 px-2 text-center text-sm text-ink-muted">{t('slideshow.start')}</p>
      )}
    </>
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

      <div
        role="progressbar"
        aria-label={t('slideshow.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={count}
        aria-valuenow={done ? count : index + 1}
        aria-valuetext={
          done ? t('slideshow.finishedTitle') : t('slideshow.progress', { n: shown, m: count })
        }
        className="mx-2 mt-3 h-2 overflow-hidden rounded-full bg-surface-muted sm:mx-0"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-300"
          style={{ width: `${String(count ? ((done ? count : index + 1) / count) * 100 : 0)}%` }}
        />
      </div>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {done || !card ? (
        <div className="px-2 py-10 text-center">
          <h2 className="text-xl font-semibold">{t('slideshow.finishedTitle')}</h2>
          <p className="mt-2 text-ink-muted">{t('slideshow.finished')}</p>
          <div className="mt-5 flex justify-center gap-3">
            <Button
              ref={restartRef}
              onClick={() => {
                show.restart();
              }}
            >
              {t('slideshow.restart')}
            </Button>
            <Button
              variant="ghost"
              aria-keyshortcuts="ArrowLeft"
              onClick={() => {
                show.previous();
              }}
            >
              <span aria-hidden="true">←</span> {t('slideshow.previous')}
            </Button>
          </div>
        </div>
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
                <p className="mt-2 font-mono text-base text-ink-muted">
                  <span className="sr-only">{t('slideshow.pronunciation')}: </span>
                  <Pronunciation text={card.pronunciation} />
                </p>
              )}
              {!showVideo && usableImage(card.imageUrl) && (
                <img
                  src={card.imageUrl}
                  alt={t('slideshow.image', { text: card.front })}
                  className="mt-4 max-h-64 rounded-xl object-cover"
                />
              )}
              {side === 'back' && (
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
