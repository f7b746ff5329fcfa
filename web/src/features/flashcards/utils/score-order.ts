import type { Tile } from '@/features/flashcards/utils/word-tiles';

/** How an answer compares with the right order. */
export interface OrderScore {
  /** For each answered tile: is it part of the longest run in the right order? */
  marks: boolean[];
  /** Words in that run (the server's orderCorrect). */
  correct: number;
  /** Words in the sentence (orderTotal); words left out count as wrong. */
  total: number;
}

/**
 * Scores an answer by its longest run of words in the right order, wherever
 * the run sits: "B C D A" for "A B C D" has three right (B C D), where
 * comparing positions would give none. Equal words are interchangeable.
 */
export function scoreOrder(answer: Tile[], solution: Tile[]): OrderScore {
  // The longest common run of keys (a longest common substring), O(n·m) for a sentence.
  let best = 0;
  let end = 0;
  let previous = new Array<number>(solution.length + 1).fill(0);
  for (let i = 1; i <= answer.length; i++) {
    const row = new Array<number>(solution.length + 1).fill(0);
    for (let j = 1; j <= solution.length; j++) {
      if (answer[i - 1]?.key === solution[j - 1]?.key) {
        row[j] = (previous[j - 1] ?? 0) + 1;
        if ((row[j] ?? 0) > best) {
          best = row[j] ?? 0;
          end = i;
        }
      }
    }
    previous = row;
  }
  // A single word "in order" is no run: it counts only when it is the whole sentence.
  if (best < 2 && solution.length > 1) best = 0;
  const marks = answer.map((_, i) => i >= end - best && i < end);
  return { marks, correct: best, total: solution.length };
}
