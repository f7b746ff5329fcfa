import { useEffect, useRef } from 'react';

import type { AudioHandle } from '@/features/flashcards/components/audio-button';
import type { OrderScore } from '@/features/flashcards/utils/score-order';
import type { Puzzle } from '@/features/flashcards/utils/order-words';

/**
 * Where focus goes in Order mode: to the bank on a new sentence, to the
 * score at the end (never on page load, nor when StrictMode runs the effect
 * twice); after Check, to Next, while the sentence plays.
 */
export function useOrderFocus(index: number, items: Puzzle[], checked: OrderScore | null) {
  const bankList = useRef<HTMLUListElement>(null);
  const scoreHeading = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const audio = useRef<AudioHandle>(null);
  const shown = useRef<{ index: number; items: Puzzle[] } | null>(null);

  useEffect(() => {
    const before = shown.current;
    shown.current = { index, items };
    if (before === null || (before.index === index && before.items === items)) return;
    if (items[index]) bankList.current?.querySelector('button')?.focus();
    else scoreHeading.current?.focus();
  }, [index, items]);

  useEffect(() => {
    if (!checked) return;
    nextButton.current?.focus();
    audio.current?.play().catch(() => {
      // Autoplay refused or no file: the play button is still there.
    });
  }, [checked]);

  return { bankList, scoreHeading, nextButton, audio };
}
