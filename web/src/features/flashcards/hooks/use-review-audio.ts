import { useEffect, useRef, useState } from 'react';

import type { AudioHandle } from '@/features/flashcards/components/audio-button';
import { useCardDirection } from '@/features/flashcards/hooks/use-card-direction';
import { useListeningPlay } from '@/features/flashcards/hooks/use-listening-play';
import type { ReviewCard } from '@/features/flashcards/utils/review-state';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/**
 * How a Review card is asked and heard: its direction (decision 0051; by
 * ear, the audio plays and the text waits), the card's audio, and autoplay
 * of each card as it is shown (remembered in this browser). `turn` names
 * the card being asked (its place and id).
 */
export function useReviewAudio(
  lesson: string,
  card: ReviewCard | undefined,
  turn: string,
  flipped: boolean,
) {
  const audioRef = useRef<AudioHandle>(null);
  const [autoplay, setAutoplay] = useState(() => readStorage(storageKeys.autoplay) === 'on');
  const way = useCardDirection(lesson, card, turn, flipped);
  const listening = way.ask === 'listen';
  const blocked = useListeningPlay(audioRef, listening, turn);

  // A browser may refuse sound before the first click or key press; the play
  // button is still there. (Listening first plays it anyway: useListeningPlay.)
  const cardId = card?.id;
  useEffect(() => {
    if (!autoplay || cardId === undefined || listening) return;
    audioRef.current?.play().catch(() => undefined);
  }, [autoplay, cardId, listening]);

  return {
    /** How the card is asked. */
    way,
    /** The browser refused to play it (listening first). */
    blocked,
    audioRef,
    playAudio: () => {
      audioRef.current?.toggle();
    },
    autoplay,
    setAutoplay: (on: boolean) => {
      setAutoplay(on);
      writeStorage(storageKeys.autoplay, on ? 'on' : 'off');
    },
  };
}
