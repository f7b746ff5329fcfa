import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrderScore } from '@/features/flashcards/utils/score-order';
import type { Tile } from '@/features/flashcards/utils/word-tiles';
import { cn } from '@/lib/cn';

function RightIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4 shrink-0 text-success"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </svg>
  );
}

function WrongIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <path d="m5.5 5.5 9 9m0-9-9 9" />
    </svg>
  );
}

const tileClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl border px-3 py-2 text-lg font-medium select-none [-webkit-touch-callout:none]';
const liveTileClass =
  'border-line bg-surface shadow-sm transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

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

interface CheckedAnswerProps {
  tiles: Tile[];
  score: OrderScore;
  targetLanguage: string;
  nativeLanguage: string;
  dir: 'rtl' | undefined;
}

/** The learner's sentence once checked: each word marked in the right place or not. */
export function CheckedAnswer({
  tiles,
  score,
  targetLanguage,
  nativeLanguage,
  dir,
}: CheckedAnswerProps) {
  const { t } = useTranslation('study');
  return (
    <ol
      lang={targetLanguage}
      dir={dir}
      className="flex min-h-16 flex-wrap gap-2"
      aria-labelledby="order-answer-label"
    >
      {tiles.map((tile, i) => {
        const right = score.marks[i] === true;
        return (
          <li
            key={tile.id}
            className={cn(
              tileClass,
              right
                ? 'border-success bg-success-soft text-ink'
                : 'border-danger bg-danger-soft text-danger',
            )}
          >
            {right ? <RightIcon /> : <WrongIcon />}
            {tile.text}
            <span className="sr-only">
              {' — '}
              <span lang={nativeLanguage}>
                {right ? t('order.rightPlace') : t('order.wrongPlace')}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

interface BankTilesProps {
  listRef: Ref<HTMLUListElement>;
  tiles: Tile[];
  targetLanguage: string;
  dir: 'rtl' | undefined;
  onPlace: (tile: Tile) => void;
}

/** The words not placed yet, in the round's shuffled order: a tap places one. */
export function BankTiles({ listRef, tiles, targetLanguage, dir, onPlace }: BankTilesProps) {
  return (
    <ul
      ref={listRef}
      dir={dir}
      aria-labelledby="order-bank-label"
      className="mt-2 flex min-h-12 flex-wrap gap-2"
    >
      {tiles.map((tile) => (
        <li key={tile.id}>
          <button
            type="button"
            lang={targetLanguage}
            data-tile={tile.id}
            onClick={() => {
              onPlace(tile);
            }}
            className={cn(tileClass, liveTileClass)}
          >
            {tile.text}
          </button>
        </li>
      ))}
    </ul>
  );
}
