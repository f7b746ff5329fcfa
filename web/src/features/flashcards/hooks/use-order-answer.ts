import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Tile } from '@/features/flashcards/utils/word-tiles';

interface Options {
  /** The right words by id. */
  byId: Map<string, Tile>;
  /** The round's shuffled words. */
  shuffled: Tile[];
  /** Once checked the answer is fixed. */
  locked: boolean;
  bankList: React.RefObject<HTMLUListElement | null>;
  answerList: React.RefObject<HTMLOListElement | null>;
  checkButton: React.RefObject<HTMLButtonElement | null>;
}

function focusIn(list: HTMLElement | null, at: number): boolean {
  const buttons = list?.querySelectorAll('button') ?? [];
  const target = buttons[Math.min(at, buttons.length - 1)];
  if (!target) return false;
  target.focus();
  return true;
}

/**
 * The sentence an Order learner builds: words placed from the bank, sent
 * back, or all reset, each said to screen readers; focus stays where the
 * next tap is (a tile that moved leaves the DOM).
 */
export function useOrderAnswer({
  byId,
  shuffled,
  locked,
  bankList,
  answerList,
  checkButton,
}: Options) {
  const { t } = useTranslation('study');
  const [answer, setAnswer] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // Where focus goes after the next render.
  const pendingFocus = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    focus?.();
  });

  const tiles = answer.map((id) => byId.get(id)).filter((x): x is Tile => x !== undefined);
  const bank = shuffled.filter((tile) => !answer.includes(tile.id));

  return {
    answer,
    setAnswer,
    tiles,
    bank,
    announcement,
    setAnnouncement,
    place: (tile: Tile) => {
      if (locked) return;
      const at = bank.findIndex((b) => b.id === tile.id);
      const next = [...answer, tile.id];
      setAnswer(next);
      setAnnouncement(t('order.added', { word: tile.text, n: next.length, m: byId.size }));
      pendingFocus.current = () => {
        if (!focusIn(bankList.current, at)) checkButton.current?.focus();
      };
    },
    unplace: (tile: Tile) => {
      if (locked) return;
      const at = answer.indexOf(tile.id);
      setAnswer(answer.filter((id) => id !== tile.id));
      setAnnouncement(t('order.returned', { word: tile.text }));
      pendingFocus.current = () => {
        if (!focusIn(answerList.current, at)) focusIn(bankList.current, 0);
      };
    },
    reset: () => {
      if (locked || answer.length === 0) return;
      setAnswer([]);
      setAnnouncement(t('order.resetDone'));
      pendingFocus.current = () => {
        focusIn(bankList.current, 0);
      };
    },
    /** Empty again, for the next sentence. */
    clear: () => {
      setAnswer([]);
      setAnnouncement('');
    },
  };
}
