import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { Tile } from '@/features/flashcards/utils/word-tiles';

/**
 * What a screen reader hears while a word of the answer is moved: the word
 * and its place, told only when the place changes.
 */
export function useDragAnnouncements(answer: string[], byId: Map<string, Tile>): Announcements {
  const { t } = useTranslation('study');
  // The place last announced while a word is being moved.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const wordAt = (id: UniqueIdentifier) => byId.get(String(id))?.text ?? '';
  const placeOf = (id: UniqueIdentifier) => answer.indexOf(String(id)) + 1;
  const m = answer.length;
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('order.dragStart', { word: wordAt(active.id), n: placeOf(active.id), m });
    },
    // Said only when the place changes, so 'Picked up' is not talked over.
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? t('order.dragOver', { word: wordAt(active.id), n: placeOf(over.id), m })
        : t('order.dragAway', { word: wordAt(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('order.dragEnd', { word: wordAt(active.id), n: placeOf(over.id), m })
        : t('order.dragCancel', { word: wordAt(active.id), n: placeOf(active.id), m }),
    onDragCancel: ({ active }) =>
      t('order.dragCancel', { word: wordAt(active.id), n: placeOf(active.id), m }),
  };
}
