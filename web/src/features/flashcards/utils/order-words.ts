import { shuffleTiles } from '@/features/flashcards/utils/shuffle-tiles';
import { tilesFor, type Tile } from '@/features/flashcards/utils/word-tiles';
import type { Flashcard } from '@/lib/api/lesson-types';

/** One sentence to rebuild: its words in the right order and shuffled. */
export interface Puzzle {
  card: Flashcard;
  solution: Tile[];
  shuffled: Tile[];
}

/**
 * The puzzle's words shuffled for one round: a new order each round (the
 * round's seed), never the right one when another order exists.
 */
export function reshuffle(puzzle: Puzzle, roundSeed: string): Tile[] {
  return shuffleTiles(puzzle.solution, roundSeed + puzzle.card.id);
}

/** The sentence cards with at least two words, as puzzles, in the order given. */
export function orderPuzzles(cards: Flashcard[], language: string): Puzzle[] {
  return cards
    .filter((card) => card.kind === 'sentence')
    .map((card) => {
      const solution = tilesFor(card.front, language, card);
      return { card, solution, shuffled: shuffleTiles(solution, card.id) };
    })
    .filter((puzzle) => puzzle.solution.length >= 2);
}
