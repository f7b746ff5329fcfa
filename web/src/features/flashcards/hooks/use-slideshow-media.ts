import { useRef } from 'react';

import { useSlideshow } from '@/features/flashcards/hooks/use-slideshow';
import { playExclusively, usePlaybackRate } from '@/features/flashcards/utils/playback';
import type { SlideSource } from '@/features/flashcards/utils/slide-timing';
import type { Flashcard } from '@/lib/api/lesson-types';

/**
 * A slideshow at the chosen speed, wired to the page's <audio> and <video>: each card plays its
 * video when videos are shown and it has one, else its audio, else nothing.
 */
export function useSlideshowMedia(cards: Flashcard[], showVideo: boolean) {
  const rate = usePlaybackRate();
  const audioRef = useRef<HTMLAudioElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

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
  return { show, audioRef, videoRef };
}
