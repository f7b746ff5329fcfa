import { useEffect, useState, type RefObject } from 'react';

import type { AudioHandle } from '@/features/flashcards/components/audio-button';

/**
 * Listening first (decision 0051): the card's audio plays as the card is
 * shown, at the chosen speed and with the chosen voice (AudioButton's play).
 * A browser may refuse sound before the learner has touched the page: the
 * result is then `blocked`, and the Play button gets the focus, so one
 * press (or Enter) plays it. `turn` names the card's turn in the round.
 */
export function useListeningPlay(
  audioRef: RefObject<AudioHandle | null>,
  listening: boolean,
  turn: string,
): boolean {
  const [blockedTurn, setBlockedTurn] = useState<string | null>(null);
  useEffect(() => {
    if (!listening) return;
    let live = true;
    audioRef.current?.play().catch(() => {
      if (!live) return;
      setBlockedTurn(turn);
      audioRef.current?.focus();
    });
    return () => {
      live = false;
    };
  }, [audioRef, listening, turn]);
  return listening && blockedTurn === turn;
}
