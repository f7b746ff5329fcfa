import { hash } from '@/features/flashcards/utils/study-order';
import type { Tile } from '@/features/flashcards/utils/word-tiles';

/** A small seeded generator (mulberry32): the same seed gives the same numbers. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sameWords(a: Tile[], b: Tile[]): boolean {
  return a.length === b.length && a.every((tile, i) => tile.key === b[i]?.key);
}

/**
 * The tiles shuffled, the same way every time for the same seed (the card id).
 * The result never reads as the right sentence when another order exists.
 */
export function shuffleTiles(solution: Tile[], seed: string): Tile[] {
  const next = random(hash(seed));
  const tiles = [...solution];
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const a = tiles[i];
    const b = tiles[j];
    if (a && b) {
      tiles[i] = b;
      tiles[j] = a;
    }
  }
  if (sameWords(tiles, solution) && new Set(solution.map((t) => t.key)).size > 1) {
    // Rotating by one changes a sequence unless all its words are equal.
    const first = tiles.shift();
    if (first) tiles.push(first);
  }
  return tiles;
}
