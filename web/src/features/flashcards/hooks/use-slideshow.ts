import { useCallback, useEffect, useReducer, useRef } from 'react';

/**
 * The steps of one slide: the front is shown while its audio (or video)
 * plays, or for a reading time when it has none ('listen'); a pause with the
 * front still shown ('think'); the back is revealed and stays a while
 * ('back'). Then the next card.
 */
export type SlideStep = 'listen' | 'think' | 'back';
export type SlideSource = 'audio' | 'video';

/** Durations at 1× speed, in ms; at 0.75× every one is stretched by 1/0.75. */
export const slideTimings = {
  /** No audio: the front stays this long, plus readPerCharMs per character. */
  readBaseMs: 1500,
  readPerCharMs: 60,
  /** The pause between the front's audio and the back. */
  thinkMs: 1500,
  /** The back stays this long, plus backPerCharMs per character, at most backMaxMs. */
  backBaseMs: 2500,
  backPerCharMs: 40,
  backMaxMs: 8000,
  /**
   * If the audio or video never reports 'ended' (a stalled load), the
   * slideshow goes on after this long. A card's video lasts at most 30 s and
   * is rendered on first request, hence its longer wait.
   */
  audioTimeoutMs: 20_000,
  videoTimeoutMs: 45_000,
} as const;

export interface SlideText {
  front: string;
  back: string;
}

const length = (text: string) => text.trim().length;

/** How long a card's front is shown when there is nothing to play (at 1×). */
export function readingTime(text: string): number {
  return slideTimings.readBaseMs + slideTimings.readPerCharMs * length(text);
}

/** How long a card's back is shown (at 1×). */
export function backTime(text: string): number {
  return Math.min(
    slideTimings.backMaxMs,
    slideTimings.backBaseMs + slideTimings.backPerCharMs * length(text),
  );
}

/** The base (1×) length of a step; in 'listen' with a source, the wait for its 'ended'. */
export function stepDuration(card: SlideText, step: SlideStep, source: SlideSource | null): number {
  if (step === 'think') return slideTimings.thinkMs;
  if (step === 'back') return backTime(card.back);
  if (source === 'video') return slideTimings.videoTimeoutMs;
  if (source === 'audio') return slideTimings.audioTimeoutMs;
  return readingTime(card.front);
}

export interface SlideshowState {
  /** The card shown; equal to the card count once the slideshow has finished. */
  index: number;
  step: SlideStep;
  playing: boolean;
  /** The sources that failed on the shown card (they are skipped). */
  failed: SlideSource[];
  /** Bumped whenever a card starts over (restart, previous/next to the same card). */
  epoch: number;
}

export type SlideshowAction =
  | { type: 'toggle' }
  | { type: 'pause' }
  | { type: 'restart' }
  | { type: 'go'; index: number }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'advance'; index: number; step: SlideStep; epoch: number }
  | { type: 'fail'; index: number; source: SlideSource };

export const initialSlideshow: SlideshowState = {
  index: 0,
  step: 'listen',
  playing: false,
  failed: [],
  epoch: 0,
};

/** The pure step machine of a slideshow of `count` cards. */
export function slideshowReducer(
  state: SlideshowState,
  action: SlideshowAction,
  count: number,
): SlideshowState {
  const done = state.index >= count;
  switch (action.type) {
    case 'toggle':
      if (count === 0) return state;
      if (done) return slideshowReducer(state, { type: 'restart' }, count);
      return { ...state, playing: !state.playing };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'restart':
      if (count === 0) return state;
      return { ...initialSlideshow, playing: true, epoch: state.epoch + 1 };
    case 'go': {
      const index = Math.max(0, Math.min(count, action.index));
      return {
        index,
        step: 'listen',
        failed: [],
        epoch: state.epoch + 1,
        playing: index < count && state.playing,
      };
    }
    case 'move':
      // Previous from the finished state comes back to the last card.
      return slideshowReducer(
        state,
        { type: 'go', index: done && action.by < 0 ? count - 1 : state.index + action.by },
        count,
      );
    case 'advance': {
      // A stale timer or 'ended' of a step already left changes nothing.
      if (
        done ||
        action.index !== state.index ||
        action.step !== state.step ||
        action.epoch !== state.epoch
      ) {
        return state;
      }
      if (state.step === 'listen') return { ...state, step: 'think' };
      if (state.step === 'think') return { ...state, step: 'back' };
      const index = state.index + 1;
      return {
        ...state,
        index,
        step: 'listen',
        failed: [],
        playing: index < count && state.playing,
      };
    }
    case 'fail':
      if (action.index !== state.index || state.failed.includes(action.source)) return state;
      return { ...state, failed: [...state.failed, action.source] };
  }
}

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
