import type { Ref } from 'react';

import { liveTileClass, tileClass } from '@/features/flashcards/utils/tile-style';
import type { Tile } from '@/features/flashcards/utils/word-tiles';
import { cn } from '@/lib/cn';

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
