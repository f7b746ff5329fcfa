import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy } from '@dnd-kit/sortable';
import type { Dispatch, Ref, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';

import { AnswerTile } from '@/features/flashcards/components/answer-tile';
import { useDragAnnouncements } from '@/features/flashcards/hooks/use-drag-announcements';
import { useOrderSensors } from '@/features/flashcards/hooks/use-order-sensors';
import type { Tile } from '@/features/flashcards/utils/word-tiles';

interface OrderBoardProps {
  /** The ids of the words placed, in the learner's order. */
  answer: string[];
  setAnswer: Dispatch<SetStateAction<string[]>>;
  byId: Map<string, Tile>;
  targetLanguage: string;
  dir: 'rtl' | undefined;
  onReturn: (tile: Tile) => void;
  listRef: Ref<HTMLOListElement>;
}

/**
 * The learner's sentence being built: words reordered by drag (mouse, pen,
 * press and hold on touch) or by keyboard (Space, arrows), each move told
 * to screen readers.
 */
export function OrderBoard({
  answer,
  setAnswer,
  byId,
  targetLanguage,
  dir,
  onReturn,
  listRef,
}: OrderBoardProps) {
  const { t } = useTranslation('study');
  const sensors = useOrderSensors();
  const announcements = useDragAnnouncements(answer, byId);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    setAnswer((current) => {
      const from = current.indexOf(String(active.id));
      const to = current.indexOf(String(over.id));
      return from < 0 || to < 0 ? current : arrayMove(current, from, to);
    });
  }

  const tiles = answer.map((id) => byId.get(id)).filter((x): x is Tile => x !== undefined);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('order.instructions') },
      }}
    >
      <SortableContext items={answer} strategy={rectSortingStrategy}>
        <ol
          ref={listRef}
          dir={dir}
          aria-labelledby="order-answer-label"
          className="flex min-h-12 flex-wrap gap-2"
        >
          {tiles.map((tile) => (
            <AnswerTile
              key={tile.id}
              tile={tile}
              language={targetLanguage}
              roleDescription={t('order.tileRole')}
              onReturn={onReturn}
            />
          ))}
        </ol>
      </SortableContext>
      {answer.length === 0 && <p className="px-1 py-2.5 text-ink-muted">{t('order.answerHint')}</p>}
    </DndContext>
  );
}
