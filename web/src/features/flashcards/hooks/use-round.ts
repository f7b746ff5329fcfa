import { useEffect, useRef, useState } from 'react';

import { roundSeed } from '@/features/flashcards/utils/study-order';

/** One answered question of a round: did the learner get it on the first try? */
export interface RoundResult<T, D = undefined> {
  item: T;
  firstTry: boolean;
  /** What the mode wants to keep besides (e.g. Order's words in place). */
  detail: D;
}

interface RoundState<T, D> {
  items: T[];
  index: number;
  results: RoundResult<T, D>[];
  /** Shuffles choices and tiles: stable within a round, new on every round. */
  seed: string;
}

/** Whole milliseconds from `start` (a performance.now() time) to now. */
export function millisecondsSince(start: number): number {
  return Math.round(performance.now() - start);
}

/**
 * A round of a study mode: the questions in order, the one being asked,
 * what was right on the first try, the score, and starting again (all, or
 * the missed ones) with a new shuffle seed. `elapsed()` times the question
 * on screen, for the review's durationMs.
 */
export function useRound<T, D = undefined>(initial: T[]) {
  const [state, setState] = useState<RoundState<T, D>>(() => ({
    items: initial,
    index: 0,
    results: [],
    seed: roundSeed(),
  }));
  const startedAt = useRef(0);
  const { items, index, results, seed } = state;

  useEffect(() => {
    startedAt.current = performance.now();
  }, [index, items]);

  const missed = results.filter((r) => !r.firstTry).map((r) => r.item);
  return {
    items,
    index,
    seed,
    results,
    /** The question being asked; undefined once the round is over. */
    current: items[index],
    last: index === items.length - 1,
    done: index >= items.length,
    /** Right on the first try. */
    score: results.length - missed.length,
    missed,
    elapsed: () => millisecondsSince(startedAt.current),
    /** Keeps the outcome of a question (once per question). */
    record: (item: T, firstTry: boolean, ...detail: D extends undefined ? [] : [D]) => {
      setState((s) => ({
        ...s,
        results: [...s.results, { item, firstTry, detail: detail[0] as D }],
      }));
    },
    next: () => {
      setState((s) => ({ ...s, index: s.index + 1 }));
    },
    /** A new round with these questions (all, or the missed ones) and a new seed. */
    restart: (with_: T[]) => {
      setState({ items: with_, index: 0, results: [], seed: roundSeed() });
    },
  };
}

export type Round<T, D = undefined> = ReturnType<typeof useRound<T, D>>;
