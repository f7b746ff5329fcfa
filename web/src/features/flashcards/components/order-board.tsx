import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type PointerSensorOptions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import {
  useRef,
  type Dispatch,
  type PointerEvent as ReactPointerEvent,
  type Ref,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';

import type { Tile } from '@/features/flashcards/utils/word-tiles';
import { AnswerTile } from '@/features/flashcards/components/order-tiles';

/**
 * Drags with a mouse or pen once it has moved a few pixels, so a click still
 * clicks. Touch is left to the TouchSensor (press and hold), so a swipe over
 * the words still scrolls the page.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, options: PointerSensorOptions) => {
        if (event.pointerType === 'touch' || !event.isPrimary || event.button !== 0) return false;
        options.onActivation?.({ event });
        return true;
      },
    },
  ];
}

// Enter is left to the button (a word goes back to the bank); Space picks up
// and drops, like the sortable examples of dnd-kit.
const keyboardCodes = {
  start: ['Space'],
  cancel: ['Escape'],
  end: ['Space', 'Enter', 'Tab'],
};

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
  // The place last announced while a word is being moved.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes,
    }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    setAnswer((current) => {
      const from = current.indexOf(String(active.id));
      const to = current.indexOf(String(over.id));
      return from < 0 || to < 0 ? current : arrayMove(current, from, to);
    });
  }

  const wordAt = (id: UniqueIdentifier) => byId.get(String(id))?.text ?? '';
  const placeOf = (id: UniqueIdentifier) => answer.indexOf(String(id)) + 1;
  const m = answer.length;
  const announcements: Announcements = {
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
