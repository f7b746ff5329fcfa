import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  initialSlideshow,
  slideshowReducer,
  type SlideshowAction,
  type SlideshowState,
} from '@/features/flashcards/utils/slideshow-state';
import {
  stepDuration,
  type SlideSource,
  type SlideText,
} from '@/features/flashcards/utils/slide-timing';

/** The media of the shown card, played by the slideshow in its 'listen' step. */
export interface SlideMedia {
  /** Starts the shown card's audio or video; rejects like HTMLMediaElement.play(). */
  play: (source: SlideSource, fromStart: boolean) => Promise<void>;
  pause: (source: SlideSource) => void;
}

export interface UseSlideshowOptions {
  cards: SlideText[];
  /** What card `index` can play, best first (e.g. ['video', 'audio']); [] for nothing. */
  sources: (index: number) => SlideSource[];
  media: SlideMedia;
  /** The playback rate (0.75 or 1): every wait is divided by it. */
  rate: number;
}

/**
 * Runs a slideshow: each card's front while its media plays (its 'ended'
 * goes on, with a time-out in case it never comes; a failed source falls
 * back to the next one, then to a reading time), a pause, its back, a pause,
 * the next card. Pausing stops the clock and the media; the rest of the wait
 * is kept. It starts paused: browsers refuse to play sound before a gesture.
 */
export function useSlideshow({ cards, sources, media, rate }: UseSlideshowOptions) {
  const count = cards.length;
  const [state, dispatch] = useReducer(
    (s: SlideshowState, a: SlideshowAction) => slideshowReducer(s, a, count),
    initialSlideshow,
  );
  const { index, step, playing, failed, epoch } = state;
  const done = index >= count;
  const card = cards[index];
  const active = done ? null : (sources(index).find((s) => !failed.includes(s)) ?? null);
  const duration = card ? stepDuration(card, step, active) : 0;
  // One key per run of a step: a new key starts its wait (and media) afresh.
  const key = `${String(index)}|${step}|${String(epoch)}|${step === 'listen' ? (active ?? '') : ''}`;

  const mediaRef = useRef(media);
  useEffect(() => {
    mediaRef.current = media;
  });

  // The clock: what is left of the step's wait, in 1× milliseconds.
  const clock = useRef({ key: '', left: 0 });
  useEffect(() => {
    if (done) return;
    if (clock.current.key !== key) clock.current = { key, left: duration };
    if (!playing) return;
    const started = Date.now();
    const timer = setTimeout(() => {
      dispatch({ type: 'advance', index, step, epoch });
    }, clock.current.left / rate);
    return () => {
      clearTimeout(timer);
      if (clock.current.key === key) {
        clock.current.left = Math.max(0, clock.current.left - (Date.now() - started) * rate);
      }
    };
  }, [key, playing, rate, duration, done, index, step, epoch]);

  // The media: played from the start when the step begins, resumed after a pause.
  const started = useRef('');
  useEffect(() => {
    if (done || step !== 'listen' || !active || !playing) return;
    const fromStart = started.current !== key;
    started.current = key;
    let current = true;
    mediaRef.current.play(active, fromStart).catch(() => {
      // Autoplay refused, a missing file: skip this source. A play() cut short
      // by our own pause (the step or card changed) is not a failure.
      if (current) dispatch({ type: 'fail', index, source: active });
    });
    return () => {
      current = false;
      mediaRef.current.pause(active);
    };
  }, [key, playing, done, step, active, index]);

  const toggle = useCallback(() => {
    dispatch({ type: 'toggle' });
  }, []);
  const pause = useCallback(() => {
    dispatch({ type: 'pause' });
  }, []);
  const go = useCallback((to: number) => {
    dispatch({ type: 'go', index: to });
  }, []);
  const next = useCallback(() => {
    dispatch({ type: 'move', by: 1 });
  }, []);
  const previous = useCallback(() => {
    dispatch({ type: 'move', by: -1 });
  }, []);
  const mediaEnded = useCallback(() => {
    dispatch({ type: 'advance', index, step: 'listen', epoch });
  }, [index, epoch]);
  const mediaFailed = useCallback(
    (source: SlideSource) => {
      dispatch({ type: 'fail', index, source });
    },
    [index],
  );

  return {
    index,
    count,
    step,
    /** The side on screen: the back only in the 'back' step. */
    side: step === 'back' ? ('back' as const) : ('front' as const),
    playing,
    done,
    /** The source the shown card plays (null: none, or every one failed). */
    active,
    failed,
    toggle,
    pause,
    go,
    next,
    previous,
    /** From the first card, playing (the Restart button is a gesture, so sound may play). */
    restart: () => {
      dispatch({ type: 'restart' });
    },
    mediaEnded,
    mediaFailed,
  };
}
