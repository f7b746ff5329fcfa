import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

import { liveTileClass, tileClass } from '@/features/flashcards/utils/tile-style';
import type { Tile } from '@/features/flashcards/utils/word-tiles';
import { cn } from '@/lib/cn';

interface AnswerTileProps {
  tile: Tile;
  language: string;
  roleDescription: string;
  onReturn: (tile: Tile) => void;
}

/** A word in the learner's sentence: click sends it back; drag or Space moves it. */
export function AnswerTile({ tile, language, roleDescription, onReturn }: AnswerTileProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: tile.id, attributes: { roleDescription } });
  // A <button> is a button already: no role attribute.
  const buttonAttributes = { ...attributes, role: undefined };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-10')}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        lang={language}
        data-tile={tile.id}
        {...buttonAttributes}
        {...listeners}
        onClick={() => {
          onReturn(tile);
        }}
        className={cn(
          tileClass,
          liveTileClass,
          'touch-manipulation',
          isDragging && 'cursor-grabbing border-brand shadow-lg',
        )}
      >
        {tile.text}
      </button>
    </li>
  );
}
